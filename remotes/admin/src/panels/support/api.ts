import { api } from '@sqw/platform';
import { admin } from '@sqw/contracts';

export type TicketFilter = '' | 'Open' | 'Resolved';
export const TICKETS_PER_PAGE = 20;

export const listTickets = (status: TicketFilter, offset: number, signal?: AbortSignal) =>
  api('admin', `/admin/tickets?${new URLSearchParams({ ...(status ? { status } : {}), limit: String(TICKETS_PER_PAGE), offset: String(offset) })}`, {
    schema: admin.TicketPage,
    signal,
  });

export const createTicket = (input: admin.TicketCreate, idempotencyKey: string) =>
  api('admin', '/admin/tickets', { body: input, idempotencyKey, schema: admin.Ticket });

export const resolveTicket = (id: string) => api('admin', `/admin/tickets/${encodeURIComponent(id)}/resolve`, { method: 'POST', schema: admin.Ticket });
