import { CursorQuery, cursorPage, endpointsOf } from '@sqw/contracts';
import { sql, type Generated } from 'kysely';
import { z } from 'zod';
import { route } from '../src/endpoint-routes';
import type { KitTables } from '../src/kit-tables';
import { countUpTo, encodeCursor, keysetPage, likePattern, NEWEST_FIRST, type OrderKey } from '../src/paging';
import type { ServiceDefinition } from '../src/service';
import { startTestService, type TestService } from '../src/testing';

type DB = KitTables & { things: { id: Generated<string>; name: string; level: number; created_at: Generated<string> } };

const Thing = z.object({ id: z.string(), name: z.string(), level: z.number() });
const declare = endpointsOf('hall');
const endpoints = {
  list: declare({
    method: 'GET',
    path: '/things',
    query: CursorQuery.extend({ q: z.string().optional(), by: z.enum(['newest', 'level']).default('newest') }),
    response: cursorPage(Thing),
  }),
  one: declare({ method: 'GET', path: '/things/:id', params: z.object({ id: z.string().uuid() }), response: Thing }),
  add: declare({ method: 'POST', path: '/things', body: z.strictObject({ name: z.string().min(1), level: z.number().int() }), status: 201, response: Thing }),
  drop: declare({ method: 'DELETE', path: '/things/:id', params: z.object({ id: z.string().uuid() }), status: 204 }),
};
const BY_LEVEL: OrderKey[] = [{ column: 'level', type: 'int', desc: true }, ...NEWEST_FIRST];

const def: ServiceDefinition<DB> = {
  name: 'things',
  schema: 'things',
  migrations: {
    '0001': {
      up: async (db) => {
        await sql`create table things (id uuid primary key default gen_random_uuid(), name text not null, level int not null, created_at timestamptz not null default now())`.execute(
          db,
        );
      },
    },
  },
  routes: (app, { db }) => {
    route(app, endpoints.list, async (req) => {
      let q = db.selectFrom('things').select(['id', 'name', 'level']);
      if (req.query.q) q = q.where('name', 'ilike', likePattern(req.query.q));
      const [page, count] = await Promise.all([keysetPage(q, req.query.by === 'level' ? BY_LEVEL : NEWEST_FIRST, req.query), countUpTo(db, q as never, 25)]);
      return { ...page, total: count.total, total_capped: count.capped };
    });
    route(app, endpoints.one, async (req) => db.selectFrom('things').select(['id', 'name', 'level']).where('id', '=', req.params.id).executeTakeFirstOrThrow());
    route(app, endpoints.add, async (req) => db.insertInto('things').values(req.body).returning(['id', 'name', 'level']).executeTakeFirstOrThrow());
    route(app, endpoints.drop, async (req) => {
      await db.deleteFrom('things').where('id', '=', req.params.id).execute();
    });
  },
};

let svc: TestService<DB>;
beforeAll(async () => {
  svc = await startTestService(def);
  // 40 rows over 8 distinct times (ties on created_at) and 3 levels; two names with LIKE's own characters.
  await sql`insert into things (name, level, created_at)
    select 'thing ' || i, i % 3, timestamptz '2026-01-01' + ((i / 5) || ' seconds')::interval + interval '0.000123 seconds'
    from generate_series(1, 38) i`.execute(svc.db);
  await svc.db
    .insertInto('things')
    .values([
      { name: '100%_sure', level: 9 },
      { name: '100 sure', level: 9 },
    ])
    .execute();
});
afterAll(() => svc?.close());

const get = (url: string) => svc.app.inject({ method: 'GET', url });

