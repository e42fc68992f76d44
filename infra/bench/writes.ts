import type pg from 'pg';
import type { Row } from './budgets';
import { measure, type LoadResult } from './load';
import { runPgbench, type PgTarget } from './pgbench';
import { BASELINE_SCHEMA, createOrderBaseline } from './seed';
import { pgbenchNewsletter } from './sql';
import type { Stack } from './stack';
import { ms, perSec, ratio, unavailableRow } from './stats';
import { newsletterBody, orderLoadProblem, ORDERS_PER_MEMBER, orderRequests, standInMembers, writeLoadProblem, type BenchMember } from './write-load';

/**
 * Seconds each write target runs before it is measured, where the lists' loads take 3. The
 * writes are the first load the site service gets, and a service answers its first few thousand
 * writes far slower than its later ones while V8 optimizes its code: CPU per sign-up here was
 * 3.3, 2.1, 1.6, then 1.3 ms over its first four 3-second slices, where the bare server settled
 * in two. After 3 seconds the first measured round fell in that climb (sign-ups 0.66x to 0.68x
 * bare in four runs; 0.70x to 0.81x after 12 seconds).
 */
const WRITE_WARMUP_SECONDS = 12;
/**
 * Members the order load signs in as. Each orders each active product once (8 today), so this
 * many members allow 9,600 orders: about 480 a second over the warm-up and the measured run,
 * about twice what the store reaches here. Too few shows as "more members needed", never as a
 * figure made of resumed orders. (The bare twin, which checks no token, gets stand-ins.)
 */
const ORDER_MEMBERS = 1200;
/** Sign-ups running side by side while the members are made. */
const SIGN_UP_CONCURRENCY = 8;

const latencies = (r: { p50: number; p99: number }) => `${ms(r.p50)} / ${ms(r.p99)}`;
const run = Date.now().toString(36);

type WriteContext = { stack: Stack; db: pg.Client; bareUrl: string; pgTarget: PgTarget; adminToken: string | null; log: (s: string) => void };

/**
 * The write path: newsletter sign-ups and order creation, each with every request a new write
 * (a new address and client address; a new member and product pair), against the bare server
 * doing the same statements. The bench's services trust X-Forwarded-For (stack.ts), so the
 * sign-ups come from many client addresses, as behind the production gateway, and the
 * per-address limits are not what is measured. Every request must succeed.
 */
export async function benchWrites(ctx: WriteContext): Promise<Row[]> {
  const rows = [...(await benchNewsletter(ctx)), ...(await benchOrders(ctx))];
  // The loads leave thousands of welcome and order mails queued, which the services' outbox
  // workers would go on sending to the mail catcher under the figures measured next. They are
  // all to the bench's own addresses.
  for (const schema of ['site', 'store']) {
    await ctx.db
      .query(`delete from ${schema}.outbox where status = 'pending' and to_address like '%@bench.local'`)
      .catch((err: Error) => ctx.log(`  ${schema} mails not dropped: ${err.message}`));
  }
  return rows;
}

function ratioRows(name: string, key: string, s: LoadResult, b: LoadResult, baseline: string, what: string): Row[] {
  return [
    { metric: `${name} ${what}`, value: `${perSec(s.okRps)} (${ratio(s.okRps / b.okRps)} bare; ${s.statuses})`, baseline, key, measured: s.okRps / b.okRps },
    { metric: `${name} p50 / p99`, value: latencies(s), baseline: `bare ${latencies(b)}` },
  ];
}

/** POST /newsletter with a new e-mail and a new client address (X-Forwarded-For) per request. */
async function benchNewsletter({ stack, bareUrl, pgTarget, log }: WriteContext): Promise<Row[]> {
  const name = 'POST /newsletter (site)';
  const key = 'throughput-ratio.write.newsletter';
  const metric = `${name} accepted sign-ups`;
  if (!stack.config.services.site) return [unavailableRow(metric, 'site service not running', key)];
  log('  load: POST /newsletter');
  try {
    const body = newsletterBody(run);
    const [s, b] = await measure(
      { url: `${stack.config.services.site}/newsletter`, method: 'POST', body, forwardedFor: true, warmupSeconds: WRITE_WARMUP_SECONDS },
      { url: `${bareUrl}/newsletter`, method: 'POST', body, warmupSeconds: WRITE_WARMUP_SECONDS },
    );
    const sp = writeLoadProblem(s, 200);
    const bp = writeLoadProblem(b, 200);
    if (sp || bp) throw new Error(sp ? `service: ${sp}` : `bare: ${bp}`);
    const p = await runPgbench(pgTarget, BASELINE_SCHEMA, pgbenchNewsletter(BASELINE_SCHEMA), 60_000);
    const rows = ratioRows(name, key, s, b, `bare ${perSec(b.okRps)} · pgbench ${perSec(p.tps)}`, 'accepted sign-ups');
    rows[1]!.baseline += ` · pgbench ${latencies(p)}`;
    return rows;
  } catch (err) {
    return [unavailableRow(metric, err, key)];
  }
}

