import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: the code is read aloud and typed into a payment note.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A random order reference such as 'SQW-7KQ2M9XD' (about 40 bits; uniqueness is the database's job). */
export function newPayCode(): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return `SQW-${s}`;
}

/** A 4-digit unlock code, leading zeros allowed. */
export const newUnlockCode = () => String(randomInt(10_000)).padStart(4, '0');
