import { hall, store } from '@sqw/contracts';
import { z } from 'zod';
import { responseJsonSchema, responseSerializerCompiler } from '../src/serializer';
import { startTestService } from '../src/testing';
import type { KitTables } from '../src/kit-tables';
import type { ServiceDefinition } from '../src/service';

const route = (schema: z.ZodType) =>
  ({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as unknown as Parameters<ReturnType<typeof responseSerializerCompiler>>[0];
const fast = (schema: z.ZodType) => responseSerializerCompiler({ check: false })(route(schema));
const checked = (schema: z.ZodType) => responseSerializerCompiler({ check: true })(route(schema));
/** What zod's serializer (the one before) writes. */
const viaZod = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data));

const legend = (over: Partial<hall.Legend> = {}): hall.Legend => ({
  id: '6f1c2a8e-1d1b-4c44-9f0e-2f5d8c1b7a10',
  name: 'Ada "The Stack" Lovelace\n',
  username: null,
  avatar_url: '/legends/6f1c2a8e-1d1b-4c44-9f0e-2f5d8c1b7a10/avatar',
  level: 7,
  title: 'Immortal Investor',
  challenge: 'Phone Made Me a Stack',
  passive_income: '$1M/yr — ünïcødé 💸',
  quote: null,
  badges: ['first', 'sövereign'],
  created_at: '2026-11-22T03:55:59.123Z',
  ...over,
});

const order: store.AdminOrder = {
  id: '6f1c2a8e-1d1b-4c44-9f0e-2f5d8c1b7a11',
  kind: 'resource',
  status: 'paid',
  amount_cents: 1999,
  pay_code: 'SQW-1234',
  item: { id: '6f1c2a8e-1d1b-4c44-9f0e-2f5d8c1b7a12', slug: 'guide', title: 'Guide', type: 'resource' },
  note: null,
  has_proof: true,
  proof_submitted_at: '2026-11-22T03:00:00.000Z',
  reject_reason: null,
  unlock_code: '1234',
  unlocked: false,
  is_test: false,
  payment: { handle: '$SQW', amount: '19.99', url: 'https://cash.app/$SQW/19.99?note=SQW-1234', note: 'SQW-1234' },
  paid_at: '2026-11-22T03:10:00.000Z',
  created_at: '2026-11-22T02:00:00.000Z',
  updated_at: '2026-11-22T03:10:00.000Z',
  history: [
    { status: 'pending_payment', note: null, created_at: '2026-11-22T02:00:00.000Z' },
    { status: 'paid', note: 'seen', created_at: '2026-11-22T03:10:00.000Z' },
  ],
  user_id: '6f1c2a8e-1d1b-4c44-9f0e-2f5d8c1b7a13',
  customer_email: 'a@example.com',
  customer_name: null,
  cashtag: '$ada',
  message: null,
  unlock_attempts: 2,
  proof_url: null,
};

