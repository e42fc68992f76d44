import { sql, type Kysely, type Migration } from 'kysely';

/**
 * TOTP factors and their challenges, and the assurance level a session reached.
 * A factor's secret is stored encrypted (see totp-secrets.ts), never in the clear.
 */
export const mfa: Migration = {
  async up(db: Kysely<any>) {
    await sql`create table mfa_factors (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      friendly_name text,
      factor_type text not null check (factor_type = 'totp'),
      status text not null default 'unverified' check (status in ('unverified','verified')),
      secret text not null,
      -- The newest 30-second step whose code was accepted: a code is good once, never again.
      last_used_step bigint not null default 0,
      last_challenged_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
    await sql`create index mfa_factors_user on mfa_factors (user_id)`.execute(db);
    await sql`create unique index mfa_factors_user_name on mfa_factors (user_id, friendly_name) where friendly_name <> ''`.execute(db);

    await sql`create table mfa_challenges (
      id uuid primary key default gen_random_uuid(),
      factor_id uuid not null references mfa_factors(id) on delete cascade,
      ip text,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      verified_at timestamptz
    )`.execute(db);
    await sql`create index mfa_challenges_factor on mfa_challenges (factor_id)`.execute(db);
    await sql`create index mfa_challenges_expires on mfa_challenges (expires_at)`.execute(db);

    // aal2 once a factor was verified in this session; it survives refreshes, as the session does.
    await sql`alter table sessions add column aal text not null default 'aal1' check (aal in ('aal1','aal2'))`.execute(db);
    await sql`alter table sessions add column factor_id uuid references mfa_factors(id) on delete set null`.execute(db);
    await sql`alter table sessions add column mfa_verified_at timestamptz`.execute(db);
  },
};
