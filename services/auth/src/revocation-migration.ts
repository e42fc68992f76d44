import { REVOCATION_CHANNEL } from '@sqw/service-kit';
import { sql, type Kysely, type Migration } from 'kysely';
import { MAX_ACCESS_TOKEN_TTL } from './config';

// Access tokens of a revoked session or user can live this long after the revocation; a
// minute more allows for clocks that disagree a little.
const KEEP = sql.raw(`make_interval(secs => ${MAX_ACCESS_TOKEN_TTL + 60})`);
const CHANNEL = sql.lit(REVOCATION_CHANNEL);

/**
 * Publishes revoked sessions and users for every service's kit (shared/service-kit/src/revocations.ts):
 * triggers record them, so every path that ends a session or changes a user is covered (logout,
 * refresh reuse, password change, ban, role change, deletion, a cascade, an operator's SQL),
 * and NOTIFY them in the same transaction, so they are announced only once committed.
 * Other services read only the `token_revocations` view, never these tables.
 */
export const tokenRevocations: Migration = {
  async up(db: Kysely<any>) {
    // Access tokens are signed with an iat no earlier than this (see tokens.ts), so a token
    // issued in the same second as a revocation, but after it, is not taken for an older one.
    await sql`alter table users add column tokens_valid_after timestamptz`.execute(db);

    await sql`create table ended_sessions (
      session_id uuid primary key,
      user_id uuid not null,
      ended_at timestamptz not null default now(),
      forget_after timestamptz not null
    )`.execute(db);
    await sql`create index ended_sessions_forget on ended_sessions (forget_after)`.execute(db);

    // One row per user, kept after the user is deleted. not_before: tokens issued before it
    // are refused; role_not_before: their role claim is not believed. The revision orders a
    // user's changes for services that see a snapshot and notifications out of order.
    await sql`create table user_revocations (
      user_id uuid primary key,
      not_before timestamptz,
      role_not_before timestamptz,
      banned_until timestamptz,
      revision bigint not null,
      forget_after timestamptz not null
    )`.execute(db);
    await sql`create index user_revocations_forget on user_revocations (forget_after)`.execute(db);
    await sql`create sequence user_revocation_revisions`.execute(db);

    await sql`create function publish_user_revocation(p_user uuid, p_not_before timestamptz, p_role_not_before timestamptz, p_banned_until timestamptz)
      returns void language plpgsql set search_path from current as $$
      declare r user_revocations;
      begin
        insert into user_revocations as u (user_id, not_before, role_not_before, banned_until, revision, forget_after)
        values (p_user, p_not_before, p_role_not_before, p_banned_until, nextval('user_revocation_revisions'),
                greatest(now() + ${KEEP}, p_banned_until))
        on conflict (user_id) do update set
          not_before = greatest(u.not_before, excluded.not_before),
          role_not_before = greatest(u.role_not_before, excluded.role_not_before),
          banned_until = excluded.banned_until,
          revision = excluded.revision,
          forget_after = excluded.forget_after
        returning * into r;
        perform pg_notify(${CHANNEL}, json_build_object(
          'kind', 'user', 'id', r.user_id, 'revision', r.revision,
          'not_before', extract(epoch from r.not_before), 'role_not_before', extract(epoch from r.role_not_before),
          'banned_until', extract(epoch from r.banned_until), 'forget_after', extract(epoch from r.forget_after))::text);
      end $$`.execute(db);

    // The revocation instant is the next whole second (token iat has whole seconds), taken
    // from the clock when the row is changed, after any lock it waited for.
    await sql`create function users_revoke_tokens() returns trigger language plpgsql set search_path from current as $$
      declare
        t timestamptz := date_trunc('second', clock_timestamp()) + interval '1 second';
        banned boolean;
        tokens timestamptz;
        roles timestamptz;
      begin
        if tg_op = 'DELETE' then
          perform publish_user_revocation(old.id, t, t, null);
          return old;
        end if;
        banned := new.banned_until is not null and new.banned_until > now();
        if new.role is distinct from old.role then roles := t; end if;
        if new.banned_until is distinct from old.banned_until and banned then tokens := t; end if;
        if roles is null and new.banned_until is not distinct from old.banned_until then return new; end if;
        if roles is not null or tokens is not null then new.tokens_valid_after := t; end if;
        perform publish_user_revocation(new.id, tokens, roles, case when banned then new.banned_until end);
        return new;
      end $$`.execute(db);
    await sql`create trigger users_role_or_ban_changed before update of role, banned_until on users for each row execute function users_revoke_tokens()`.execute(
      db,
    );
    await sql`create trigger users_deleted after delete on users for each row execute function users_revoke_tokens()`.execute(db);

    await sql`create function sessions_publish_end() returns trigger language plpgsql set search_path from current as $$
      declare f timestamptz := now() + ${KEEP};
      begin
        insert into ended_sessions (session_id, user_id, forget_after) values (old.id, old.user_id, f) on conflict do nothing;
        perform pg_notify(${CHANNEL}, json_build_object('kind', 'session', 'id', old.id, 'forget_after', extract(epoch from f))::text);
        return old;
      end $$`.execute(db);
    await sql`create trigger sessions_ended after delete on sessions for each row execute function sessions_publish_end()`.execute(db);

    // The one thing other services may read: what to refuse, as epoch seconds.
    await sql`create view token_revocations as
      select 'session'::text as kind, session_id as id, null::float8 as not_before, null::float8 as role_not_before,
             null::float8 as banned_until, extract(epoch from forget_after)::float8 as forget_after, 0::float8 as revision
        from ended_sessions where forget_after > now()
      union all
      select 'user', user_id, extract(epoch from not_before)::float8, extract(epoch from role_not_before)::float8,
             extract(epoch from banned_until)::float8, extract(epoch from forget_after)::float8, revision::float8
        from user_revocations where forget_after > now()`.execute(db);
    await sql`do $$ begin execute format('grant usage on schema %I to public', current_schema()); end $$`.execute(db);
    await sql`grant select on token_revocations to public`.execute(db);
    // Schema usage would let any role call these (functions are executable by PUBLIC by default).
    await sql`revoke execute on function publish_user_revocation(uuid, timestamptz, timestamptz, timestamptz), users_revoke_tokens(), sessions_publish_end() from public`.execute(
      db,
    );
  },
};
