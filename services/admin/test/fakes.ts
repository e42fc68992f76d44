import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeAnswer = { status?: number; body?: unknown; text?: string; headers?: Record<string, string> };
type Handler = (query: URLSearchParams) => FakeAnswer;
export type Seen = { path: string; query: URLSearchParams; headers: IncomingHttpHeaders };

/** A stand-in for another service's admin API on 127.0.0.1, recording what it was sent. */
export async function fakeService(routes: Record<string, Handler>) {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    seen.push({ path: url.pathname, query: url.searchParams, headers: req.headers });
    const handler = routes[url.pathname];
    const answer: FakeAnswer = handler ? handler(url.searchParams) : { status: 404, body: { error: { code: 'not_found', message: 'No route' } } };
    const payload = answer.text ?? JSON.stringify(answer.body ?? {});
    res.writeHead(answer.status ?? 200, { 'content-type': answer.text !== undefined ? 'text/csv; charset=utf-8' : 'application/json', ...answer.headers });
    res.end(payload);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Keep-alive sockets of the admin's fetch would otherwise hold close() open.
  const close = () =>
    new Promise<void>((r) => {
      server.close(() => r());
      server.closeAllConnections();
    });
  return { url, seen, close };
}
export type Fake = Awaited<ReturnType<typeof fakeService>>;

/** A URL where nothing listens: a port that was just free. */
export async function downUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return `http://127.0.0.1:${port}`;
}

/**
 * A page of `items` the way the services' admin lists answer: `limit` rows after the cursor
 * `after` (here an index), with the next cursor and the count capped at 1000. An `offset` is
 * honoured too, for a reader that still pages by offset.
 */
export const cursorPaged =
  (items: unknown[]) =>
  (query: URLSearchParams): FakeAnswer => {
    const limit = Number(query.get('limit') ?? 25);
    const from = Number(query.get('after') ?? 0);
    const end = from + limit;
    return {
      body: {
        items: items.slice(from, end),
        total: Math.min(items.length, 1000),
        total_capped: items.length > 1000,
        next: end < items.length ? String(end) : null,
      },
    };
  };

/** GoTrue's admin user list: ?page&per_page, the total in x-total-count. */
export const gotrueList =
  (all: unknown[]) =>
  (query: URLSearchParams): FakeAnswer => {
    const per = Number(query.get('per_page') ?? 50);
    const page = Number(query.get('page') ?? 1);
    // GoTrue's search: the e-mail or the name contains the filter, any case.
    const filter = query.get('filter')?.toLowerCase();
    const users = filter
      ? all.filter((user) =>
          JSON.stringify([(user as { email?: string }).email, (user as { user_metadata?: unknown }).user_metadata])
            .toLowerCase()
            .includes(filter),
        )
      : all;
    return { body: { users: users.slice((page - 1) * per, page * per), aud: 'authenticated' }, headers: { 'x-total-count': String(users.length) } };
  };

export function gotrueUser(u: {
  email: string;
  created_at: string;
  meta?: Record<string, unknown>;
  last_sign_in_at?: string | null;
  banned_until?: string | null;
  role?: string;
  id?: string;
}) {
  const id = u.id ?? randomUUID();
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email: u.email,
    phone: '',
    email_confirmed_at: u.created_at,
    confirmed_at: u.created_at,
    last_sign_in_at: u.last_sign_in_at ?? null,
    app_metadata: { provider: 'email', providers: ['email'], role: u.role ?? 'user' },
    user_metadata: u.meta ?? {},
    identities: [],
    factors: [],
    banned_until: u.banned_until ?? null,
    is_anonymous: false,
    created_at: u.created_at,
    updated_at: u.created_at,
  };
}

export const daysAgo = (days: number, hour = 12) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() - days);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};