async function pageThrough(query: string, limit: number) {
  const seen: { id: string; level: number }[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const res = await get(`/things?limit=${limit}${query}${after ? `&after=${after}` : ''}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    seen.push(...body.items);
    after = body.next;
    pages++;
  } while (after && pages < 100);
  return { seen, pages };
}

test('a newest-first list pages to its end by cursor, each row once, ties on the time kept apart by id', async () => {
  const { seen, pages } = await pageThrough('', 7);
  expect(pages).toBe(6);
  expect(seen).toHaveLength(40);
  expect(new Set(seen.map((r) => r.id)).size).toBe(40);
  const all = await sql<{ id: string }>`select id from things order by created_at desc, id`.execute(svc.db);
  expect(seen.map((r) => r.id)).toEqual(all.rows.map((r) => r.id));
});

test('a list in its own order (level, then newest) pages the same way', async () => {
  const { seen } = await pageThrough('&by=level', 6);
  const all = await sql<{ id: string }>`select id from things order by level desc, created_at desc, id`.execute(svc.db);
  expect(seen.map((r) => r.id)).toEqual(all.rows.map((r) => r.id));
});

test('a row arriving between pages does not shift the next page', async () => {
  const first = (await get('/things?limit=5')).json();
  await svc.db.insertInto('things').values({ name: 'late arrival', level: 1 }).execute();
  const second = (await get(`/things?limit=5&after=${first.next}`)).json();
  const all = await sql<{ id: string }>`select id from things where name <> 'late arrival' order by created_at desc, id`.execute(svc.db);
  expect(second.items.map((r: { id: string }) => r.id)).toEqual(all.rows.slice(5, 10).map((r) => r.id));
  await svc.db.deleteFrom('things').where('name', '=', 'late arrival').execute();
});

test('the count stops at its cap and says so', async () => {
  expect((await get('/things?limit=1')).json()).toMatchObject({ total: 25, total_capped: true });
  expect((await get('/things?limit=1&q=thing%201')).json()).toMatchObject({ total: 11, total_capped: false });
});

test("a search takes LIKE's own characters literally", async () => {
  const body = (await get('/things?q=100%25_')).json();
  expect(body.items.map((r: { name: string }) => r.name)).toEqual(['100%_sure']);
});

test.each([
  ['not base64 JSON', 'nonsense!'],
  ['the wrong number of values', encodeCursor(['2026-01-01T00:00:00.000123Z'])],
  ['a value of the wrong kind', encodeCursor(['yesterday', '6f1c2a8e-1d1b-4c44-9f0e-2f5d8c1b7a10'])],
  ['an id that is no uuid', encodeCursor(['2026-01-01T00:00:00.000123Z', "x' or 1=1"])],
])('a cursor the service could not have given (%s) is a 400 in the shared error shape', async (_, cursor) => {
  const res = await get(`/things?after=${encodeURIComponent(cursor)}`);
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toMatchObject({ code: 'validation_failed', details: [{ path: 'after' }] });
});

test('route() takes method, path, schemas and status from the declaration', async () => {
  const created = await svc.app.inject({ method: 'POST', url: '/things', payload: { name: 'new', level: 2 } });
  expect(created.statusCode).toBe(201);
  const { id } = created.json();
  expect((await get(`/things/${id}`)).json()).toEqual({ id, name: 'new', level: 2 });
  expect((await svc.app.inject({ method: 'POST', url: '/things', payload: { name: 'new', level: 2, extra: 1 } })).statusCode).toBe(400);
  expect((await get('/things/not-a-uuid')).statusCode).toBe(400);
  const dropped = await svc.app.inject({ method: 'DELETE', url: `/things/${id}` });
  expect(dropped.statusCode).toBe(204);
  expect(dropped.body).toBe('');
});

test('the OpenAPI document is made from the declared schemas', async () => {
  const doc = (await get('/openapi.json')).json();
  expect(Object.keys(doc.paths['/things'])).toEqual(expect.arrayContaining(['get', 'post']));
  expect(doc.paths['/things'].post.responses).toHaveProperty('201');
  expect(doc.paths['/things/{id}'].delete.responses).toHaveProperty('204');
});
