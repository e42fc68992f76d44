import { hash, verify } from '@node-rs/argon2';
import { auth } from '@sqw/contracts';
import { weakPassword } from './errors';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. (2 is Algorithm.Argon2id, a const enum isolatedModules cannot read.)
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a new password after checking the policy (throws `weak_password`). */
export async function hashNewPassword(password: string): Promise<string> {
  const problem = auth.passwordProblem(password);
  if (problem) throw weakPassword(problem);
  return hash(password, OPTIONS);
}

// Compared against when there is no account or no password, so a miss costs the same time as a wrong password.
let dummy: Promise<string> | null = null;

export async function passwordMatches(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hash('no account here, just burning time', OPTIONS);
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
