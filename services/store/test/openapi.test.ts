import { startStore, type Harness } from './helpers';

let t: Harness;
beforeAll(async () => {
  t = await startStore();
});
afterAll(() => t.close());

it('publishes an OpenAPI document with every store route, admin ones under /admin/', async () => {
  const res = await t.app.inject('/openapi.json');
  expect(res.statusCode).toBe(200);
  const paths = Object.keys(res.json().paths);
  expect(paths).toEqual(
    expect.arrayContaining([
      '/products',
      '/orders',
      '/orders/{id}/proof',
      '/resources/{id}/unlock',
      '/courses/{slug}',
      '/sessions',
      '/dashboard',
      '/admin/orders/{id}/mark-paid',
    ]),
  );
  for (const p of paths.filter((x) => /mark-paid|reject|revenue|confirm|memberships/.test(x))) expect(p.startsWith('/admin/')).toBe(true);
});
