import { Badge } from '@sqw/ui';
import { useState } from 'react';
import type { Column } from '../../components/DataTable';
import { ListPanel } from '../../components/ListPanel';
import { countOf } from '../../components/Pager';
import { FilterSelect } from '../../components/Toolbar';
import { usePagedList } from '../../components/use-paged-list';
import { formatDateTime } from '../../lib/format';
import { useAction } from '../../lib/run-action';
import { completeSession, listSessions, SESSIONS_PER_PAGE } from './api';
import type { AdminSession } from './api';
import { ConfirmSessionDialog } from './ConfirmSessionDialog';
import { RowActions, RowButton } from '../../components/RowActions';
import { TwoLines } from '../../components/TwoLines';

const STATUSES = [
  { value: 'requested', label: 'Requested' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: '', label: 'All sessions' },
];

/** Coaching sessions members asked for: confirm a time, then mark them completed. */
export function SessionQueue() {
  const sessions = usePagedList({ status: 'requested' }, listSessions);
  const { status } = sessions.filter;
  const [confirming, setConfirming] = useState<AdminSession | null>(null);
  const { busy, act } = useAction();

  const complete = (s: AdminSession) => act(() => completeSession(s.id), 'Session marked completed', 'Session not completed').then(sessions.list.reload);

  const columns: Column<AdminSession>[] = [
    { key: 'member', header: 'Member', cell: (s) => <TwoLines first={s.customer_name ?? '—'} second={s.customer_email} /> },
    { key: 'topic', header: 'Topic', cell: (s) => s.topic ?? '—' },
    { key: 'times', header: 'Preferred Times', cell: (s) => s.preferred_times.map((t) => <div key={t}>{formatDateTime(t)}</div>) },
    {
      key: 'status',
      header: 'Status',
      cell: (s) => <Badge $tone={s.status === 'requested' ? 'blue' : s.status === 'confirmed' ? 'gold' : 'muted'}>{s.status}</Badge>,
    },
    { key: 'scheduled', header: 'Scheduled', cell: (s) => formatDateTime(s.scheduled_at) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (s) => (
        <RowActions>
          {s.status === 'requested' || s.status === 'confirmed' ? (
            <RowButton onClick={() => setConfirming(s)}>{s.status === 'requested' ? 'Confirm' : 'Reschedule'}</RowButton>
          ) : null}
          {s.status === 'confirmed' ? (
            <RowButton disabled={busy} onClick={() => void complete(s)}>
              Complete
            </RowButton>
          ) : null}
        </RowActions>
      ),
    },
  ];

  return (
    <ListPanel
      paged={sessions}
      what="coaching sessions"
      label="Sessions"
      size={SESSIONS_PER_PAGE}
      caption={(page) => countOf(page, 'session')}
      columns={columns}
      rowKey={(s) => s.id}
      empty={status === 'requested' ? 'No sessions waiting for a time' : 'No sessions'}
      detail={confirming ? <ConfirmSessionDialog session={confirming} onClose={() => setConfirming(null)} onDone={sessions.list.reload} /> : null}
    >
      <FilterSelect id="session-status" label="Status" value={status} onChange={(status) => sessions.setFilter({ status })} options={STATUSES} />
    </ListPanel>
  );
}
