import { setRuntimeConfig, useToasts } from '@sqw/platform';
import { act } from '@testing-library/react';
import { downloadCsv, fileNameOf, hasRows } from '../src/lib/files';

jest.mock('../src/lib/session-token', () => ({ bearer: async () => ({ authorization: 'Bearer admin-token' }) }));

type Fake = { status: number; body: string; headers?: Record<string, string> };
const fakeResponse = ({ status, body, headers = {} }: Fake) => ({
  ok: status >= 200 && status < 300,
  status,
  headers: { get: (k: string) => headers[k.toLowerCase()] ?? null },
  text: async () => body,
  json: async () => JSON.parse(body),
});

const fetchMock = jest.fn();
const saved: { name: string; href: string }[] = [];
const toasts = () => useToasts.getState().toasts.map((t) => ({ title: t.title, variant: t.variant }));

beforeAll(() => {
  setRuntimeConfig({ remotes: {}, services: { admin: 'http://admin.test', webEssentials: 'http://we.test' } });
  Object.assign(globalThis, { fetch: fetchMock });
  URL.createObjectURL = jest.fn(() => 'blob:csv-1');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});
beforeEach(() => {
  fetchMock.mockReset();
  saved.length = 0;
  act(() => useToasts.setState({ toasts: [] }));
});

test('a CSV is fetched with the admin token and saved under the name the server gives', async () => {
  fetchMock.mockResolvedValue(fakeResponse({ status: 200, body: 'Name,Email\r\nAda,ada@example.com\r\n', headers: { 'content-disposition': 'attachment; filename="users_export.csv"' } }));
  await expect(downloadCsv('admin', '/admin/reports/users.csv', 'fallback.csv')).resolves.toBe(true);
  expect(fetchMock).toHaveBeenCalledWith('http://admin.test/admin/reports/users.csv', expect.objectContaining({ headers: { authorization: 'Bearer admin-token' } }));
  expect(saved).toEqual([{ name: 'users_export.csv', href: 'blob:csv-1' }]);
  expect(toasts()).toEqual([{ title: 'Export ready', variant: 'success' }]);
});

test("the server's 404 no_data becomes 'No data to export' and nothing is saved", async () => {
  fetchMock.mockResolvedValue(fakeResponse({ status: 404, body: JSON.stringify({ error: { code: 'no_data', message: 'No data to export' } }) }));
  await expect(downloadCsv('admin', '/admin/reports/contact.csv', 'contact_submissions.csv')).resolves.toBe(false);
  expect(saved).toEqual([]);
  expect(toasts()).toEqual([{ title: 'No data to export', variant: 'destructive' }]);
});

test("a file with only its header line is also 'No data to export'", async () => {
  fetchMock.mockResolvedValue(fakeResponse({ status: 200, body: '\uFEFFBusiness Name,Package\r\n' }));
  await expect(downloadCsv('webEssentials', '/admin/submissions.csv', 'web_essentials_submissions.csv')).resolves.toBe(false);
  expect(saved).toEqual([]);
  expect(toasts()).toEqual([{ title: 'No data to export', variant: 'destructive' }]);
});

test("a failing service reports its own message, and the fallback name is used when the server names no file", async () => {
  fetchMock.mockResolvedValueOnce(fakeResponse({ status: 503, body: JSON.stringify({ error: { code: 'unavailable', message: 'The store is down.' } }) }));
  await downloadCsv('admin', '/admin/reports/revenue.csv', 'revenue.csv');
  expect(useToasts.getState().toasts.map((t) => [t.title, t.description])).toEqual([['Export failed', 'The store is down.']]);

  fetchMock.mockResolvedValueOnce(fakeResponse({ status: 200, body: 'a\nb\n' }));
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
