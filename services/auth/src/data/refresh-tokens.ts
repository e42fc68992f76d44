import { sql, type Kysely } from 'kysely';
import type { AuthDB } from '../db';

type Db = Kysely<AuthDB>;

export const insertRefreshToken = (db: Db, t: { sessionId: string; tokenHash: string; parentId: number | null }) =>
  db.insertInto('refresh_tokens').values({ session_id: t.sessionId, token_hash: t.tokenHash, parent_id: t.parentId }).execute();

export const findRefreshToken = (db: Db, tokenHash: string) =>
  db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/** The session's latest token: a replayed one is forgiven only while its successor is this one. */
export const newestRefreshToken = (db: Db, sessionId: string) =>
  db.selectFrom('refresh_tokens').select(['token_hash', 'revoked']).where('session_id', '=', sessionId).orderBy('id', 'desc').executeTakeFirst();

export const revokeRefreshToken = (db: Db, id: number) =>
  db
    .updateTable('refresh_tokens')
    .set({ revoked: true, revoked_at: sql<string>`now()` })
    .where('id', '=', id)
    .execute();

/** Revokes every live token of the session. */
export const revokeSessionRefreshTokens = (db: Db, sessionId: string) =>
  db
    .updateTable('refresh_tokens')
    .set({ revoked: true, revoked_at: sql<string>`now()` })
    .where('session_id', '=', sessionId)
    .where('revoked', '=', false)
    .execute();
