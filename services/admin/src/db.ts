import type { Generated } from 'kysely';

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

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: string;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string;
  details: Record<string, unknown>;
  created_at: Generated<string>;
}

export interface AdminDB {
  tickets: TicketsTable;
  ticket_counter: TicketCounterTable;
  audit_log: AuditLogTable;
}
