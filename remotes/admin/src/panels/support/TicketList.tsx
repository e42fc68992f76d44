import { Badge } from '@sqw/ui';
import styled from 'styled-components';
import type { Column } from '../../components/DataTable';
import { ListPanel } from '../../components/ListPanel';
import { FilterSelect } from '../../components/Toolbar';
import { usePagedList } from '../../components/use-paged-list';
import { admin } from '@sqw/contracts';
import { formatDateTime } from '../../lib/format';
import { useAction } from '../../lib/run-action';
import { listTickets, resolveTicket, TICKETS_PER_PAGE, type TicketFilter } from './api';
import { RowButton } from '../../components/RowActions';

const Description = styled.div`
  color: inherit;
  opacity: 0.8;
  white-space: pre-wrap;
`;

type Ticket = admin.Ticket;

const PRIORITY_TONE = { High: 'danger', Medium: 'gold', Low: 'muted' } as const;
const STATUSES: { value: TicketFilter; label: string }[] = [
  { value: '', label: 'All tickets' },
  { value: 'Open', label: 'Open' },
  { value: 'Resolved', label: 'Resolved' },
];

/** Tickets newest first; an open one can be resolved (one way). `version` reloads the list after a create. */
export function TicketList({ version }: { version: number }) {
  const tickets = usePagedList({ status: '' as TicketFilter }, listTickets, [version]);
  const { busy, act } = useAction();

  const resolve = (t: Ticket) => act(() => resolveTicket(t.id), admin.ticketResolvedMessage(t.number), 'Ticket not resolved').then(tickets.list.reload);

  const columns: Column<Ticket>[] = [
    { key: 'number', header: 'Ticket', cell: (t) => `#${t.number}` },
    {
      key: 'title',
      header: 'Title',
      cell: (t) => (
        <>
          <strong>{t.title}</strong>
          <Description>{t.description}</Description>
        </>
      ),
    },
    { key: 'priority', header: 'Priority', cell: (t) => <Badge $tone={PRIORITY_TONE[t.priority]}>{t.priority}</Badge> },
    { key: 'status', header: 'Status', cell: (t) => <Badge $tone={t.status === 'Open' ? 'blue' : 'success'}>{t.status}</Badge> },
    { key: 'created', header: 'Created', cell: (t) => `${formatDateTime(t.created_at)} by ${t.created_by}` },
    {
      key: 'actions',
      header: 'Actions',
      cell: (t) =>
        t.status === 'Open' ? (
          <RowButton disabled={busy} onClick={() => void resolve(t)} aria-label={`Resolve ticket #${t.number}`}>
            Resolve
          </RowButton>
        ) : (
          `Resolved ${formatDateTime(t.resolved_at)}`
        ),
    },
  ];

  return (
    <div>
      <ListPanel
        paged={tickets}
        what="support tickets"
        label="Tickets"
        size={TICKETS_PER_PAGE}
        caption={() => 'Support tickets, newest first'}
        columns={columns}
        rowKey={(t) => t.id}
        empty="No support tickets yet"
      >
        <FilterSelect id="ticket-status" label="Show" value={tickets.filter.status} onChange={(status) => tickets.setFilter({ status })} options={STATUSES} />
      </ListPanel>
    </div>
  );
}
