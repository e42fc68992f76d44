import type { hall } from '@sqw/contracts';
import { useResource } from '@sqw/platform';
import { Badge, Button } from '@sqw/ui';
import { useState } from 'react';
import { DataTable, type Column } from '../../components/DataTable';
import { Loadable } from '../../components/Loadable';
import { countOf, CursorPager, useCursorPages } from '../../components/Pager';
import { SubHeader } from '../../components/PanelHeader';
import { FilterSelect, Toolbar } from '../../components/Toolbar';
import { formatDateTime } from '../../lib/format';
import { APPLICATIONS_PER_PAGE, listApplications, type StatusFilter } from './api';
import { ReviewApplicationDialog } from './ReviewApplicationDialog';

const TONE = { pending: 'blue', approved: 'success', rejected: 'danger' } as const;

/** Hall of Legends applications, pending first; each one is reviewed in a dialog. */
export function ApplicationsPanel() {
  const [status, setStatus] = useState<StatusFilter>('pending');
  const pages = useCursorPages();
  const after = pages.after;
  const [reviewing, setReviewing] = useState<hall.Application | null>(null);
  const apps = useResource((signal) => listApplications({ status, after }, signal), [status, after]);

  const columns: Column<hall.Application>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (a) => (
        <>
          {a.name}
          <div>{a.email}</div>
        </>
      ),
    },
    { key: 'challenge', header: 'Challenge', cell: (a) => a.challenge },
    { key: 'income', header: 'Passive Income', cell: (a) => a.passive_income },
    { key: 'submitted', header: 'Submitted', cell: (a) => formatDateTime(a.created_at) },
    { key: 'status', header: 'Status', cell: (a) => <Badge $tone={TONE[a.status]}>{a.status}</Badge> },
    {
      key: 'review',
      header: 'Review',
      cell: (a) => (
        <Button type="button" $size="sm" $variant="outline" onClick={() => setReviewing(a)} aria-label={`Review application from ${a.name}`}>
          Review
        </Button>
      ),
    },
  ];

  return (
    <>
      <SubHeader title="Legend Applications" note="Approved applicants appear in the Hall of Legends at once and receive an e-mail." />
      <Toolbar>
        <FilterSelect
          id="application-status"
          label="Status"
          value={status}
          onChange={(v) => {
            setStatus(v as StatusFilter);
            pages.reset();
          }}
        >
          <option value="pending">Pending</option>
          <option value="approved">Approved</option>
          <option value="rejected">Rejected</option>
          <option value="">All applications</option>
        </FilterSelect>
      </Toolbar>
      <Loadable resource={apps} what="applications">
        {(page) => (
          <>
            <DataTable
              caption={`${countOf(page, 'application')}, newest first`}
              columns={columns}
              rows={page.items}
              rowKey={(a) => a.id}
              empty={status === 'pending' ? 'No applications waiting for review' : 'No applications'}
            />
            <CursorPager label="Applications" index={pages.index} size={APPLICATIONS_PER_PAGE} page={page} onNext={pages.next} onPrevious={pages.previous} />
          </>
        )}
      </Loadable>
      {reviewing ? <ReviewApplicationDialog application={reviewing} onClose={() => setReviewing(null)} onDone={apps.reload} /> : null}
    </>
  );
}
