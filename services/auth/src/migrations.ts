import { sql, type Kysely, type Migration } from 'kysely';
import { sessionsAndInput } from './hardening-migration';
import { mfa } from './mfa-migration';
import { tokenRevocations } from './revocation-migration';

const now = sql`now()`;

export const migrations: Record<string, Migration> = {
  '0001_auth': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
        // Stored lower-cased (the schemas normalise), so the unique index is case-insensitive in effect.
        .addColumn('email', 'text', (c) =>
          c
            .notNull()
            .unique()
            .check(sql`email = lower(email)`),
        )
        .addColumn('encrypted_password', 'text')
        .addColumn('role', 'text', (c) =>
          c
            .notNull()
            .defaultTo('user')
            .check(sql`role in ('user','admin')`),
        )
        .addColumn('user_metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
        .addColumn('identity_id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
        .addColumn('email_confirmed_at', 'timestamptz')
        .addColumn('invited_at', 'timestamptz')
        .addColumn('confirmation_sent_at', 'timestamptz')
        .addColumn('recovery_sent_at', 'timestamptz')
        .addColumn('email_change', 'text')
        .addColumn('email_change_sent_at', 'timestamptz')
        .addColumn('last_sign_in_at', 'timestamptz')
        .addColumn('banned_until', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .execute();
      await sql`create index users_created on users (created_at desc, id)`.execute(db);
      await sql`create index users_admins on users (id) where role = 'admin'`.execute(db);

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text')
        .addColumn('ip', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .addColumn('refreshed_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('refresh_tokens')
        .addColumn('id', 'bigserial', (c) => c.primaryKey())
        .addColumn('session_id', 'uuid', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('parent_id', 'bigint')
        .addColumn('revoked', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('revoked_at', 'timestamptz')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex('refresh_tokens_session').on('refresh_tokens').column('session_id').execute();

      await db.schema
        .createTable('one_time_tokens')
        .addColumn('id', 'bigserial', (c) => c.primaryKey())
        .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_type', 'text', (c) => c.notNull().check(sql`token_type in ('confirmation','recovery','invite','magiclink','email_change')`))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('relates_to', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
        // One live token per kind: a new mail replaces the previous link.
        .addUniqueConstraint('one_time_tokens_user_type', ['user_id', 'token_type'])
        .execute();
      await db.schema.createIndex('one_time_tokens_code').on('one_time_tokens').column('code_hash').execute();

      await db.schema
        .createTable('signing_keys')
        .addColumn('kid', 'text', (c) => c.primaryKey())
        .addColumn('private_jwk', 'jsonb', (c) => c.notNull())
        .addColumn('public_jwk', 'jsonb', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .execute();

      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('window_start', 'timestamptz', (c) => c.notNull())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .execute();
    },
  },
  '0002_token_revocations': tokenRevocations,
  '0003_sessions_and_input': sessionsAndInput,
  '0004_mfa': mfa,
};
