import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import { startTestService, type TestService } from '@sqw/service-kit/testing';
import { createStoreService, type StoreDB } from '@sqw/service-store';
import { CompiledQuery, sql } from 'kysely';
import pg from 'pg';
import { recordStatements } from './record-statements';
import { createOrder, OrderRefused, type OrderMember } from '../bench/order-twin';
import { createOrderBaseline, ORDERS_BASELINE_SCHEMA } from '../bench/seed';
import { freePort } from '../src/ports';

// The bench's bare twin of POST /orders must send the store's own statements, in order, and
// write what the store writes; the bare server serves it over HTTP from a copy of the tables.

const ROOT = resolve(__dirname, '..', '..');
const HANDLE = '$SQWCoaching';
const SITE_URL = 'http://localhost:3000';

/** Statement shapes, with the kit's rate limit counter and transaction control left out (the twin's caller runs those). */
const shapes = (texts: string[]) => texts.map((t) => t.replace(/\s+/g, ' ').trim()).filter((t) => !/rate_limit_counters|^(begin|commit|rollback)$/.test(t));

/** Runs the store's request, then the twin's, and expects them to send the same statements (by shape). */
async function sameStatements<S, T>(store: () => Promise<S>, twin: () => Promise<T>) {
  const byStore = await recordStatements(store);
  const byTwin = await recordStatements(twin);
  const twinSql = shapes(byTwin.statements);
  expect(twinSql).toEqual(shapes(byStore.statements));
  return { store: byStore.value, twin: byTwin.value, twinSql };
}

let t: TestService<StoreDB>;
let url: string;
beforeAll(async () => {
  t = await startTestService(createStoreService({ cashappHandle: HANDLE, testMode: false }));
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.db);
  const u = new URL(process.env.TEST_PG_URL!);
  u.pathname = `/${rows[0]!.name}`;
  url = u.toString();
}, 60_000);
afterAll(() => t.close());

const member = (): OrderMember & { token: () => Promise<string> } => {
  const id = randomUUID();
  const email = `m-${id.slice(0, 8)}@example.com`;
  return { id, email, name: 'Test Member', token: () => t.issuer.token({ sub: id, email }) };
};

async function storeOrder(m: ReturnType<typeof member>, product: string, key: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/orders',
    payload: { product },
    headers: { authorization: `Bearer ${await m.token()}`, 'idempotency-key': key },
  });
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}

const twinOrder = (m: OrderMember, product: string, key: string) =>
  t.db.transaction().execute((trx) =>
    createOrder((text, values) => trx.executeQuery(CompiledQuery.raw(text, values)) as Promise<{ rows: Record<string, unknown>[] }>, m, product, key, {
      handle: HANDLE,
      siteUrl: SITE_URL,
    }),
  );

/** An answer or a mail with what differs between two orders (ids, codes, times) taken out. */
const comparable = (v: unknown, o: { id: string; pay_code: string }) =>
  JSON.stringify(v)
    .replaceAll(o.id, '<id>')
    .replaceAll(o.pay_code, '<code>')
    .replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, '<time>');

describe("the bare twin of the store's POST /orders", () => {
  // A course (ownership through its course grants), a repeatable coaching hour, and a digital add-on with no grants.
  it.each(['sqw-course', 'hourly-coaching', 'empire-playbook'])(
    'sends the statements the store sends and writes the same order, answer and mail: %s',
    async (product) => {
      const a = member();
      const b = member();
      const { store, twin, twinSql } = await sameStatements(
        () => storeOrder(a, product, `store-${randomUUID()}`),
        () => twinOrder(b, product, `twin-${randomUUID()}`),
      );

      expect(store.status).toBe(201);
      expect(twin.status).toBe(201);
      expect(twinSql.filter((s) => s.startsWith('insert into "orders"'))).toHaveLength(1);
      const body = twin.body as { id: string; pay_code: string };
      expect(comparable(twin.body, body)).toBe(comparable(store.body, store.body as { id: string; pay_code: string }));
      const mails = await sql<{
        to_address: string;
        subject: string;
        text_body: string;
        kind: string;
      }>`select to_address, subject, text_body, kind from outbox where to_address in (${a.email}, ${b.email})`.execute(t.db);
      const mailOf = (m: OrderMember, o: { id: string; pay_code: string }) =>
        comparable({ ...mails.rows.find((r) => r.to_address === m.email), to_address: '' }, o);
      expect(mailOf(b, body)).toBe(mailOf(a, store.body as { id: string; pay_code: string }));
    },
  );

  it("answers a repeated key with the first answer, resumes the member's open order with 200, and refuses an unknown product as the store does", async () => {
    const a = member();
    const b = member();
    const first = { store: await storeOrder(a, 'plan-basic', 'key-one-12345'), twin: await twinOrder(b, 'plan-basic', 'key-one-12345') };
    const replay = await sameStatements(
      () => storeOrder(a, 'plan-basic', 'key-one-12345'),
      () => twinOrder(b, 'plan-basic', 'key-one-12345'),
    );
    const resumed = await sameStatements(
      () => storeOrder(a, 'plan-basic', 'key-two-12345'),
      () => twinOrder(b, 'plan-basic', 'key-two-12345'),
    );

    expect(replay.store.status).toBe(201);
    expect(replay.twin).toEqual({ status: 201, body: first.twin.body });
    expect(resumed.store.status).toBe(200);
    expect(resumed.twin.status).toBe(200);
    expect((resumed.twin.body as { id: string }).id).toBe((first.twin.body as { id: string }).id);
    expect((await storeOrder(a, 'no-such-product', 'key-three-12345')).status).toBe(404);
    await expect(twinOrder(b, 'no-such-product', 'key-three-12345')).rejects.toEqual(new OrderRefused(404, 'This product is not available.'));
  });
});

