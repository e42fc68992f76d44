/**
 * The baseline the endpoints are measured against: node:http and a pg Pool running the very
 * statements of sql.ts and order-twin.ts, with none of the service's framework (routing,
 * validation, response schemas, hooks, logging, token checks, rate limits). Run as its own
 * process, like a service: PORT, DATABASE_URL, NEWSLETTER_SCHEMA, ORDERS_SCHEMA, SITE_URL.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { hall, store } from '@sqw/contracts';
import pg from 'pg';
import { createOrder, OrderRefused, type OrderMember } from './order-twin';
import { acceptedMessage, keysetAnswer, legendsList, newsletterSignup, POOL_SIZE, productsList, type Statement, type Workload } from './sql';

const pools = new Map<string, pg.Pool>();
const poolFor = (schema: string) => {
  let pool = pools.get(schema);
  if (!pool) {
    pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: POOL_SIZE, options: `-c search_path=${schema},public` });
    pool.on('error', () => undefined);
    pools.set(schema, pool);
  }
  return pool;
};

const run = (db: pg.Pool | pg.PoolClient, s: Statement) => db.query(s.text, s.values as unknown[]);

/** Read statements run side by side, as the routes do; a transaction runs in order on one connection. */
async function execute(w: Workload) {
  const pool = poolFor(w.schema);
  if (!w.transaction) return Promise.all(w.statements.map((s) => run(pool, s)));
  const client = await pool.connect();
  try {
    await client.query('begin');
    const results = [];
    for (const s of w.statements) results.push(await run(client, s));
    await client.query('commit');
    return results;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

const body = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });

const send = (res: ServerResponse, status: number, payload: unknown) => {
  const text = JSON.stringify(payload);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
};

/** The member of a bearer token, read without checking its signature (the service's kit checks it). */
function memberOf(req: IncomingMessage): OrderMember | null {
  const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      sub?: string;
      email?: string;
      user_metadata?: { full_name?: string };
    };
    return claims.sub ? { id: claims.sub, email: claims.email ?? null, name: claims.user_metadata?.full_name ?? null } : null;
  } catch {
    return null;
  }
}

/** POST /orders in one transaction, as the kit's idempotent() runs the route's work. */
async function order(req: IncomingMessage, res: ServerResponse) {
  const member = memberOf(req);
  if (!member) return send(res, 401, { error: 'sign in' });
  const { product } = JSON.parse(await body(req)) as { product: string };
  const key = req.headers['idempotency-key'] as string | undefined;
  const client = await poolFor(process.env.ORDERS_SCHEMA ?? 'store').connect();
  try {
    await client.query('begin');
    const answer = await createOrder((text, values) => client.query(text, values), member, product, key, orderSettings);
    await client.query('commit');
    return send(res, answer.status, answer.body);
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    if (err instanceof OrderRefused) return send(res, err.status, { error: err.message });
    throw err;
  } finally {
    client.release();
  }
}

const orderSettings = { handle: store.DEFAULT_CASHAPP_HANDLE, siteUrl: process.env.SITE_URL ?? 'http://localhost:3000' };

const products = productsList();
const legends = legendsList();
const legendsLimit = hall.LegendQuery.parse({}).limit;

async function handle(req: IncomingMessage, res: ServerResponse) {
  const path = (req.url ?? '/').split('?')[0];
  if (req.method === 'GET' && path === '/products') {
    const [rows] = await execute(products);
    return send(res, 200, { items: rows!.rows.map(({ created_at: _c, ...p }) => p) });
  }
  if (req.method === 'GET' && path === '/legends') {
    const [rows] = await execute(legends);
    return send(res, 200, keysetAnswer(rows!.rows as Record<string, unknown>[], legendsLimit));
  }
  if (req.method === 'POST' && path === '/newsletter') {
    const { email } = JSON.parse(await body(req)) as { email: string };
    await execute(newsletterSignup(process.env.NEWSLETTER_SCHEMA ?? 'site', email));
    return send(res, 200, acceptedMessage());
  }
  if (req.method === 'POST' && path === '/orders') return order(req, res);
  send(res, 404, { error: 'not found' });
}

const server = createServer((req, res) => {
  handle(req, res).catch((err: Error) => send(res, 500, { error: err.message }));
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
for (const sig of ['SIGINT', 'SIGTERM'] as const)
  process.once(sig, () => server.close(() => Promise.all([...pools.values()].map((p) => p.end())).then(() => process.exit(0))));
