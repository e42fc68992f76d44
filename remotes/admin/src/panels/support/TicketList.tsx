import { useResource } from '@sqw/platform';
import { Badge, Button } from '@sqw/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { DataTable, type Column } from '../../components/DataTable';
import { Loadable } from '../../components/Loadable';
import { CursorPager, useCursorPages } from '../../components/Pager';
import { FilterSelect, Toolbar } from '../../components/Toolbar';
import { admin } from '@sqw/contracts';
import { formatDateTime } from '../../lib/format';
import { runAction } from '../../lib/run-action';
import { listTickets, resolveTicket, TICKETS_PER_PAGE, type TicketFilter } from './api';

const Description = styled.div`
  color: inherit;
  opacity: 0.8;
  white-space: pre-wrap;
`;

type Ticket = admin.Ticket;

const PRIORITY_TONE = { High: 'danger', Medium: 'gold', Low: 'muted' } as const;

/** Tickets newest first; an open one can be resolved (one way). `version` reloads the list after a create. */
export function TicketList({ version }: { version: number }) {
  const [status, setStatus] = useState<TicketFilter>('');
  const pages = useCursorPages();
  const tickets = useResource((signal) => listTickets(status, pages.after, signal), [status, pages.after, version]);

  const resolve = (t: Ticket) =>
    runAction(() => resolveTicket(t.id), admin.ticketResolvedMessage(t.number), 'Ticket not resolved').then(() => tickets.reload());

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
          <Button type="button" $size="sm" $variant="outline" onClick={() => void resolve(t)} aria-label={`Resolve ticket #${t.number}`}>
            Resolve
          </Button>
        ) : (
          `Resolved ${formatDateTime(t.resolved_at)}`
        ),
    },
  ];

  return (
    <div>
      <Toolbar>
        <FilterSelect
          id="ticket-status"
          label="Show"
          value={status}
          onChange={(v) => {
            setStatus(v as TicketFilter);
            pages.reset();
          }}
        >
          <option value="">All tickets</option>
          <option value="Open">Open</option>
          <option value="Resolved">Resolved</option>
        </FilterSelect>
      </Toolbar>
      <Loadable resource={tickets} what="support tickets">
        {(page) => (
          <>
            <DataTable caption="Support tickets, newest first" columns={columns} rows={page.items} rowKey={(t) => t.id} empty="No support tickets yet" />
            <CursorPager label="Tickets" index={pages.index} size={TICKETS_PER_PAGE} page={page} onNext={pages.next} onPrevious={pages.previous} />
          </>
        )}
      </Loadable>
    </div>
  );
}
