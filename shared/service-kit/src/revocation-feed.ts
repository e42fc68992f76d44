import pg from 'pg';
import { parseRevocation, REVOCATION_CHANNEL, REVOCATION_VIEW, RevocationSet, type Revocation, type Verdict } from './revocations';

type Log = { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };

export type RevocationFeed = {
  check: (userId: string, sessionId: string | null, iat: number) => Verdict;
  /** Resolves once the first snapshot is loaded, or after `timeoutMs` (false then). */
  ready: (timeoutMs: number) => Promise<boolean>;
  close: () => Promise<void>;
};

export type FeedOptions = {
  url: string;
  log?: Log;
  /** Reconnect delays: the first, doubling up to the last (kept short: a revocation made meanwhile waits for it). */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** A query on the idle connection this often, so a connection that died silently is noticed. */
  heartbeatMs?: number;
  pruneMs?: number;
};

// The auth schema may not exist here (yet): a service's own test database, or auth not migrated.
const MISSING = new Set(['42P01', '3F000', '42501']);

/** How the feed's connection shows in pg_stat_activity. */
export const FEED_APPLICATION_NAME = 'sqw-token-revocations';

const silent: Log = { warn: () => undefined, info: () => undefined };

/**
 * Keeps a RevocationSet current over one dedicated connection: LISTEN first, then read the
 * view, so nothing committed in between is missed; notifications that arrive during the read
 * are applied again on top of it. When the connection drops (PostgreSQL restarting), it
 * reconnects with backoff and rebuilds the set; meanwhile the last set keeps being used.
 */
export function startRevocationFeed(opts: FeedOptions): RevocationFeed {
  const log = opts.log ?? silent;
  const minDelay = opts.minDelayMs ?? 250;
  const maxDelay = opts.maxDelayMs ?? 2000;
  let live = new RevocationSet();
  let client: pg.Client | null = null;
  let loading: Revocation[] | null = null;
  let closed = false;
  let attempt = 0;
  let lost = false;
  let warnedMissing = false;
  let retry: NodeJS.Timeout | undefined;
  let markReady!: () => void;
  const loaded = new Promise<void>((resolve) => (markReady = resolve));

  const onNotification = (msg: pg.Notification) => {
    if (msg.channel !== REVOCATION_CHANNEL) return;
    let r: Revocation | null = null;
    try {
      r = parseRevocation(JSON.parse(msg.payload ?? ''));
    } catch {
      // reported below
    }
    if (!r) return log.warn({ payload: msg.payload?.slice(0, 200) }, 'unreadable token revocation ignored');
    live.apply(r);
    loading?.push(r);
  };

  const schedule = () => {
    if (closed || retry) return;
    const delay = Math.min(maxDelay, minDelay * 2 ** attempt++);
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    retry.unref();
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const c = new pg.Client({ connectionString: opts.url, keepAlive: true, connectionTimeoutMillis: 5000, application_name: FEED_APPLICATION_NAME });
    client = c;
    let failed = false;
    const fail = (err: Error) => {
      if (failed) return;
      failed = true;
      if (client === c) client = null;
      loading = null;
      c.removeListener('notification', onNotification);
      c.end().catch(() => undefined);
      if (closed) return;
      if (!lost) log.warn({ err: err.message }, 'token revocation feed lost its connection; reconnecting');
      lost = true;
      schedule();
    };
    c.on('error', fail);
    c.on('end', () => fail(new Error('connection ended')));
    c.on('notification', onNotification);
    try {
      await c.connect();
      await c.query(`listen ${REVOCATION_CHANNEL}`);
      loading = [];
      const fresh = new RevocationSet();
      try {
        const { rows } = await c.query(
          `select kind, id::text as id, not_before, role_not_before, banned_until, forget_after, revision from ${REVOCATION_VIEW}`,
        );
        for (const row of rows) {
          const r = parseRevocation(row);
          if (r) fresh.apply(r);
        }
      } catch (err) {
        if (!MISSING.has((err as { code?: string }).code ?? '')) throw err;
        if (!warnedMissing)
          log.warn({ view: REVOCATION_VIEW, err: (err as Error).message }, 'no token revocations to read here (auth schema missing?); listening for new ones');
        warnedMissing = true;
      }
      if (failed || closed) return;
      for (const r of loading ?? []) fresh.apply(r);
      loading = null;
      live = fresh;
      attempt = 0;
      if (lost) log.info({ revocations: live.size }, 'token revocation feed reconnected and rebuilt');
      lost = false;
      markReady();
    } catch (err) {
      fail(err as Error);
    }
  }

  const heartbeat = setInterval(() => {
    const c = client;
    if (c && !loading) c.query('select 1').catch((err: Error) => c.emit('error', err));
  }, opts.heartbeatMs ?? 30_000);
  heartbeat.unref();
  const prune = setInterval(() => live.prune(), opts.pruneMs ?? 60_000);
  prune.unref();
  void connect();

  return {
    check: (userId, sessionId, iat) => live.check(userId, sessionId, iat),
    async ready(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
      const ok = await Promise.race([loaded.then(() => true), timeout]);
      clearTimeout(timer);
      return ok;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      clearInterval(prune);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
