import { sql, type Kysely } from 'kysely';
import { createDb } from '../src/db';
import type { KitTables } from '../src/kit-tables';
import { migrate } from '../src/migrate';
import { enqueueMail, retryDelay, startOutboxWorker } from '../src/outbox';
import { createTestDatabase } from '../src/testing';

type Sent = { to: string; subject: string };
let drop: () => Promise<void>;
let db: Kysely<KitTables>;
let other: Kysely<KitTables>;
const log = { warn: () => undefined };

beforeEach(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  db = createDb<KitTables>({ url: database.url, schema: 'kit_test', max: 4 });
  other = createDb<KitTables>({ url: database.url, schema: 'kit_test', max: 2 });
  // The kit's own tables (the outbox among them) come with every service's migrations.
  await migrate(db, 'kit_test', {});
});
afterEach(async () => {
  await db.destroy();
  await other.destroy();
  await drop();
});

const row = (id: number) => other.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const ids = async () => (await other.selectFrom('outbox').select('id').orderBy('id').execute()).map((r) => Number(r.id));

describe('the mail outbox', () => {
  it('commits its claim before talking to SMTP, so no transaction stays open during a slow send', async () => {
    await enqueueMail(db, { to: 'a@example.com', subject: 'Hello', text: 'x' });
    const [id] = await ids();
    let release!: () => void;
    const sent: Sent[] = [];
    const transport = {
      sendMail: (m: Sent) => new Promise<void>((res) => (release = () => (sent.push(m), res()))),
    };
    const worker = startOutboxWorker(db, { smtpUrl: '', from: 'site@example.com', log, transport, intervalMs: 60_000 });
    const ticking = worker.tick();
    await new Promise((r) => setTimeout(r, 200));
    // Another connection sees the claim (committed) and no open transaction holds a lock on it.
    const claimed = await row(id!);
    expect(claimed.attempts).toBe(1);
    expect(new Date(claimed.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 60_000);
    await sql`select id from outbox where id = ${id} for update nowait`.execute(other);
    const open = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'idle in transaction'`.execute(other);
    expect(open.rows[0]!.n).toBe(0);
    // A second worker does not take a mail that is being sent.
    const twin = startOutboxWorker(db, {
      smtpUrl: '',
      from: 'site@example.com',
      log,
      transport: { sendMail: async (m: Sent) => void sent.push(m) },
      intervalMs: 60_000,
    });
    await twin.tick();
    expect(sent).toEqual([]);
    release();
    await ticking;
    expect(sent).toEqual([expect.objectContaining({ to: 'a@example.com', subject: 'Hello' })]);
    expect((await row(id!)).status).toBe('sent');
    worker.stop();
    twin.stop();
  });

  it('retries a failed send later with backoff, and gives up after eight attempts', async () => {
    await enqueueMail(db, { to: 'b@example.com', subject: 'Retry', text: 'x' });
    const [id] = await ids();
    const worker = startOutboxWorker(db, {
      smtpUrl: '',
      from: 's@example.com',
      log,
      transport: { sendMail: async () => Promise.reject(new Error('421 try later')) },
      intervalMs: 60_000,
    });
    await worker.tick();
    let r = await row(id!);
    expect([r.status, r.attempts, r.last_error]).toEqual(['pending', 1, '421 try later']);
    const wait = (new Date(r.next_attempt_at).getTime() - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(retryDelay(1) - 2);
    expect(wait).toBeLessThan(retryDelay(1) + 2);
    for (let i = 0; i < 7; i++) {
      await other
        .updateTable('outbox')
        .set({ next_attempt_at: sql`now()` })
        .where('id', '=', id!)
        .execute();
      await worker.tick();
    }
    r = await row(id!);
    expect([r.status, r.attempts]).toEqual(['failed', 8]);
    worker.stop();
  });

  it('sends again a mail whose sender died before marking it sent: twice at worst, never lost', async () => {
    await enqueueMail(db, { to: 'c@example.com', subject: 'Survives', text: 'x' });
    const [id] = await ids();
    // The first sender claims with a short lease and dies mid-send (its promise never settles).
    const dying = startOutboxWorker(db, {
      smtpUrl: '',
      from: 's@example.com',
      log,
      leaseSeconds: 1,
      transport: { sendMail: () => new Promise(() => undefined) },
      intervalMs: 60_000,
    });
    void dying.tick();
    await new Promise((r) => setTimeout(r, 200));
    expect((await row(id!)).status).toBe('pending');
    const sent: Sent[] = [];
    const next = startOutboxWorker(db, {
      smtpUrl: '',
      from: 's@example.com',
      log,
      transport: { sendMail: async (m: Sent) => void sent.push(m) },
      intervalMs: 60_000,
    });
    await next.tick();
    expect(sent).toEqual([]);
    await new Promise((r) => setTimeout(r, 1200));
    await next.tick();
    expect(sent.map((m) => m.subject)).toEqual(['Survives']);
    expect((await row(id!)).status).toBe('sent');
    dying.stop();
    next.stop();
  });
});
