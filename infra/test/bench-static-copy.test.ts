import { cleanupAll } from '../bench/lifecycle';
import { hostStaticCopy } from '../bench/static-copy';
import { productionHeaders } from '../src/security-headers';

afterAll(() => cleanupAll());

const page = '<!doctype html><html lang="en"><head><title>Copy</title></head><body><h1>The hero</h1></body></html>';

test("the bench's static page is served with the origin's response headers, as the site serves its pages", async () => {
  const copy = await hostStaticCopy(page, 'test-copy');
  const res = await fetch(copy.url);
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('<h1>The hero</h1>');
  // The header that decides which renderer process the page commits in, and with it the LCP.
  expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  for (const [name, value] of Object.entries(productionHeaders())) expect(res.headers.get(name)).toBe(value);
});

test('the same copy is also served bare, to show what those headers cost', async () => {
  const copy = await hostStaticCopy(page, 'test-bare');
  const res = await fetch(copy.bareUrl);
  expect(await res.text()).toContain('<h1>The hero</h1>');
  expect(res.headers.get('cross-origin-opener-policy')).toBeNull();
  expect(res.headers.get('content-security-policy')).toBeNull();
});
