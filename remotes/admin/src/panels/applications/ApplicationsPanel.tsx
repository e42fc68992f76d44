import type { hall } from '@sqw/contracts';
import { Badge } from '@sqw/ui';
import { useState } from 'react';
import type { Column } from '../../components/DataTable';
import { ListPanel } from '../../components/ListPanel';
import { newestFirst } from '../../components/Pager';
import { FilterSelect } from '../../components/Toolbar';
import { usePagedList } from '../../components/use-paged-list';
import { formatDateTime } from '../../lib/format';
import { APPLICATIONS_PER_PAGE, listApplications, type StatusFilter } from './api';
import { ReviewApplicationDialog } from './ReviewApplicationDialog';
import { openColumn } from '../../components/open-column';
import { TwoLines } from '../../components/TwoLines';

const TONE = { pending: 'blue', approved: 'success', rejected: 'danger' } as const;
const STATUSES: { value: StatusFilter; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: '', label: 'All applications' },
];

/** Hall of Legends applications, pending first; each one is reviewed in a dialog. */
export function ApplicationsPanel() {
  const apps = usePagedList({ status: 'pending' as StatusFilter }, listApplications);
  const { status } = apps.filter;
  const [reviewing, setReviewing] = useState<hall.Application | null>(null);

  const columns: Column<hall.Application>[] = [
    { key: 'name', header: 'Name', cell: (a) => <TwoLines first={a.name} second={a.email} /> },
    { key: 'challenge', header: 'Challenge', cell: (a) => a.challenge },
    { key: 'income', header: 'Passive Income', cell: (a) => a.passive_income },
    { key: 'submitted', header: 'Submitted', cell: (a) => formatDateTime(a.created_at) },
    { key: 'status', header: 'Status', cell: (a) => <Badge $tone={TONE[a.status]}>{a.status}</Badge> },
    openColumn({ key: 'review', header: 'Review', text: 'Review', label: (a) => `Review application from ${a.name}`, onOpen: setReviewing }),
  ];

  return (
    <ListPanel
      title="Legend Applications"
      note="Approved applicants appear in the Hall of Legends at once and receive an e-mail."
      paged={apps}
      what="applications"
      label="Applications"
      size={APPLICATIONS_PER_PAGE}
      caption={newestFirst('application')}
      columns={columns}
      rowKey={(a) => a.id}
      empty={status === 'pending' ? 'No applications waiting for review' : 'No applications'}
      detail={reviewing ? <ReviewApplicationDialog application={reviewing} onClose={() => setReviewing(null)} onDone={apps.list.reload} /> : null}
    >
      <FilterSelect id="application-status" label="Status" value={status} onChange={(status) => apps.setFilter({ status })} options={STATUSES} />
    </ListPanel>
  );
}
