import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Secret } from 'otpauth';
import { createDb } from '@sqw/service-kit';
import { DATA_DIR, ROOT } from './topology';

/** The launcher's admin: the password, and the TOTP secret of its verified factor (the Admin Portal's second step). */
export type LocalAdmin = { email: string; password: string; totpSecret?: string };

const BOOTSTRAP = join(ROOT, 'services/auth/src/admin-bootstrap.ts');
export const localAdminFile = () => join(DATA_DIR, 'local-admin.json');

type Bootstrap = {
  ensureAdmin: (db: unknown, a: LocalAdmin) => Promise<unknown>;
  ensureVerifiedTotp: (db: unknown, email: string, secret: string) => Promise<void>;
};

/**
 * On first start, creates the local admin with a generated password and an enrolled TOTP
 * factor, and keeps both in .data (an admin made by an older launcher gets its factor now).
 */
export async function ensureLocalAdmin(databaseUrl: string): Promise<LocalAdmin | null> {
  if (!existsSync(BOOTSTRAP)) return null;
  const file = localAdminFile();
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LocalAdmin) : null;
  if (stored?.totpSecret) return stored;
  const admin: LocalAdmin = stored ?? { email: 'admin@sqw.local', password: randomBytes(12).toString('base64url') };
  admin.totpSecret = new Secret({ size: 20 }).base32;
  const bootstrap = (await import(pathToFileURL(BOOTSTRAP).href)) as Bootstrap;
  const db = createDb({ url: databaseUrl, schema: 'auth' });
  try {
    if (!stored) await bootstrap.ensureAdmin(db, admin);
    await bootstrap.ensureVerifiedTotp(db, admin.email, admin.totpSecret);
  } finally {
    await db.destroy();
  }
  writeFileSync(file, JSON.stringify(admin, null, 2), { mode: 0o600 });
  return admin;
}

/** The local admin as stored by the launcher, or null before the first `pnpm start`. */
export function readLocalAdmin(): LocalAdmin | null {
  const file = localAdminFile();
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LocalAdmin) : null;
}
