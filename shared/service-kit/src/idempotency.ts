import { sql, type Kysely, type Transaction } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';
import { kitTables, type KitTables } from './kit-tables';

export type Stored<T> = { status: number; body: T };

/**
 * Runs `work` in one transaction; with an Idempotency-Key header a retry of the same
 * request (same scope and key) gets the first response back instead of running again.
 * The key row is inserted first, so a concurrent duplicate waits on it and then reads it.
 */
export async function idempotent<DB extends KitTables, T>(
  db: Kysely<DB>,
  req: FastifyRequest,
  scope: string,
  work: (trx: Transaction<DB>) => Promise<Stored<T>>,
): Promise<Stored<T>> {
  const raw = req.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key !== undefined && (key.length < 8 || key.length > 200)) {
    throw badRequest('Idempotency-Key must be 8 to 200 characters.');
  }
  if (!key) return db.transaction().execute(work);
  const fullScope = `${scope}:${req.principal?.id ?? 'anon'}`;
  return db.transaction().execute(async (trx) => {
    const inserted = await sql<{ key: string }>`
      insert into idempotency_keys (scope, key) values (${fullScope}, ${key})
      on conflict do nothing returning key`.execute(trx);
    if (inserted.rows.length === 0) {
      const prior = await kitTables(trx)
        .selectFrom('idempotency_keys')
        .select(['status_code', 'response'])
        .where('scope', '=', fullScope)
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      return { status: prior.status_code as number, body: prior.response as T };
    }
    const result = await work(trx);
    await kitTables(trx)
      .updateTable('idempotency_keys')
      .set({ status_code: result.status, response: JSON.stringify(result.body) })
      .where('scope', '=', fullScope)
      .where('key', '=', key)
      .execute();
    return result;
  });
}
