import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';

// The tables the kit keeps in every service's own schema, as kit-migrations.ts creates them
// (rate_limit_counters is created on first use by rate-limit-store.ts). Timestamps arrive as ISO
// strings and bigints as numbers (db.ts). A jsonb column is written as JSON text and read parsed.

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  kind: Generated<string>;
  status: Generated<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: Generated<string>;
  last_error: string | null;
  created_at: Generated<string>;
  sent_at: string | null;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  status_code: number | null;
  response: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Generated<string>;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: string;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Generated<string>;
}

export interface RateLimitCountersTable {
  key: string;
  count: number;
  expires_at: string;
}

/** Every service's database type extends this, so the kit's helpers take its Kysely as it is. */
export interface KitTables {
  outbox: OutboxTable;
  idempotency_keys: IdempotencyKeysTable;
  audit_log: AuditLogTable;
  rate_limit_counters: RateLimitCountersTable;
}

/**
 * A service's database or a transaction on it, as the kit's helpers take it. A Transaction is a
 * Kysely, but TypeScript infers DB from a transaction only when the type names it.
 */
export type ServiceDb<DB extends KitTables> = Kysely<DB> | Transaction<DB>;

/**
 * The kit's tables of a service's database. Kysely's types are invariant in the database type,
 * so TypeScript does not take a Kysely<StoreDB> for a Kysely<KitTables> although StoreDB holds
 * every kit table; the constraint on DB is what makes this view true.
 */
export const kitTables = <DB extends KitTables>(db: ServiceDb<DB>): Kysely<KitTables> => db as unknown as Kysely<KitTables>;
