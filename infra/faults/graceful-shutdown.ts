import { request } from 'node:http';
import pg from 'pg';
import { check, scenario } from './support/harness';

async function seedLegends(url: string, count: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    `insert into hall.sqw_legends (name, level, title, challenge, passive_income, quote, badges)
     select 'Legend ' || g, 1 + g % 7, 'Title', 'Challenge', '$' || g, repeat('q', 200), '{a,b,c}' from generate_series(1, $1) g`,
    [count],
  );
  await client.end();
}

type Result = { status?: number; error?: string; startedBeforeSignal: boolean; endedAfterSignal: boolean };

/**
 * SIGTERM under load: every request the service had accepted gets its full answer;
 * afterwards new connections are refused or told 503. No reset, no half answer.
 */
export const gracefulShutdown = () =>
  scenario('graceful-shutdown', 90_000, async (stage) => {
    const db = await stage.postgres();
    const hall = await stage.service('hall', db.url);
    const port = Number(new URL(hall.url).port);
    let signalledAt = Number.POSITIVE_INFINITY;

    // A fresh connection per request, so "accepted" means this request's own connection was.
    const get = () =>
      new Promise<Result>((resolve) => {
        const startedBeforeSignal = Date.now() < signalledAt;
        const req = request({ host: '127.0.0.1', port, path: '/legends?limit=100', agent: false }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode, startedBeforeSignal, endedAfterSignal: Date.now() > signalledAt }));
          res.on('error', (e) => resolve({ error: e.message, startedBeforeSignal, endedAfterSignal: true }));
        });
        req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message, startedBeforeSignal, endedAfterSignal: true }));
        req.end();
      });

    // Enough legends that each page takes real work, so requests are still running at SIGTERM.
    await seedLegends(db.url, 3000);
    const inflight: Promise<Result>[] = [];
    for (let i = 0; i < 150; i++) inflight.push(get());
    await Promise.race(inflight);
    signalledAt = Date.now();
    hall.child.kill('SIGTERM');
    for (let i = 0; i < 50; i++) inflight.push(get());
    const results = await Promise.all(inflight);
    const exitCode = await new Promise<number | null>((resolve) =>
      hall.child.exitCode !== null ? resolve(hall.child.exitCode) : hall.child.once('exit', (code) => resolve(code)),
    );

    const dropped = results.filter((r) => r.error && r.error !== 'ECONNREFUSED');
    const served = results.filter((r) => r.status === 200);
    const servedAcrossSignal = served.filter((r) => r.startedBeforeSignal && r.endedAfterSignal).length;
    const refused = results.filter((r) => r.error === 'ECONNREFUSED' || r.status === 503).length;
    check(dropped.length === 0, `${dropped.length} requests were dropped mid-flight: ${[...new Set(dropped.map((d) => d.error))].join(', ')}`);
    check(
      results.every((r) => r.error || r.status === 200 || r.status === 503),
      'a request got an answer other than 200 or 503',
    );
    check(servedAcrossSignal > 0, 'no request was in flight when SIGTERM arrived, so nothing was proven');
    check(exitCode === 0, `the service exited with ${exitCode} instead of a clean 0`);
    return `graceful-shutdown: ${served.length} served (${servedAcrossSignal} finished after SIGTERM), ${refused} refused cleanly, 0 dropped, exit 0`;
  });
