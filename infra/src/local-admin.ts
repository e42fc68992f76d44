import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createDb } from '@sqw/service-kit';
import { DATA_DIR, ROOT } from './topology';

export type LocalAdmin = { email: string; password: string };

const BOOTSTRAP = join(ROOT, 'services/auth/src/admin-bootstrap.ts');

/** On first start, creates the local admin with a generated password and keeps the credentials in .data. */
export async function ensureLocalAdmin(databaseUrl: string): Promise<LocalAdmin | null> {
  if (!existsSync(BOOTSTRAP)) return null;
  const file = join(DATA_DIR, 'local-admin.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as LocalAdmin;
  const admin = { email: 'admin@sqw.local', password: randomBytes(12).toString('base64url') };
  const { ensureAdmin } = (await import(pathToFileURL(BOOTSTRAP).href)) as { ensureAdmin: (db: unknown, a: LocalAdmin) => Promise<unknown> };
  const db = createDb({ url: databaseUrl, schema: 'auth' });
  try {
    await ensureAdmin(db, admin);
  } finally {
    await db.destroy();
  }
  writeFileSync(file, JSON.stringify(admin, null, 2), { mode: 0o600 });
  return admin;
}