describe('the bare server’s POST /orders', () => {
  let client: pg.Client;
  let bare: ChildProcess;
  let base: string;
  beforeAll(async () => {
    client = new pg.Client({ connectionString: url });
    await client.connect();
    await createOrderBaseline(client);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    bare = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'infra/bench/bare-server.ts')], {
      cwd: join(ROOT, 'infra'),
      env: { ...process.env, PORT: String(port), DATABASE_URL: url, ORDERS_SCHEMA: ORDERS_BASELINE_SCHEMA, SITE_URL },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((ok, fail) => {
      bare.stdout!.on('data', (c: Buffer) => c.toString().includes('listening') && ok());
      bare.once('exit', (code) => fail(new Error(`the bare server exited (${code})`)));
    });
  }, 60_000);
  afterAll(async () => {
    bare?.kill('SIGTERM');
    await client?.end();
  });

  const count = async (schema: string, table: string) => Number((await client.query(`select count(*)::int as n from ${schema}.${table}`)).rows[0].n);

  it('copies the store’s order tables with their rows and foreign keys', async () => {
    for (const table of ['products', 'course_grants', 'orders', 'order_events'])
      expect(await count(ORDERS_BASELINE_SCHEMA, table)).toBe(await count('store', table));
    const fks = await client.query(
      `select pg_get_constraintdef(c.oid) as def from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_namespace n on n.oid = t.relnamespace
       where c.contype = 'f' and n.nspname = $1 and t.relname in ('orders', 'order_events')`,
      [ORDERS_BASELINE_SCHEMA],
    );
    expect(fks.rows.map((r) => r.def).sort()).toEqual([
      `FOREIGN KEY (order_id) REFERENCES ${ORDERS_BASELINE_SCHEMA}.orders(id) ON DELETE CASCADE`,
      `FOREIGN KEY (product_id) REFERENCES ${ORDERS_BASELINE_SCHEMA}.products(id)`,
      `FOREIGN KEY (resource_id) REFERENCES ${ORDERS_BASELINE_SCHEMA}.resources(id)`,
    ]);
  });

  it('creates the member’s order in the copy (201), replays its key, resumes it (200), and never writes into the store’s tables', async () => {
    const m = member();
    const post = (key: string, product = 'sqw-blueprint') =>
      fetch(`${base}/orders`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${Buffer.from('{}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: m.id, email: m.email, user_metadata: { full_name: 'Bench Member' } })).toString('base64url')}.x`,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body: JSON.stringify({ product }),
      });
    const storeOrders = await count('store', 'orders');
    const created = await post('bare-key-1');
    expect(created.status).toBe(201);
    const order = (await created.json()) as { id: string; item: { slug: string }; history: unknown[] };
    expect(order.item.slug).toBe('sqw-blueprint');
    expect(order.history).toHaveLength(1);
    const row = (await client.query(`select user_id, customer_email, customer_name, status from ${ORDERS_BASELINE_SCHEMA}.orders where id = $1`, [order.id]))
      .rows[0];
    expect(row).toEqual({ user_id: m.id, customer_email: m.email, customer_name: 'Bench Member', status: 'pending_payment' });
    expect((await client.query(`select count(*)::int as n from ${ORDERS_BASELINE_SCHEMA}.outbox where to_address = $1`, [m.email])).rows[0].n).toBe(1);
    expect(await (await post('bare-key-1')).json()).toEqual(order);
    const resumed = await post('bare-key-2');
    expect(resumed.status).toBe(200);
    expect(((await resumed.json()) as { id: string }).id).toBe(order.id);
    expect((await post('bare-key-3', 'no-such-product')).status).toBe(404);
    expect(await count('store', 'orders')).toBe(storeOrders);
    expect((await fetch(`${base}/orders`, { method: 'POST', body: '{"product":"sqw-blueprint"}' })).status).toBe(401);
  });
});
