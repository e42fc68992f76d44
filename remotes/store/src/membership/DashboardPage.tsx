import type { store } from '@sqw/contracts';
import { messageOf, useResource, useSession } from '@sqw/platform';
import { ErrorPanel, PageSpinner } from '@sqw/ui';
import type { ReactNode } from 'react';
import { useSearchParams } from '@sqw/router';
import { fetchDashboard } from './api';
import { CourseList } from './courses/CourseList';
import { AccountTab } from './dashboard/AccountTab';
import { OrdersTab } from './dashboard/OrdersTab';
import { OverviewTab } from './dashboard/OverviewTab';
import { SessionsTab } from './dashboard/SessionsTab';
import { Tabs, type TabDef } from './dashboard/Tabs';
import { MemberPage } from './MemberPage';

type TabKey = 'overview' | 'courses' | 'orders' | 'sessions' | 'account';

const DASHBOARD_TABS: TabDef<TabKey>[] = [
  { key: 'overview', label: 'Overview' },
  { key: 'courses', label: 'My Courses' },
  { key: 'orders', label: 'My Orders' },
  { key: 'sessions', label: 'Sessions' },
  { key: 'account', label: 'Account' },
];

const isTab = (v: string | null): v is TabKey => DASHBOARD_TABS.some((t) => t.key === v);

/** /dashboard: the customer dashboard, exposed as `store/DashboardPage`; the tab lives in ?tab= so it can be linked. */
export default function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: TabKey = isTab(requested) ? requested : 'overview';
  const { user } = useSession();
  const dashboard = useResource((signal) => fetchDashboard(signal), []);

  const select = (key: TabKey) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        // A linked order belongs to the orders tab only.
        next.delete('order');
        if (key === 'overview') next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true },
    );

  const withData = (render: (d: store.Dashboard) => ReactNode) => {
    if (dashboard.error && !dashboard.data)
      return <ErrorPanel title="Your dashboard could not be loaded" message={messageOf(dashboard.error)} onRetry={dashboard.reload} />;
    return dashboard.data ? render(dashboard.data) : <PageSpinner label="Loading your dashboard" />;
  };

  const panels: Record<TabKey, () => ReactNode> = {
    overview: () => withData((d) => <OverviewTab data={d} />),
    courses: () => withData((d) => <CourseList courses={d.courses} />),
    orders: () => withData((d) => <OrdersTab orders={d.orders} focus={params.get('order')} onChanged={dashboard.reload} />),
    sessions: () => <SessionsTab />,
    account: () => <AccountTab />,
  };

  const name = user?.firstName || user?.fullName;
  return (
    <MemberPage eyebrow="Client Portal" title="Your Dashboard" lead={name ? `Welcome back, ${name}.` : 'Welcome back.'}>
      <Tabs tabs={DASHBOARD_TABS} active={active} onSelect={select} label="Dashboard sections">
        {panels[active]()}
      </Tabs>
    </MemberPage>
  );
}