/**
 * POST /orders as many signed-in members, each ordering each active product once, with an
 * Idempotency-Key per request; the bare twin runs the same statements in a copy of the
 * store's order tables (seed.ts createOrderBaseline).
 */
async function benchOrders({ stack, db, bareUrl, adminToken, log }: WriteContext): Promise<Row[]> {
  const name = 'POST /orders (store)';
  const key = 'throughput-ratio.write.orders';
  const metric = `${name} orders created`;
  try {
    if (!stack.config.services.store) throw new Error('store service not running');
    if (!stack.config.services.auth) throw new Error('auth service not running');
    if (!adminToken) throw new Error('the local admin could not sign in');
    const products = (await db.query<{ slug: string }>('select slug from store.products where is_active order by slug')).rows.map((r) => r.slug);
    log(`  making ${ORDER_MEMBERS} members…`);
    const started = Date.now();
    const members = await makeMembers(stack, adminToken, ORDER_MEMBERS);
    log(`  ${members.length} members in ${((Date.now() - started) / 1000).toFixed(1)} s; load: POST /orders`);
    await createOrderBaseline(db);
    const service = orderRequests(members, products, run);
    const bare = orderRequests(standInMembers(members[0]!, members.length * 4), products, run);
    const [s, b] = await measure(
      { url: `${stack.config.services.store}/orders`, method: 'POST', request: service.next, warmupSeconds: WRITE_WARMUP_SECONDS },
      { url: `${bareUrl}/orders`, method: 'POST', request: bare.next, warmupSeconds: WRITE_WARMUP_SECONDS },
    );
    const sp = orderLoadProblem(s, service);
    const bp = orderLoadProblem(b, bare);
    if (sp || bp) throw new Error(sp ? `service: ${sp}` : `bare: ${bp}`);
    return ratioRows(
      name,
      key,
      s,
      b,
      `bare ${perSec(b.okRps)} (${members.length} members × ${Math.min(products.length, ORDERS_PER_MEMBER)} products)`,
      'orders created',
    );
  } catch (err) {
    return [unavailableRow(metric, err, key)];
  }
}

/**
 * Members made through the auth service's admin API, as an admin invites someone: a sign-in
 * link for a new address (the account is created with it), then the link's token redeemed for
 * a session. No password, so no Argon2 hashing; each redemption comes from its own client
 * address, since the auth service limits sign-ins per address.
 */
async function makeMembers(stack: Stack, adminToken: string, count: number): Promise<BenchMember[]> {
  const authV1 = `${stack.config.services.auth}/auth/v1`;
  const headers = { apikey: stack.config.supabaseAnonKey, 'content-type': 'application/json' };
  const post = async <T>(path: string, body: unknown, extra: Record<string, string>): Promise<T> => {
    const res = await fetch(`${authV1}${path}`, { method: 'POST', headers: { ...headers, ...extra }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    return (await res.json()) as T;
  };
  const one = async (i: number): Promise<BenchMember> => {
    const email = `bench-${run}-member-${i}@bench.local`;
    const link = await post<{ hashed_token: string }>(
      '/admin/generate_link',
      { type: 'magiclink', email, data: { full_name: `Bench Member ${i}` } },
      { authorization: `Bearer ${adminToken}` },
    );
    const session = await post<{ access_token: string; user: { id: string } }>(
      '/verify',
      { type: 'magiclink', token_hash: link.hashed_token },
      { 'x-forwarded-for': `172.${16 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}` },
    );
    return { id: session.user.id, email, token: session.access_token };
  };
  const members: BenchMember[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: SIGN_UP_CONCURRENCY }, async () => {
      while (next < count) {
        const i = next++;
        members[i] = await one(i);
      }
    }),
  );
  return members;
}