describe('response serializer', () => {
  it.each([
    ['a legend page', hall.LegendPage, { items: [legend(), legend({ username: 'ada', quote: 'q', badges: [] })], next: 'abc' }],
    ['an empty page', hall.LegendPage, { items: [], next: null }],
    ['an admin order page', store.AdminOrderPage, { items: [order], total: 1000, total_capped: true, next: 'abc' }],
    ['the last order page', store.AdminOrderPage, { items: [], total: 0, total_capped: false, next: null }],
  ])('writes %s exactly as zod did', (_name, schema, data) => {
    expect(fast(schema)(data)).toBe(viaZod(schema, data));
  });

  it('leaves out what the schema does not name, as zod did (no column leaks)', () => {
    const data = { items: [{ ...legend(), email: 'secret@example.com', photo_key: 'k' }], next: null, debug: true };
    const text = fast(hall.LegendPage)(data);
    expect(text).not.toContain('secret');
    expect(text).not.toContain('photo_key');
    expect(text).not.toContain('debug');
    expect(text).toBe(viaZod(hall.LegendPage, data));
  });

  it('writes nullable objects, unions, records, literals and optional fields (optional ones last)', () => {
    const schema = z.object({
      a: z.object({ x: z.number() }).nullable(),
      b: z.union([z.object({ kind: z.literal('one'), n: z.number().int() }), z.object({ kind: z.literal('two'), s: z.string() })]),
      c: z.record(z.string(), z.number()),
      d: z.string().optional(),
      e: z.enum(['x', 'y']),
      f: z.literal(true),
      g: z.array(z.string().nullable()),
    });
    for (const data of [
      { a: null, b: { kind: 'one', n: 3 }, c: { k: 1.5 }, e: 'x', f: true, g: ['s', null] },
      { a: { x: 2 }, b: { kind: 'two', s: 'hi' }, c: {}, d: 'here', e: 'y', f: true, g: [] },
    ]) {
      expect(JSON.parse(fast(schema)(data))).toEqual(JSON.parse(viaZod(schema, data)));
    }
  });

  it('the JSON Schema it compiles states nullable as a type list', () => {
    const items = (responseJsonSchema(hall.LegendPage) as any).properties.items.items;
    expect(items.properties.username.type).toEqual(['string', 'null']);
    expect(items.additionalProperties).toBe(false);
  });

  it('keeps zod for what JSON Schema cannot say', () => {
    const schema = z.object({ at: z.date() });
    expect(() => responseJsonSchema(schema)).toThrow();
    expect(fast(schema)({ at: new Date('2026-01-02T03:04:05.000Z') })).toBe('{"at":"2026-01-02T03:04:05.000Z"}');
    expect(() => fast(schema)({ at: 'not a date' })).toThrow();
  });

  it('under check, data that breaks its schema is refused rather than written', () => {
    expect(() => checked(hall.LegendPage)({ items: [legend({ level: 9 })], next: null })).toThrow(/doesn't match the schema/);
    expect(() => checked(hall.LegendPage)({ items: [{ ...legend(), name: null }], next: null })).toThrow(/doesn't match the schema/);
    expect(checked(hall.LegendPage)({ items: [legend()], next: null })).toBe(viaZod(hall.LegendPage, { items: [legend()], next: null }));
  });
});

describe('responses of a service', () => {
  const Thing = z.object({ id: z.string(), n: z.number().int() });
  const def = (bad: boolean): ServiceDefinition<KitTables> => ({
    name: 'kit-test',
    schema: 'kit_test',
    migrations: {},
    routes(app) {
      app.get('/thing', { schema: { response: { 200: Thing } } }, async () =>
        bad ? ({ id: 'a', n: 'many' } as unknown as z.infer<typeof Thing>) : { id: 'a', n: 1, secret: 's' },
      );
      app.get('/admin/thing', { schema: { response: { 200: Thing } } }, async () => ({ id: 'b', n: 2 }));
    },
  });

  it('answer with the documented fields, errors keep the shared shape, admin paths (HEAD too) need an admin', async () => {
    const t = await startTestService(def(false));
    try {
      const ok = await t.app.inject('/thing');
      expect([ok.statusCode, ok.body]).toEqual([200, '{"id":"a","n":1}']);
      expect(ok.headers['content-type']).toContain('application/json');
      const missing = await t.app.inject('/nothing');
      expect([missing.statusCode, missing.json()]).toEqual([404, { error: { code: 'not_found', message: 'No route for GET /nothing' } }]);
      for (const method of ['GET', 'HEAD'] as const) {
        expect((await t.app.inject({ method, url: '/admin/thing' })).statusCode).toBe(401);
        expect((await t.app.inject({ method, url: '/admin/thing', headers: { authorization: `Bearer ${await t.memberToken()}` } })).statusCode).toBe(403);
        expect((await t.app.inject({ method, url: '/admin/thing', headers: { authorization: `Bearer ${await t.adminToken()}` } })).statusCode).toBe(200);
      }
      const badToken = await t.app.inject({ url: '/thing', headers: { authorization: 'Bearer nope' } });
      expect([badToken.statusCode, badToken.json().error.code]).toEqual([401, 'invalid_token']);
    } finally {
      await t.close();
    }
  });

  it('a handler returning what its schema forbids is a 500 in the shared shape (checked under tests)', async () => {
    const t = await startTestService(def(true));
    try {
      const res = await t.app.inject('/thing');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } });
    } finally {
      await t.close();
    }
  });
});
