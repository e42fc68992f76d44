// call(), callUpload() and endpointHref() against MSW: the request an endpoint declaration makes.
import { endpointsOf } from '@sqw/contracts';
import { z } from 'zod';
import { call, callUpload, endpointHref, setAccessTokenProvider, setRuntimeConfig } from '../src';
import { serve, setupNetwork } from '../src/testing';

const HALL = 'http://hall.test';
const declare = endpointsOf('hall');
const Thing = z.object({ id: z.string(), level: z.number() });
const endpoints = {
  list: declare({
    method: 'GET',
    path: '/things',
    query: z.object({ filter: z.string().optional(), tag: z.array(z.string()).optional(), limit: z.number() }),
    response: z.object({ items: z.array(Thing) }),
  }),
  one: declare({ method: 'GET', path: '/things/:id/parts/:part', params: z.object({ id: z.string(), part: z.string() }), response: Thing }),
  add: declare({ method: 'POST', path: '/things', body: z.object({ level: z.number() }), status: 201, response: Thing }),
  drop: declare({ method: 'DELETE', path: '/things/:id', params: z.object({ id: z.string() }), status: 204 }),
  photo: declare({ method: 'PUT', path: '/things/:id/photo', params: z.object({ id: z.string() }), upload: true, response: Thing }),
  card: declare({ method: 'GET', path: '/things/:id/card.png', params: z.object({ id: z.string() }), produces: 'image/png' }),
};

setupNetwork();
beforeEach(() => {
  setRuntimeConfig({ remotes: {}, services: { hall: HALL } });
  setAccessTokenProvider(async () => 'member-token');
});
afterAll(() => setAccessTokenProvider(async () => null));

test('a GET fills the path, encodes the query (arrays repeat, undefined left out) and checks the answer', async () => {
  const calls = serve(HALL, { 'GET /things?limit=5&tag=a&tag=b+c': { body: { items: [{ id: 't1', level: 2 }] } } });
  expect(await call(endpoints.list, { query: { limit: 5, filter: undefined, tag: ['a', 'b c'] } })).toEqual({ items: [{ id: 't1', level: 2 }] });
  expect(calls.map((c) => [c.method, c.headers.authorization])).toEqual([['GET', 'Bearer member-token']]);
});

test('path params are URI-encoded, so an id cannot reach another route', async () => {
  const calls = serve(HALL, { 'GET /things/a%2F..%2Fadmin/parts/x%3Fy': { body: { id: 'a', level: 1 } } });
  await call(endpoints.one, { params: { id: 'a/../admin', part: 'x?y' } });
  expect(calls).toHaveLength(1);
});

test('a POST sends its JSON body and idempotency key with the declared method', async () => {
  const calls = serve(HALL, { 'POST /things': (r) => ({ status: 201, body: { id: 'new', level: (r.body as { level: number }).level } }) });
  expect(await call(endpoints.add, { body: { level: 3 }, idempotencyKey: 'key-1' })).toEqual({ id: 'new', level: 3 });
  expect(calls[0]!.headers['idempotency-key']).toBe('key-1');
});

test('a 204 resolves with nothing', async () => {
  serve(HALL, { 'DELETE /things/t1': { status: 204 } });
  await expect(call(endpoints.drop, { params: { id: 't1' } })).resolves.toBeUndefined();
});

test('an answer that breaks the response schema is refused rather than handed to the page', async () => {
  serve(HALL, { 'GET /things/t1/parts/p': { body: { id: 't1', level: 'high' } } });
  await expect(call(endpoints.one, { params: { id: 't1', part: 'p' } })).rejects.toThrow();
});

test('callUpload() sends the file with the declared method to the filled path', async () => {
  const calls = serve(HALL, { 'PUT /things/t1/photo': { body: { id: 't1', level: 1 } } });
  const file = new File([new Uint8Array(3)], 'me.png', { type: 'image/png' });
  expect(await callUpload(endpoints.photo, file, { params: { id: 't1' } })).toEqual({ id: 't1', level: 1 });
  expect(calls[0]!.method).toBe('PUT');
});

test("endpointHref() is the file's URL on its service", () => {
  expect(endpointHref(endpoints.card, { params: { id: 'a b' } })).toBe(`${HALL}/things/a%20b/card.png`);
});

test('a missing path param is an error before any request', () => {
  expect(() => endpointHref(endpoints.card, { params: { id: '' } })).toThrow(':id');
});
