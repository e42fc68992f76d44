import { sql, type Kysely } from 'kysely';
import nodemailer from 'nodemailer';

export type Mail = { to: string; subject: string; text: string; html?: string; kind?: string };

/** Writes a mail in the caller's transaction, so it is sent only if the change it reports commits. */
export async function enqueueMail(db: Kysely<any>, mail: Mail): Promise<void> {
  await db
    .insertInto('outbox')
    .values({ to_address: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html ?? null, kind: mail.kind ?? 'generic' })
    .execute();
}

const MAX_ATTEMPTS = 8;

type WorkerOptions = { smtpUrl: string; from: string; intervalMs?: number; log: { warn: (o: object, m: string) => void } };

/** Sends due outbox mails; SKIP LOCKED lets several replicas share the work without double sends. */
export function startOutboxWorker(db: Kysely<any>, { smtpUrl, from, intervalMs = 1000, log }: WorkerOptions) {
  const transport = nodemailer.createTransport(smtpUrl);
  let running = false;
  let stopped = false;

  async function tick() {
    if (running || stopped) return;
    running = true;
    try {
      await db.transaction().execute(async (trx) => {
        const due = await sql<{ id: number; to_address: string; subject: string; text_body: string; html_body: string | null; attempts: number }>`
          select id, to_address, subject, text_body, html_body, attempts from outbox
          where status = 'pending' and next_attempt_at <= now()
          order by id limit 20 for update skip locked`.execute(trx);
        for (const m of due.rows) {
          try {
            await transport.sendMail({ from, to: m.to_address, subject: m.subject, text: m.text_body, html: m.html_body ?? undefined });
            await trx.updateTable('outbox').set({ status: 'sent', sent_at: sql`now()`, attempts: m.attempts + 1 }).where('id', '=', m.id).execute();
          } catch (err) {
            const attempts = m.attempts + 1;
            const delay = Math.min(3600, 5 * 2 ** attempts);
            await trx
              .updateTable('outbox')
              .set({
                attempts,
                status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
                last_error: String((err as Error).message).slice(0, 500),
                next_attempt_at: sql`now() + make_interval(secs => ${delay})`,
              })
              .where('id', '=', m.id)
              .execute();
          }
        }
      });
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
      transport.close();
    },
  };
}
