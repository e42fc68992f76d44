import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { z } from 'zod';
import { keySetVerifier, type Aal, type Role } from './auth';
import { loadConfig, type BaseConfig } from './config';
import type { KitTables } from './kit-tables';
import { createDb } from './db';
import { migrate } from './migrate';
import { buildService, type ServiceDefinition } from './service';
import { fileSystemStorage } from './storage';

/** A fresh database on the test cluster that jest's global setup started (TEST_PG_URL). */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_PG_URL;
  if (!adminUrl) throw new Error('TEST_PG_URL is not set: run the tests through jest (its global setup starts PostgreSQL).');
  const name = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Signs tokens the way the auth service does, with a throwaway key. */
export async function testIssuer() {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'ES256', use: 'sig' };
  const verify = keySetVerifier(createLocalJWKSet({ keys: [jwk] }));
  // An admin's token is aal2 unless a test asks otherwise, as the Admin Portal's sign-in makes it.
  const token = (opts: { sub?: string; role?: Role; email?: string; expiresIn?: string; sessionId?: string; issuedAt?: number; aal?: Aal } = {}) =>
    new SignJWT({
      email: opts.email ?? 'member@example.com',
      role: 'authenticated',
      aal: opts.aal ?? (opts.role === 'admin' ? 'aal2' : 'aal1'),
      app_metadata: { role: opts.role ?? 'user' },
      user_metadata: { full_name: 'Test Member' },
      session_id: opts.sessionId ?? randomUUID(),
    })
      .setProtectedHeader({ alg: 'ES256', kid: 'test-key' })
      .setSubject(opts.sub ?? randomUUID())
      .setAudience('authenticated')
      .setIssuedAt(opts.issuedAt)
      .setExpirationTime(opts.expiresIn ?? '1h')
      .sign(privateKey);
  return { verify, token, privateKey };
}

/** A running test service (what startTestService resolves to), typed over its database. */
export type TestService<DB extends KitTables> = Awaited<ReturnType<typeof startTestService<DB>>>;

/** A service built against its own fresh database, ready for app.inject(). */
export async function startTestService<DB extends KitTables, C extends BaseConfig = BaseConfig>(
  def: ServiceDefinition<DB, C>,
  env: Record<string, string> = {},
  configShape: z.ZodRawShape = {},
) {
  const database = await createTestDatabase();
  const dir = await mkdtemp(join(tmpdir(), `${def.name}-files-`));
  // A service's own settings (configShape) are read as runService reads them.
  const config = loadConfig(configShape, { PORT: '0', DATABASE_URL: database.url, STORAGE_DIR: dir, ...env }) as C;
  const db = createDb<DB>({ url: database.url, schema: def.schema, max: 20 });
  await migrate(db, def.schema, def.migrations);
  const issuer = await testIssuer();
  const storage = fileSystemStorage(dir);
  const app = await buildService(def, { config, db, storage, verify: issuer.verify });
  return {
    app,
    db,
    storage,
    issuer,
    memberToken: (sub?: string, email?: string) => issuer.token({ sub, email }),
    /** An admin's token, aal2 (second factor verified) unless `aal: 'aal1'` asks for a password-only one. */
    adminToken: (opts: { aal?: Aal } = {}) => issuer.token({ role: 'admin', email: 'admin@example.com', aal: opts.aal }),
    async close() {
      await app.close();
      await db.destroy();
      await database.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** How many rows one of the service's tables holds, e.g. to show that a refused request stored nothing. */
export async function countRows<DB extends KitTables>(t: { db: Kysely<DB> }, table: keyof DB & string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(t.db);
  return Number(rows[0]!.n);
}
