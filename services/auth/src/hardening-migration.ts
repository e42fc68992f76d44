import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Pending passwords, double-confirmed e-mail changes, reauthentication codes, PKCE and
 * admin app_metadata.
 */
export const sessionsAndInput: Migration = {
  async up(db: Kysely<any>) {
    // A signup's password waits on the confirmation token it was mailed with and is set only
    // when that token is redeemed: whoever signed up first cannot choose the mailbox owner's password.
    await sql`alter table one_time_tokens add column pending_password text`.execute(db);
    // PKCE: the challenge travels with the mailed token; redeeming the link yields an auth code.
    await sql`alter table one_time_tokens add column code_challenge text`.execute(db);
    await sql`alter table one_time_tokens add column code_challenge_method text check (code_challenge_method in ('s256','plain'))`.execute(db);
    await sql`alter table one_time_tokens drop constraint one_time_tokens_token_type_check`.execute(db);
    await sql`alter table one_time_tokens add constraint one_time_tokens_token_type_check check (token_type in
      ('confirmation','recovery','invite','magiclink','email_change','email_change_current','reauthentication'))`.execute(db);

    // Unconfirmed sign-ups made before this migration: their password moves onto their
    // confirmation token, so it is set only if the link is followed. Accounts without a live
    // confirmation token (an admin's unconfirmed user) keep theirs.
    await sql`update one_time_tokens t set pending_password = u.encrypted_password
      from users u where t.user_id = u.id and t.token_type = 'confirmation' and u.email_confirmed_at is null`.execute(db);
    await sql`update users u set encrypted_password = null where u.email_confirmed_at is null
      and exists (select 1 from one_time_tokens t where t.user_id = u.id and t.token_type = 'confirmation')`.execute(db);

    // 1 once one of the two addresses of an e-mail change has confirmed.
    await sql`alter table users add column email_change_confirm_status smallint not null default 0`.execute(db);
    // Admin-set app_metadata besides the role (which stays in its own column).
    await sql`alter table users add column app_metadata jsonb not null default '{}'::jsonb`.execute(db);

    await sql`create table flow_states (
      id bigserial primary key,
      auth_code_hash text not null unique,
      user_id uuid not null references users(id) on delete cascade,
      code_challenge text not null,
      code_challenge_method text not null,
      authentication_method text not null,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  },
};
