import { useResource } from '@sqw/platform';
import { store } from '@sqw/contracts';
import { Badge, Button, Stack } from '@sqw/ui';
import { useState } from 'react';
import { DataTable, type Column } from '../../components/DataTable';
import { Loadable } from '../../components/Loadable';
import { FilterSelect, Toolbar } from '../../components/Toolbar';
import { formatDateTime } from '../../lib/format';
import { runAction } from '../../lib/run-action';
import { completeSession, listSessions, SESSIONS_PER_PAGE } from './api';
import type { AdminSession } from './api';
import { ConfirmSessionDialog } from './ConfirmSessionDialog';
import { countOf, CursorPager, useCursorPages } from '../../components/Pager';

/** Coaching sessions members asked for: confirm a time, then mark them completed. */
export function SessionQueue() {
  const [status, setStatus] = useState('requested');
  const [confirming, setConfirming] = useState<AdminSession | null>(null);
  const pages = useCursorPages();
  const after = pages.after;
  const sessions = useResource((signal) => listSessions({ status, after }, signal), [status, after]);

  const complete = (s: AdminSession) => runAction(() => completeSession(s.id), 'Session marked completed', 'Session not completed').then(sessions.reload);

  const columns: Column<AdminSession>[] = [
    {
      key: 'member',
      header: 'Member',
      cell: (s) => (
        <>
          {s.customer_name ?? '—'}
          <div>{s.customer_email}</div>
        </>
      ),
    },
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
        <Stack $row $wrap $gap="6px">
          {s.status === 'requested' || s.status === 'confirmed' ? (
            <Button type="button" $size="sm" $variant="outline" onClick={() => setConfirming(s)}>
              {s.status === 'requested' ? 'Confirm' : 'Reschedule'}
            </Button>
          ) : null}
          {s.status === 'confirmed' ? (
            <Button type="button" $size="sm" $variant="outline" onClick={() => void complete(s)}>
              Complete
            </Button>
          ) : null}
        </Stack>
      ),
    },
  ];

  return (
    <>
      <Toolbar>
        <FilterSelect
          id="session-status"
          label="Status"
          value={status}
          onChange={(v) => {
            setStatus(v);
            pages.reset();
          }}
        >
          <option value="requested">Requested</option>
          <option value="confirmed">Confirmed</option>
          <option value="completed">Completed</option>
          <option value="cancelled">Cancelled</option>
          <option value="">All sessions</option>
        </FilterSelect>
      </Toolbar>
      <Loadable resource={sessions} what="coaching sessions">
        {(page) => (
          <>
            <DataTable
              caption={countOf(page, 'session')}
              columns={columns}
              rows={page.items}
              rowKey={(s) => s.id}
              empty={status === 'requested' ? 'No sessions waiting for a time' : 'No sessions'}
            />
            <CursorPager label="Sessions" index={pages.index} size={SESSIONS_PER_PAGE} page={page} onNext={pages.next} onPrevious={pages.previous} />
          </>
        )}
      </Loadable>
      {confirming ? <ConfirmSessionDialog session={confirming} onClose={() => setConfirming(null)} onDone={sessions.reload} /> : null}
    </>
  );
}
