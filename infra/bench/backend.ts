import { hall, store } from '@sqw/contracts';
import pg from 'pg';
import type { Row } from './budgets';
import { startBareServer } from './bare-process';
import { waitUnlessStopped } from './lifecycle';
import { measure, type LoadResult } from './load';
import { runPgbench, type PgTarget } from './pgbench';
import { BASELINE_SCHEMA, createBaselineTables, ORDERS_BASELINE_SCHEMA, seedLegends, seedOrders } from './seed';
import { legendsList, pgbenchScript, productsList } from './sql';
import { withSecondFactor } from '../src/totp-sign-in';
import { adminCredentials, databaseUrl, readSecret, type Stack } from './stack';
import { ms, perSec, ratio, unavailableRow } from './stats';
import { benchWrites } from './writes';

/** The data sizes of the large case. */
const LARGE = { legends: 10_000, orders: 100_000 };

/** How long the stack is left idle after the write loads and the seeding, before the large case (see benchBackend). */
const SETTLE_BEFORE_LARGE_MS = 60_000;

const latencies = (r: { p50: number; p99: number }) => `${ms(r.p50)} / ${ms(r.p99)}`;

/** The local admin's aal2 token: the password, then its authenticator code (admin routes need both). */
async function adminToken(stack: Stack): Promise<string> {
  const { email, password, totpSecret } = adminCredentials(stack);
  const authV1 = `${stack.config.services.auth}/auth/v1`;
  const res = await fetch(`${authV1}/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.config.supabaseAnonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`admin sign-in answered ${res.status}`);
  const session = (await res.json()) as { access_token: string; refresh_token: string; user: { id: string } };
  return (await withSecondFactor(authV1, stack.config.supabaseAnonKey, session, totpSecret)).session.access_token;
}

type ListEndpoint = {
  name: string;
  key: string;
  service: string;
  url: () => string;
  bare?: string;
  pgbench?: { schema: string; script: string };
  headers?: Record<string, string>;
};

export async function benchBackend(stack: Stack, log: (s: string) => void): Promise<Row[]> {
  const rows: Row[] = [];
  const url = databaseUrl(stack);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const pgTarget: PgTarget = { host: '127.0.0.1', port: stack.pgPort, password: readSecret(stack, 'pg-password'), database: 'sqw' };
  const bare = await startBareServer(url, { newsletterSchema: BASELINE_SCHEMA, ordersSchema: ORDERS_BASELINE_SCHEMA, siteUrl: stack.site });
  try {
    await createBaselineTables(db);
    // "Small" is one full page of each list, so both cases return the same payload and only the data volume differs.
    const onePage = { legends: hall.LegendQuery.parse({}).limit, orders: store.AdminOrderQuery.parse({}).limit };
    await seedLegends(db, onePage.legends);
    await seedOrders(db, onePage.orders).catch((err: Error) => log(`  orders could not be seeded: ${err.message}`));
    const token = await adminToken(stack).catch(() => null);

    const svc = stack.config.services;
    const lists: ListEndpoint[] = [
      {
        name: 'GET /products (store)',
        key: 'products',
        service: 'store',
        url: () => `${svc.store}/products`,
        bare: '/products',
        pgbench: { schema: 'store', script: pgbenchScript(productsList()) },
      },
      {
        name: 'GET /legends (hall)',
        key: 'legends',
        service: 'hall',
        url: () => `${svc.hall}/legends`,
        bare: '/legends',
        pgbench: { schema: 'hall', script: pgbenchScript(legendsList()) },
      },
      {
        name: 'GET /admin/orders (store)',
        key: 'admin-orders',
        service: 'store',
        url: () => `${svc.store}/admin/orders`,
        headers: token ? { authorization: `Bearer ${token}` } : undefined,
      },
    ];
    const small = new Map<string, LoadResult>();
    for (const l of lists) {
      log(`  load: ${l.name}`);
      try {
        if (!svc[l.service]) throw new Error(`the ${l.service} service is not running`);
        if (l.key === 'admin-orders' && !token) throw new Error('the local admin could not sign in');
        const [s, b] = await measure({ url: l.url(), headers: l.headers }, ...(l.bare ? [{ url: `${bare.url}${l.bare}` }] : []));
        if (s!.ok === 0) throw new Error(`no successful responses (${s!.statuses})`);
        small.set(l.key, s!);
        // Admin views have no bare twin; their small case is only the baseline of the large one.
        if (!l.bare || !b) continue;
        const p = await runPgbench(pgTarget, l.pgbench!.schema, l.pgbench!.script, 60_000);
        rows.push({
          metric: `${l.name} throughput`,
          value: `${perSec(s.rps)} (${ratio(s.rps / b.rps)} bare)`,
          baseline: `bare ${perSec(b.rps)} · pgbench ${perSec(p.tps)}`,
          key: `throughput-ratio.list.${l.key}`,
          measured: s.rps / b.rps,
        });
        rows.push({ metric: `${l.name} p50 / p99`, value: latencies(s), baseline: `bare ${latencies(b)} · pgbench ${latencies(p)}` });
      } catch (err) {
        rows.push(unavailableRow(`${l.name} throughput`, err, l.bare ? `throughput-ratio.list.${l.key}` : undefined));
      }
    }

    rows.push(...(await benchWrites({ stack, db, bareUrl: bare.url, pgTarget, adminToken: token, log })));

    log(`  seeding ${LARGE.legends} legends and ${LARGE.orders} orders…`);
    await seedLegends(db, LARGE.legends);
    const ordersSeeded = await seedOrders(db, LARGE.orders).then(
      () => true,
      (err: Error) => (log(`  orders could not be seeded: ${err.message}`), false),
    );
    // The large case is compared with the small one, measured on a stack that had been quiet.
    // Right after the write loads the services answer about a third slower for a while, with no
    // data added and nothing left running, so the large case waits first.
    log(`  letting the stack settle for ${SETTLE_BEFORE_LARGE_MS / 1000} s…`);
    await waitUnlessStopped(SETTLE_BEFORE_LARGE_MS);
    for (const l of lists) {
      const before = small.get(l.key);
      const size = l.key === 'legends' ? `${LARGE.legends} legends` : `${LARGE.orders} orders`;
      const metric = `${l.name} p99, ${size}`;
      const key = `p99-ratio.list.${l.key}`;
      if (!before || (l.key !== 'legends' && !ordersSeeded)) {
        rows.push(unavailableRow(metric, before ? 'orders could not be seeded' : 'small case not measured', key));
        continue;
      }
      log(`  load (large data): ${l.name}`);
      try {
        const [big] = await measure({ url: l.url(), headers: l.headers });
        rows.push({
          metric,
          value: `${ms(big.p99)} (${ratio(big.p99 / before.p99)}; ${perSec(big.rps)})`,
          baseline: `one page of data: ${ms(before.p99)}; ${perSec(before.rps)}`,
          key,
          measured: big.p99 / before.p99,
        });
      } catch (err) {
        rows.push(unavailableRow(metric, err, key));
      }
    }
  } finally {
    await bare.stop();
    await db.end();
  }
  return rows;
}
