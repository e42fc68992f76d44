import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { createDb, migrate } from '@sqw/service-kit';
import { createTestDatabase } from '@sqw/service-kit/testing';
import { TOTP, Secret } from 'otpauth';
import type { AuthDB } from '@sqw/service-auth/db';
import { signingKeys } from '@sqw/service-auth/keys';
import { migrations } from '@sqw/service-auth/migrations';
import { decryptSecret } from '@sqw/service-auth/totp-secrets';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '..', '..');
const TSX = join(ROOT, 'infra/node_modules/.bin/tsx');
const dataDir = mkdtempSync(join(tmpdir(), 'sqw-local-admin-'));
// The launcher's data dir is read when topology loads.
process.env.SQW_DATA_DIR = dataDir;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  const db = createDb<AuthDB>({ url: database.url, schema: 'auth', max: 2 });
  await migrate(db, 'auth', migrations);
  await db.destroy();
}, 60_000);
afterAll(() => database.drop());

describe('the launcher’s local admin', () => {
  it('comes with a verified TOTP factor whose secret is kept next to the password, and pnpm admin:code prints its code', async () => {
    const { ensureLocalAdmin } = await import('../src/local-admin');
    const admin = await ensureLocalAdmin(database.url);
    expect(admin?.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    const stored = JSON.parse(readFileSync(join(dataDir, 'local-admin.json'), 'utf8'));
    expect(stored).toEqual(admin);
    // A second start keeps the same admin and factor.
    expect(await ensureLocalAdmin(database.url)).toEqual(admin);

    const db = createDb<AuthDB>({ url: database.url, schema: 'auth', max: 2 });
    try {
      const factors = await db
        .selectFrom('mfa_factors')
        .innerJoin('users', 'users.id', 'mfa_factors.user_id')
        .select(['mfa_factors.secret', 'mfa_factors.status', 'users.role'])
        .where('users.email', '=', admin!.email)
        .execute();
      expect(factors).toHaveLength(1);
      expect(factors[0]).toMatchObject({ status: 'verified', role: 'admin' });
      expect(decryptSecret(await signingKeys(db), factors[0]!.secret)).toBe(admin!.totpSecret);
    } finally {
      await db.destroy();
    }

    const { stdout } = await run(TSX, [join(ROOT, 'infra/src/admin-code.ts')], { cwd: ROOT, env: { ...process.env, SQW_DATA_DIR: dataDir }, timeout: 60_000 });
    const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(admin!.totpSecret!) });
    const printed = stdout.trim();
    expect(printed).toMatch(/^\d{6}$/);
    expect(totp.validate({ token: printed, window: 1 })).not.toBeNull();
  }, 90_000);
});
