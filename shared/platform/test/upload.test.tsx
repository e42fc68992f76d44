// upload() and api() against MSW: the request the browser would send, and what the answer becomes.
import { api, ApiError, setAccessTokenProvider, setRuntimeConfig, upload } from '../src';
import { deferred, serve, setupNetwork, uploadProgress } from '../src/testing';

const STORE = 'http://store.test';
setupNetwork();
beforeEach(() => {
  setRuntimeConfig({ remotes: {}, services: { store: STORE } });
  setAccessTokenProvider(async () => 'member-token');
});
afterAll(() => setAccessTokenProvider(async () => null));

test('api() sends JSON with the token and the idempotency key, and reads the answer', async () => {
  const calls = serve(STORE, { 'GET /orders?kind=resource': { body: { items: [] } }, 'POST /orders': (r) => ({ status: 201, body: { got: r.body } }) });
  expect(await api('store', '/orders?kind=resource')).toEqual({ items: [] });
  expect(await api('store', '/orders', { body: { product: 'sqw-course' }, idempotencyKey: 'key-1' })).toEqual({ got: { product: 'sqw-course' } });
  expect(calls.map((c) => [c.method, c.path, c.headers.authorization, c.headers['idempotency-key'] ?? null, c.headers['content-type'] ?? null])).toEqual([
    ['GET', '/orders?kind=resource', 'Bearer member-token', null, null],
    ['POST', '/orders', 'Bearer member-token', 'key-1', 'application/json'],
  ]);
});

test('upload() sends the file and its fields as a form with the token, and reports progress until the answer', async () => {
  const answer = deferred<void>();
  const calls = serve(STORE, {
    'PUT /admin/catalogue/wealth-map/image': async () => {
      await answer.promise;
      return { body: { id: 'wealth-map' } };
    },
  });
  const seen: number[] = [];
  const file = new File([new Uint8Array(10)], 'cover.png', { type: 'image/png' });
  const done = upload('store', '/admin/catalogue/wealth-map/image', file, { method: 'PUT', fields: { note: 'front' }, onProgress: (pct) => seen.push(pct) });
  await new Promise((r) => setTimeout(r, 20));
  uploadProgress(40, 100);
  expect(seen).toEqual([40]);
  answer.resolve();
  expect(await done).toEqual({ id: 'wealth-map' });
  expect(seen).toEqual([40, 100]);
  const [sent] = calls;
  expect([sent!.method, sent!.headers.authorization]).toEqual(['PUT', 'Bearer member-token']);
  const form = sent!.body as FormData;
  expect(form.get('note')).toBe('front');
  expect([(form.get('file') as File).name, (form.get('file') as File).type, (form.get('file') as File).size]).toEqual(['cover.png', 'image/png', 10]);
});

test("upload() turns a refusal into the service's ApiError, a rate limit worded from Retry-After", async () => {
  serve(STORE, {
    'POST /orders/1/proof': { status: 415, body: { error: { code: 'unsupported_media_type', message: 'Only images.' } } },
    'POST /orders/2/proof': { status: 429, body: { error: { code: 'over_request_rate_limit', message: 'Too many.' } }, headers: { 'retry-after': '120' } },
  });
  const png = new File(['x'], 'a.png', { type: 'image/png' });
  await expect(upload('store', '/orders/1/proof', png)).rejects.toMatchObject({ status: 415, code: 'unsupported_media_type', message: 'Only images.' });
  const limited = await upload('store', '/orders/2/proof', png).catch((e: unknown) => e);
  expect(limited).toBeInstanceOf(ApiError);
  expect((limited as ApiError).message).toBe('Too many attempts. Please try again in 2 minutes.');
});
