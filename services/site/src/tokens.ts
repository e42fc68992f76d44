import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes as base64url (43 characters), the shape `site.UNSUBSCRIBE_TOKEN` accepts. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens and addresses are stored hashed: a database copy cannot unsubscribe anyone or list attempts by address. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
