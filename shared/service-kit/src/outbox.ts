import { sql, type Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { kitTables, type KitTables, type ServiceDb } from './kit-tables';

export type Mail = { to: string; subject: string; text: string; html?: string; kind?: string };

/** Writes a mail in the caller's transaction, so it is sent only if the change it reports commits. */
export async function enqueueMail<DB extends KitTables>(db: ServiceDb<DB>, mail: Mail): Promise<void> {
  await kitTables(db)
    .insertInto('outbox')
    .values({ to_address: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html ?? null, kind: mail.kind ?? 'generic' })
    .execute();
}

const MAX_ATTEMPTS = 8;

type Row = { id: number; to_address: string; subject: string; text_body: string; html_body: string | null; attempts: number };
type Transport = { sendMail: (mail: { from: string; to: string; subject: string; text: string; html?: string }) => Promise<unknown>; close?: () => void };

type WorkerOptions = {
  smtpUrl: string;
  from: string;
  intervalMs?: number;
  /** How long a claimed mail is left to its sender before another worker may take it over. */
  leaseSeconds?: number;
  log: { warn: (o: object, m: string) => void };
  /** Where mails go; nodemailer over `smtpUrl` unless given (tests). */
  transport?: Transport;
};

/** Seconds before the next try after `attempts` failures: 10 s, 20 s, 40 s … at most an hour. */
export const retryDelay = (attempts: number) => Math.min(3600, 5 * 2 ** attempts);

/**
 * Claims due mails: each is leased by pushing its next attempt past the lease, in a transaction
 * that commits at once. SMTP then runs with no transaction open, and a sender that dies before
 * marking a mail sent leaves it to be claimed again when the lease ends: a mail may be sent
 * twice, never lost. SKIP LOCKED lets replicas claim side by side.
 */
async function claim(db: Kysely<KitTables>, leaseSeconds: number): Promise<Row[]> {
  const claimed = await sql<Row>`
    update outbox set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
    where id in (
      select id from outbox where status = 'pending' and next_attempt_at <= now()
      order by id limit 20 for update skip locked)
    returning id, to_address, subject, text_body, html_body, attempts`.execute(db);
  return claimed.rows;
}

async function deliver(db: Kysely<KitTables>, transport: Transport, from: string, m: Row): Promise<void> {
  try {
    await transport.sendMail({ from, to: m.to_address, subject: m.subject, text: m.text_body, html: m.html_body ?? undefined });
  } catch (err) {
    await db
      .updateTable('outbox')
      .set({
        status: m.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
        last_error: String((err as Error).message).slice(0, 500),
        next_attempt_at: sql`now() + make_interval(secs => ${retryDelay(m.attempts)})`,
      })
      .where('id', '=', m.id)
      .execute();
    return;
  }
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: sql`now()` })
    .where('id', '=', m.id)
    .execute();
}

/** Sends due outbox mails with retries and backoff. */
export function startOutboxWorker<DB extends KitTables>(
  service: Kysely<DB>,
  { smtpUrl, from, intervalMs = 1000, leaseSeconds = 300, log, transport: given }: WorkerOptions,
) {
  const db = kitTables(service);
  // Pooled: a batch of mails goes over one SMTP connection instead of a connection (and its
  // greeting) per mail; nodemailer reconnects when the server has closed an idle one.
  const transport: Transport = given ?? nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 1 });
  let running = false;
  let stopped = false;

  async function tick() {
    if (running || stopped) return;
    running = true;
    try {
      for (const m of await claim(db, leaseSeconds)) await deliver(db, transport, from, m);
    } catch (err) {
      log.warn({ err }, 'outbox tick failed');
    } finally {
      running = false;
    }
  }

  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    tick,
    stop() {
      stopped = true;
      clearInterval(timer);
      transport.close?.();
    },
  };
}
