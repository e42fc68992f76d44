import { admin } from '@sqw/contracts';
import { call } from '@sqw/platform';

export type TicketFilter = '' | admin.TicketStatus;
export const TICKETS_PER_PAGE = 20;

export const listTickets = ({ status, after }: { status: TicketFilter; after?: string }, signal?: AbortSignal) =>
  call(admin.endpoints.tickets, { query: { status: status || undefined, limit: TICKETS_PER_PAGE, after }, signal });

export const createTicket = (input: admin.TicketCreate, idempotencyKey: string) => call(admin.endpoints.createTicket, { body: input, idempotencyKey });

export const resolveTicket = (id: string) => call(admin.endpoints.resolveTicket, { params: { id } });
