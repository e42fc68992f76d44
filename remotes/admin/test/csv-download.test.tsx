import { setRuntimeConfig } from '@sqw/platform';
import { HttpResponse, serve, setupNetwork, toasts as pushed } from '@sqw/platform/testing';
import { downloadCsv, fileNameOf, hasRows } from '../src/lib/files';

jest.mock('../src/lib/session-token', () => ({ bearer: async () => ({ authorization: 'Bearer admin-token' }) }));

setupNetwork();

/** A CSV (or error) answer as the service sends it. */
const file = (status: number, body: string, headers: Record<string, string> = {}) => new HttpResponse(body, { status, headers });
const error = (status: number, code: string, message: string) => HttpResponse.json({ error: { code, message } }, { status });

const saved: { name: string; href: string }[] = [];
const toasts = () => pushed().map((t) => ({ title: t.title, variant: t.variant }));

beforeAll(() => {
  setRuntimeConfig({ remotes: {}, services: { admin: 'http://admin.test', webEssentials: 'http://we.test' } });
  URL.createObjectURL = jest.fn(() => 'blob:csv-1');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});
beforeEach(() => {
  saved.length = 0;
});

test('a CSV is fetched with the admin token and saved under the name the server gives', async () => {
  const calls = serve('http://admin.test', {
    'GET /admin/reports/users.csv': file(200, 'Name,Email\r\nAda,ada@example.com\r\n', { 'content-disposition': 'attachment; filename="users_export.csv"' }),
  });
  await expect(downloadCsv('admin', '/admin/reports/users.csv', 'fallback.csv')).resolves.toBe(true);
  expect(calls.map((c) => [c.method, c.url, c.headers.authorization])).toEqual([['GET', 'http://admin.test/admin/reports/users.csv', 'Bearer admin-token']]);
  expect(saved).toEqual([{ name: 'users_export.csv', href: 'blob:csv-1' }]);
  expect(toasts()).toEqual([{ title: 'Export ready', variant: 'success' }]);
});

test("the server's 404 no_data becomes 'No data to export' and nothing is saved", async () => {
  serve('http://admin.test', { 'GET /admin/reports/contact.csv': error(404, 'no_data', 'No data to export') });
  await expect(downloadCsv('admin', '/admin/reports/contact.csv', 'contact_submissions.csv')).resolves.toBe(false);
  expect(saved).toEqual([]);
  expect(toasts()).toEqual([{ title: 'No data to export', variant: 'destructive' }]);
});

test("a file with only its header line is also 'No data to export'", async () => {
  serve('http://we.test', { 'GET /admin/submissions.csv': file(200, '\uFEFFBusiness Name,Package\r\n') });
  await expect(downloadCsv('webEssentials', '/admin/submissions.csv', 'web_essentials_submissions.csv')).resolves.toBe(false);
  expect(saved).toEqual([]);
  expect(toasts()).toEqual([{ title: 'No data to export', variant: 'destructive' }]);
});

test('a failing service reports its own message, and the fallback name is used when the server names no file', async () => {
  let down = true;
  serve('http://admin.test', { 'GET /admin/reports/revenue.csv': () => (down ? error(503, 'unavailable', 'The store is down.') : file(200, 'a\nb\n')) });
  await downloadCsv('admin', '/admin/reports/revenue.csv', 'revenue.csv');
  expect(pushed().map((t) => [t.title, t.description])).toEqual([['Export failed', 'The store is down.']]);

  down = false;
  await downloadCsv('admin', '/admin/reports/revenue.csv', 'revenue.csv');
  expect(saved).toEqual([{ name: 'revenue.csv', href: 'blob:csv-1' }]);
});

test('file names and row detection', () => {
  expect(fileNameOf('attachment; filename="web_essentials_submissions.csv"', 'x.csv')).toBe('web_essentials_submissions.csv');
  expect(fileNameOf("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.csv", 'x.csv')).toBe('résumé.csv');
  expect(fileNameOf(null, 'x.csv')).toBe('x.csv');
  expect(hasRows('h1,h2\r\n')).toBe(false);
  expect(hasRows('h1,h2\r\n1,2')).toBe(true);
  expect(hasRows('')).toBe(false);
});
