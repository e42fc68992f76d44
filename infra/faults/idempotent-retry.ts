import { randomUUID } from 'node:crypto';
import { createServer, connect, type Server } from 'node:net';
import pg from 'pg';
import { check, scenario } from './support/harness';

/** A proxy that forwards requests but loses every answer, as a flaky network would. */
function answerLosingProxy(target: number): Promise<{ port: number; server: Server }> {
  const server = createServer((client) => {
    const upstream = connect(target, '127.0.0.1');
    client.pipe(upstream);
    upstream.on('data', () => {
      client.destroy();
      upstream.destroy();
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ port: (server.address() as { port: number }).port, server })));
}

/**
 * A form post whose answer was lost is retried with the same Idempotency-Key:
 * the service stores it once and answers the retry with the first result.
 */
export const idempotentRetry = () =>
  scenario('idempotent-retry', 60_000, async (stage) => {
    const db = await stage.postgres();
    const hall = await stage.service('hall', db.url);
    const proxy = await answerLosingProxy(Number(new URL(hall.url).port));
    stage.cleanups.push(() => new Promise((r) => proxy.server.close(r)));
    const key = randomUUID();
    const post = (base: string) =>
      fetch(`${base}/applications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ name: 'Retry Legend', email: 'retry@example.com', challenge: 'Digital Asset Builder', passive_income: '$10/week' }),
      });

    const lost = await post(`http://127.0.0.1:${proxy.port}`).then(
      () => 'answered',
      () => 'lost',
    );
    check(lost === 'lost', 'the first answer was not lost, so the retry proves nothing');
    const retry = await post(hall.url);
    check(retry.status === 201, `the retry got ${retry.status}`);
    const { id } = (await retry.json()) as { id: string };
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const rows = (await client.query<{ id: string }>("select id from hall.sqw_submissions where email = 'retry@example.com'")).rows;
      check(rows.length === 1, `stored ${rows.length} rows for one submission retried once`);
      check(rows[0]!.id === id, 'the retry answered with a different submission than the one stored');
    } finally {
      await client.end();
    }
    return 'idempotent-retry: answer lost, retried with the same key, 1 row stored, same id returned';
  });
