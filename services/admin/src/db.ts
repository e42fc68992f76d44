import type { Generated } from 'kysely';
import type { KitTables } from '@sqw/service-kit';

export interface TicketsTable {
  id: Generated<string>;
  seq: number;
  title: string;
  description: string;
  priority: 'Low' | 'Medium' | 'High';
  status: Generated<'Open' | 'Resolved'>;
  created_by: string;
  created_by_email: string;
  created_at: Generated<string>;
  resolved_at: string | null;
  resolved_by: string | null;
}

/** One row: the last ticket number handed out. */
export interface TicketCounterTable {
  id: Generated<boolean>;
  last: number;
}

/** The service's tables and the kit's (outbox, idempotency keys, audit log, rate limit counters). */
export interface AdminDB extends KitTables {
  tickets: TicketsTable;
  ticket_counter: TicketCounterTable;
}
