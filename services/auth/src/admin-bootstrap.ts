import { auth } from '@sqw/contracts';
import { sql, type Kysely } from 'kysely';
import { factorSecrets, insertFactor } from './data/factors';
import { endSessions } from './data/sessions';
import { anyAdmin, findUserByEmail, insertUser, readUserByEmail, touch, updateUser } from './data/users';
import type { AuthDB } from './db';
import { signingKeys } from './keys';
import { hashNewPassword } from './passwords';
import { decryptSecret, encryptSecret } from './totp-secrets';

export type EnsureAdminResult = { action: 'created' | 'promoted' | 'updated'; userId: string; email: string };

/**
 * Makes `email` a usable administrator with `password`: creates a confirmed admin, or
 * promotes an existing account (confirming it, lifting any ban and setting the password).
 * Used by `pnpm admin:create` and by the launcher on first start.
 */
export async function ensureAdmin(db: Kysely<AuthDB>, input: { email: string; password: string }): Promise<EnsureAdminResult> {
  const email = auth.SignupBody.shape.email.parse(input.email);
  const passwordHash = await hashNewPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const existing = await findUserByEmail(trx, email);
    if (!existing) {
      const user = await insertUser(trx, { email, passwordHash, role: 'admin', confirmed: true, metadata: { full_name: 'Site Administrator' } });
      return { action: 'created' as const, userId: user.id, email };
    }
    await updateUser(trx, existing.id, {
      role: 'admin',
      encrypted_password: passwordHash,
      email_confirmed_at: sql<string>`coalesce(email_confirmed_at, now())`,
      banned_until: null,
      ...touch(),
    });
    // A password reset by the operator signs the account out everywhere, as an admin's would.
    await endSessions(trx, existing.id);
    return { action: existing.role === 'admin' ? ('updated' as const) : ('promoted' as const), userId: existing.id, email };
  });
}

/** Whether any account has the admin role: the launcher creates its local admin only when none does. */
export async function adminExists(db: Kysely<AuthDB>): Promise<boolean> {
  return anyAdmin(db);
}

/**
 * Gives the admin `email` a verified TOTP factor with `secret` (base32), unless one with that
 * secret is already there: the local launcher's admin comes enrolled, its secret kept next to
 * its password, so `pnpm admin:code` can print the current code.
 */
export async function ensureVerifiedTotp(db: Kysely<AuthDB>, email: string, secret: string): Promise<void> {
  const keys = await signingKeys(db);
  const user = await readUserByEmail(db, email.toLowerCase());
  if (!user) throw new Error(`No account has the address ${email}.`);
  const factors = await factorSecrets(db, user.id);
  const known = factors.some((f) => {
    try {
      return f.status === 'verified' && decryptSecret(keys, f.secret) === secret;
    } catch {
      return false;
    }
  });
  if (known) return;
  await insertFactor(db, { userId: user.id, friendlyName: `Local launcher (${secret.slice(0, 4)})`, secret: encryptSecret(keys, secret), status: 'verified' });
}
