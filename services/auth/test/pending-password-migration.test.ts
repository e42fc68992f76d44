// Sign-ups made before passwords waited on their confirmation: the upgrade moves their password onto it.
import { createDb, migrate } from '@sqw/service-kit';
import { createTestDatabase } from '@sqw/service-kit/testing';
import { sql, type Kysely } from 'kysely';
import type { AuthDB } from '../src/db';
import { migrations } from '../src/migrations';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Kysely<AuthDB>;
beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb<AuthDB>({ url: database.url, schema: 'auth', max: 2 });
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

it('moves an unconfirmed sign-up’s password onto its confirmation token and keeps every other password', async () => {
  const { '0003_sessions_and_input': _later, '0004_mfa': _after, ...before } = migrations;
  await migrate(db, 'auth', before);
  const add = async (email: string, confirmed: boolean, token: boolean) => {
    const { rows } = await sql<{ id: string }>`insert into users (email, encrypted_password, email_confirmed_at)
      values (${email}, ${`hash-of-${email}`}, ${confirmed ? sql`now()` : null}) returning id`.execute(db);
    const id = rows[0]!.id;
    if (token) {
      await sql`insert into one_time_tokens (user_id, token_type, token_hash, code_hash, relates_to, expires_at)
        values (${id}, 'confirmation', ${`t-${email}`}, ${`c-${email}`}, ${email}, now() + interval '1 hour')`.execute(db);
    }
  };
  await add('pending@example.com', false, true);
  await add('admin-made@example.com', false, false);
  await add('member@example.com', true, false);

  await migrate(db, 'auth', migrations);
  const users = await db.selectFrom('users').select(['email', 'encrypted_password']).orderBy('email').execute();
  expect(users).toEqual([
    { email: 'admin-made@example.com', encrypted_password: 'hash-of-admin-made@example.com' },
    { email: 'member@example.com', encrypted_password: 'hash-of-member@example.com' },
    { email: 'pending@example.com', encrypted_password: null },
  ]);
  const token = await db.selectFrom('one_time_tokens').select('pending_password').executeTakeFirstOrThrow();
  expect(token.pending_password).toBe('hash-of-pending@example.com');
});
