// Starts the auth service on a real port against a fresh database, for supabase-js and inject() tests.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type AuthChangeEvent, type SupabaseClient } from '@supabase/supabase-js';
import { buildService, createDb, fileSystemStorage, loadConfig, migrate, startRevocationFeed, withRevocations } from '@sqw/service-kit';
import { createTestDatabase } from '@sqw/service-kit/testing';
import { sql } from 'kysely';
import WebSocket from 'ws';
import { authConfigShape, type AuthConfig } from '../src/config';
import type { AuthDB } from '../src/db';
import { migrations } from '../src/migrations';
import { hashNewPassword } from '../src/passwords';
import { insertUser } from '../src/data/users';
import { authService } from '../src/service';
import { authVerifier } from '../src/verifier';

export const ANON = 'test-anon-key-123';
export const SITE = 'http://localhost:3000';

export type Mail = { to_address: string; subject: string; text_body: string; kind: string };

/** `revocations`: verify bearer tokens against the published revocations too, as runService does. */
export async function startAuth(env: Record<string, string> = {}, opts: { revocations?: boolean } = {}) {
  const database = await createTestDatabase();
  const dir = await mkdtemp(join(tmpdir(), 'auth-test-'));
  const config = loadConfig(authConfigShape, {
    PORT: '0',
    DATABASE_URL: database.url,
    STORAGE_DIR: dir,
    SITE_URL: SITE,
    ANON_KEY: ANON,
    RATE_LIMIT_PER_IP: '10000',
    RATE_LIMIT_PER_ADDRESS: '10000',
    RATE_LIMIT_REFRESH_PER_IP: '10000',
    REFRESH_TOKEN_REUSE_INTERVAL: '0',
    ...env,
  }) as AuthConfig;
  const db = createDb<AuthDB>({ url: database.url, schema: 'auth', max: 10 });
  await migrate(db, 'auth', migrations);
  const feed = opts.revocations ? startRevocationFeed({ url: database.url, minDelayMs: 50 }) : null;
  await feed?.ready(5000);
  const verifier = await authVerifier(db, ANON);
  const app = await buildService(authService, { config, db, storage: fileSystemStorage(dir), verify: feed ? withRevocations(verifier, feed) : verifier });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });

  const mails = async (to: string): Promise<Mail[]> =>
    (await sql<Mail>`select to_address, subject, text_body, kind from outbox where to_address = ${to} order by id`.execute(db)).rows;

  return {
    app,
    db,
    config,
    url,
    mails,
    /** The latest mail to `to`: its verify link (pointed at this test server) and its six-digit code. */
    async lastMail(to: string) {
      const all = await mails(to);
      const mail = all[all.length - 1];
      if (!mail) throw new Error(`no mail to ${to}`);
      const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text_body)?.[0];
      const code = /code: (\d{6})/.exec(mail.text_body)?.[1];
      if (!link || !code) throw new Error(`mail to ${to} has no link or code`);
      const parsed = new URL(link);
      return { mail, link, code, localLink: `${url}${parsed.pathname}${parsed.search}`, token: parsed.searchParams.get('token') as string };
    },
    client(): SupabaseClient {
      return createClient(url, ANON, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: WebSocket as never },
      });
    },
    /** inject() with the headers supabase-js sends. */
    call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, token?: string) {
      return app.inject({
        method,
        url: `/auth/v1${path}`,
        headers: { apikey: ANON, authorization: `Bearer ${token ?? ANON}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        payload: body === undefined ? undefined : JSON.stringify(body),
      });
    },
    feed,
    async close() {
      await app.close();
      await feed?.close();
      await db.destroy();
      await database.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export type Auth = Awaited<ReturnType<typeof startAuth>>;

/** A confirmed member with a password, created the way an admin would (no mail round trip). */
export async function confirmedUser(t: Auth, email: string, password = 'member-password-1', metadata: Record<string, unknown> = {}) {
  return insertUser(t.db, { email, passwordHash: await hashNewPassword(password), confirmed: true, metadata });
}

export async function signIn(t: Auth, email: string, password = 'member-password-1') {
  const res = await t.call('POST', '/token?grant_type=password', { email, password });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return res.json() as { access_token: string; refresh_token: string; user: { id: string } };
}

/** Records auth events; `next(event)` resolves when that event arrives (now or later). */
export function events(client: SupabaseClient) {
  const seen: AuthChangeEvent[] = [];
  const waiters: { event: AuthChangeEvent; resolve: () => void }[] = [];
  client.auth.onAuthStateChange((event) => {
    seen.push(event);
    for (const w of waiters.filter((w) => w.event === event)) w.resolve();
  });
  return {
    seen,
    next: (event: AuthChangeEvent) => new Promise<void>((resolve) => waiters.push({ event, resolve })),
  };
}
