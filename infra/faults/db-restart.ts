import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { check, clientIp, scenario, sleep } from './support/harness';

type Outcome = { key: string; id: string };

/**
 * PostgreSQL stopped and restarted under load: the hall service answers 503 with
 * Retry-After meanwhile, recovers without being restarted, and every submission it
 * accepted is stored exactly once (clients retry with the same Idempotency-Key).
 */
export const dbRestart = () =>
  scenario('db-restart', 120_000, async (stage) => {
    const db = await stage.postgres();
    const hall = await stage.service('hall', db.url);
    const accepted: Outcome[] = [];
    const statuses = new Map<number, number>();
    let missingRetryAfter = 0;
    let stop = false;
    let n = 0;

    async function submitUntilAccepted(worker: number): Promise<void> {
      const key = randomUUID();
      const i = ++n;
      const body = JSON.stringify({ name: `Fault ${i}`, email: `fault-${i}@example.com`, challenge: '$25/week Challenge', passive_income: '$1/week' });
      let last = '';
      for (let attempt = 0; attempt < 60; attempt++) {
        let res: Response;
        try {
          res = await fetch(`${hall.url}/applications`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-forwarded-for': clientIp(worker * 1000 + i) },
            body,
          });
        } catch (err) {
          last = String((err as Error).cause ?? err);
          await sleep(200);
          continue;
        }
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 201) return void accepted.push({ key, id: ((await res.json()) as { id: string }).id });
        last = `${res.status} ${await res.text()}`;
        if (res.status !== 503) throw new Error(`unexpected ${res.status} during the outage`);
        if (!res.headers.get('retry-after')) missingRetryAfter++;
        await sleep(250);
      }
      throw new Error(`submission ${i} never accepted; last answer: ${last}`);
    }

    const workers = Array.from({ length: 6 }, async (_, w) => {
      while (!stop) await submitUntilAccepted(w);
    });
    await sleep(1500);
    const beforeOutage = accepted.length;
    await db.stop();
    await sleep(3000);
    const duringOutage = statuses.get(503) ?? 0;
    await db.restart();
    await sleep(3000);
    stop = true;
    await Promise.all(workers);

    check(beforeOutage > 0, 'no submission was accepted before the outage');
    check(duringOutage > 0, 'the service never answered 503 while the database was down');
    check(missingRetryAfter === 0, `${missingRetryAfter} 503 answers had no Retry-After`);
    check(accepted.length > beforeOutage, 'the service did not recover after the database came back');
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const rows = (await client.query<{ id: string }>("select id from hall.sqw_submissions where name like 'Fault %'")).rows;
      const stored = new Set(rows.map((r) => r.id));
      check(rows.length === accepted.length, `stored ${rows.length} rows for ${accepted.length} accepted submissions`);
      check(
        accepted.every((a) => stored.has(a.id)),
        'an accepted submission is missing from the database',
      );
    } finally {
      await client.end();
    }
    return `db-restart: ${accepted.length} accepted (${beforeOutage} before the outage), ${duringOutage} answered 503 with Retry-After during it, 0 lost, 0 duplicated`;
  });
