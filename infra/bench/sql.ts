/**
 * The SQL the measured endpoints run, written once and used by both baselines (the bare
 * node:http + pg server and pgbench), so all three execute the same statements. Each mirrors
 * what Kysely sends for its route: services/store/src/data/products.ts (GET /products),
 * services/hall/src/data/legends.ts (GET /legends), services/site/src/data/form-attempts.ts and
 * services/site/src/data/subscribers.ts with the kit's enqueueMail (POST /newsletter).
 */
import { createHash, randomBytes } from 'node:crypto';
import { hall, site, store } from '@sqw/contracts';
import { newsletterWelcomeMail } from '@sqw/service-site/mails';

/** A value pgbench computes per transaction (it has no string variables, only SQL expressions). */
export class Expr {
  constructor(readonly sql: string) {}
}
export type Param = string | number | boolean | null | Expr;
export type Statement = { text: string; values: Param[] };
export type Workload = { schema: string; transaction: boolean; statements: Statement[] };

/** The services' pool size (@sqw/service-kit createDb's default), given to the bare server too. */
export const POOL_SIZE = 10;

const list = (from: number, n: number) => Array.from({ length: n }, (_, i) => `$${from + i}`).join(', ');

export function productsList(): Workload {
  const types = [...store.CATALOGUE_TYPES];
  return {
    schema: 'store',
    transaction: false,
    statements: [
      {
        text: `select * from "products" where "is_active" = $1 and "type" in (${list(2, types.length)}) order by "price_cents", "slug"`,
        values: [true, ...types],
      },
    ],
  };
}

/**
 * The gallery's first page as the route runs it: the kit's keysetPage in the gallery's order
 * (level, newest, id), one row beyond the page to know whether there is a next one, and each
 * order key as text for the cursor. The gallery shows no count, so there is none.
 */
export function legendsList(): Workload {
  const { limit } = hall.LegendQuery.parse({});
  return {
    schema: 'hall',
    transaction: false,
    statements: [
      {
        text:
          'select *, "level"::text as "page_key_0", to_char("created_at" at time zone \'UTC\', \'YYYY-MM-DD"T"HH24:MI:SS.US"Z"\') as "page_key_1", "id"::text as "page_key_2" ' +
          'from "sqw_legends" order by "level" desc, "created_at" desc, "id" asc limit $1',
        values: [limit + 1],
      },
    ],
  };
}

/** The page of rows a keyset statement answered (`limit` + 1 of them at most): its items without the keys, and the next cursor. */
export function keysetAnswer(rows: Record<string, unknown>[], limit: number): { items: Record<string, unknown>[]; next: string | null } {
  const page = rows.slice(0, limit);
  const keys = (row: Record<string, unknown>) => Object.keys(row).filter((k) => k.startsWith('page_key_'));
  const last = page.at(-1);
  const next = rows.length > limit && last ? Buffer.from(JSON.stringify(keys(last).map((k) => String(last[k])))).toString('base64url') : null;
  return { items: page.map((row) => Object.fromEntries(Object.entries(row).filter(([k]) => !k.startsWith('page_key_')))), next };
}

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');
const FORM = 'newsletter';

/** A new address signing up: flood check and record, then subscriber and welcome mail, in one transaction. */
export function newsletterSignup(schema: string, email: string | Expr, hashes?: { address: Expr; token: Expr }): Workload {
  const address = hashes?.address ?? sha256((email as string).toLowerCase());
  const token = hashes?.token ?? sha256(randomBytes(32).toString('base64url'));
  const lockKey = address instanceof Expr ? new Expr(`'${FORM}:' || ${address.sql}`) : `${FORM}:${address}`;
  const mail = newsletterWelcomeMail(
    typeof email === 'string' ? email : 'someone@example.com',
    `http://localhost/unsubscribe?token=${randomBytes(32).toString('base64url')}`,
  );
  return {
    schema,
    transaction: true,
    statements: [
      { text: 'select pg_advisory_xact_lock(hashtextextended($1, 0))', values: [lockKey] },
      {
        text: `select count(*)::int as "n" from "form_attempts" where "form" = $1 and "address_hash" = $2 and "created_at" > now() - interval '1 hour'`,
        values: [FORM, address],
      },
      { text: 'insert into "form_attempts" ("form", "address_hash") values ($1, $2)', values: [FORM, address] },
      { text: `delete from "form_attempts" where "created_at" < now() - interval '1 day'`, values: [] },
      { text: 'select "id", "status" from "newsletter_subscribers" where "email" = $1 for update', values: [email] },
      { text: 'insert into "newsletter_subscribers" ("email", "token_hash") values ($1, $2)', values: [email, token] },
      {
        text: 'insert into "outbox" ("to_address", "subject", "text_body", "html_body", "kind") values ($1, $2, $3, $4, $5)',
        values: [email, mail.subject, mail.text, mail.html ?? null, mail.kind ?? 'generic'],
      },
    ],
  };
}

/** The site's tables the sign-up writes, copied (same columns, defaults, indexes) so the baselines never touch the site's data. */
export const NEWSLETTER_TABLES = ['newsletter_subscribers', 'form_attempts', 'outbox'];

export const acceptedMessage = () => ({ ok: true, message: site.MESSAGES.newsletterSuccess });

const literal = (v: Param): string => {
  if (v instanceof Expr) return v.sql;
  if (v === null) return 'null';
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return `'${v.replace(/'/g, "''")}'`;
};

/**
 * pgbench reads every `:name` in a script as one of its variables, inside string literals too,
 * and aborts the client on an unknown one (the cursor key's `'HH24:MI:SS'` format). Such a literal
 * is written as an escape string whose colons are `\x3a`: the same text to the server.
 */
export function pgbenchLiterals(text: string): string {
  return text.replace(/(?<![\w'])'((?:[^']|'')*)'/g, (whole, body: string) =>
    /:[A-Za-z_]/.test(body) ? `E'${body.replace(/\\/g, '\\\\').replace(/:/g, '\\x3a')}'` : whole,
  );
}

/** The same statements as a pgbench script (one transaction of the script = one request). */
export function pgbenchScript(w: Workload, preamble: string[] = []): string {
  const lines = w.statements.map((s) => pgbenchLiterals(`${s.text.replace(/\$(\d+)/g, (_, n: string) => literal(s.values[Number(n) - 1]!))};`));
  return [...preamble, ...(w.transaction ? ['BEGIN;', ...lines, 'COMMIT;'] : lines)].join('\n') + '\n';
}

/** A unique address per pgbench transaction, hashed in SQL as the service hashes it in JavaScript. */
export function pgbenchNewsletter(schema: string): string {
  const email = new Expr(`'pgbench-' || :client_id || '-' || :r || '@bench.local'`);
  const hash = (e: string) => new Expr(`encode(sha256(convert_to(${e}, 'UTF8')), 'hex')`);
  return pgbenchScript(newsletterSignup(schema, email, { address: hash(`lower(${email.sql})`), token: hash(`${email.sql} || 'token'`) }), [
    '\\set r random(1, 1000000000000)',
  ]);
}
