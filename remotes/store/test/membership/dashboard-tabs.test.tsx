import { store } from '@sqw/contracts';
import { signOut } from '@sqw/platform';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, renderWithProviders, serve, setupNetwork, toastFor, type ProvidersResult } from '@sqw/platform/testing';
import DashboardPage from '../../src/membership/DashboardPage';
import { asMember, courseSummary, emptyDashboard, ids, order, STORE } from './fixtures';

setupNetwork();
/** The home page a link or a sign-out leads to. */
const HOME = { '/': <p>Home page</p> };

jest.mock('@sqw/platform', () => ({ ...jest.requireActual('@sqw/platform'), signOut: jest.fn(async () => undefined) }));

let view: ProvidersResult;
const where = () => {
  const { pathname, search, hash } = view.location();
  return pathname + search + hash;
};
const tab = (name: string) => screen.getByRole('tab', { name });

const fullDashboard: store.Dashboard = {
  ...emptyDashboard,
  active_courses: 1,
  completed_lessons: 3,
  courses: [courseSummary(3, 8)],
  session_credits: 2,
  orders: [
    order(),
    order({
      id: ids.order2,
      kind: 'resource',
      status: 'pending_payment',
      amount_cents: 500,
      pay_code: 'SQW-9XQ4',
      has_proof: false,
      proof_submitted_at: null,
      paid_at: null,
      item: { id: ids.lesson3, slug: 'budget-guide', title: 'Budget Guide', type: 'resource' },
    }),
  ],
};

describe('dashboard tabs', () => {
  test('five tabs; ?tab=orders opens My Orders with amounts, statuses, pay codes and proof state', async () => {
    serve(STORE, { 'GET /dashboard': { body: fullDashboard } });
    view = renderWithProviders(<DashboardPage />, { ...asMember, route: '/dashboard?tab=orders', path: '*', routes: HOME });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'My Courses', 'My Orders', 'Sessions', 'Account']);
    expect(tab('My Orders').getAttribute('aria-selected')).toBe('true');
    expect(tab('Overview').getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel', { name: 'My Orders' });
    const paid = await within(panel).findByRole('article', { name: 'Full Sovereign Course' });
    expect(within(paid).getByText('$1,000.00')).toBeTruthy();
    expect(within(paid).getByText(store.STATUS_LABELS.paid)).toBeTruthy();
    expect(within(paid).getByText('SQW-7K2P')).toBeTruthy();
    expect(within(paid).getByText('Payment confirmed')).toBeTruthy();
    const pending = within(panel).getByRole('article', { name: 'Budget Guide' });
    expect(within(pending).getByText('$5.00')).toBeTruthy();
    expect(within(pending).getByText('Pending')).toBeTruthy();
    // A resource payment is matched by its note: there is no proof to upload.
    expect(within(pending).getByText('Not needed')).toBeTruthy();
  });

  test('arrow keys move between tabs and the tab is kept in the URL', async () => {
    serve(STORE, { 'GET /dashboard': { body: fullDashboard }, 'GET /sessions': { body: { credits_available: 0, items: [] } } });
    const user = userEvent.setup();
    view = renderWithProviders(<DashboardPage />, { ...asMember, route: '/dashboard', path: '*', routes: HOME });
    expect(tab('Overview').getAttribute('tabindex')).toBe('0');
    expect(tab('My Courses').getAttribute('tabindex')).toBe('-1');
    tab('Overview').focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('My Courses'));
    expect(tab('My Courses').getAttribute('aria-selected')).toBe('true');
    expect(where()).toBe('/dashboard?tab=courses');
    expect(await screen.findByRole('progressbar', { name: 'Full Sovereign Course progress' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Full Sovereign Course' }).getAttribute('href')).toBe(`/courses/sqw-course/lessons/${ids.lesson2}`);
    await user.keyboard('{End}');
    expect(where()).toBe('/dashboard?tab=account');
    await user.keyboard('{ArrowRight}');
    expect(where()).toBe('/dashboard');
    expect(tab('Overview').getAttribute('aria-selected')).toBe('true');
  });

  test('Account shows the e-mail and user id read-only; Sign Out signs out and goes home', async () => {
    serve(STORE, { 'GET /dashboard': { body: emptyDashboard } });
    const user = userEvent.setup();
    view = renderWithProviders(<DashboardPage />, { ...asMember, route: '/dashboard?tab=account', path: '*', routes: HOME });
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    const id = screen.getByLabelText('User ID') as HTMLInputElement;
    expect([email.value, email.readOnly]).toEqual([asMember.user.email, true]);
    expect([id.value, id.readOnly]).toEqual([asMember.user.id, true]);
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalled();
    expect(await screen.findByText('Home page')).toBeTruthy();
  });

  test('Sign Out waits while the session ends; a failure says so and stays on the page', async () => {
    serve(STORE, { 'GET /dashboard': { body: emptyDashboard } });
    const ended = deferred<void>();
    jest.mocked(signOut).mockImplementationOnce(() => ended.promise.then(() => Promise.reject(new Error('The network is down.'))));
    const user = userEvent.setup();
    view = renderWithProviders(<DashboardPage />, { ...asMember, route: '/dashboard?tab=account', path: '*', routes: HOME });
    jest.mocked(signOut).mockClear();
    await user.dblClick(screen.getByRole('button', { name: 'Sign Out' }));
    expect((screen.getByRole('button', { name: 'Signing out...' }) as HTMLButtonElement).disabled).toBe(true);
    ended.resolve();
    await waitFor(() => expect(toastFor('Sign out failed')).toMatchObject({ description: 'The network is down.', variant: 'destructive' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(where()).toBe('/dashboard?tab=account');
    expect((screen.getByRole('button', { name: 'Sign Out' }) as HTMLButtonElement).disabled).toBe(false);
  });

  test('a new member sees zeros and empty states, never sample data', async () => {
    serve(STORE, { 'GET /dashboard': { body: emptyDashboard }, 'GET /sessions': { body: { credits_available: 0, items: [] } } });
    const user = userEvent.setup();
    view = renderWithProviders(<DashboardPage />, { ...asMember, route: '/dashboard', path: '*', routes: HOME });
    const overview = await screen.findByRole('tabpanel', { name: 'Overview' });
    expect((await within(overview).findByText('Active Courses')).nextElementSibling?.textContent).toBe('0');
    expect(within(overview).getByText('Completed Lessons').nextElementSibling?.textContent).toBe('0');
    expect(within(overview).getByText('No session booked yet')).toBeTruthy();
    await user.click(tab('My Courses'));
    expect(screen.getByText('No courses yet')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await user.click(tab('My Orders'));
    expect(screen.getByText('No orders yet')).toBeTruthy();
    await user.click(tab('Sessions'));
    expect(await screen.findByText('No sessions yet')).toBeTruthy();
    expect(screen.getByText(store.MESSAGES.noSessionCredits)).toBeTruthy();
  });

  test('a failed load says so and offers a retry', async () => {
    serve(STORE, { 'GET /dashboard': { status: 503, body: { error: { code: 'unavailable', message: 'The store is resting.' } } } });
    view = renderWithProviders(<DashboardPage />, { ...asMember, route: '/dashboard', path: '*', routes: HOME });
    expect(await screen.findByText('The store is resting.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
