import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureLocalAdmin, type LocalAdmin } from './local-admin';
import { startMailCatcher } from './mailcatcher';
import { ensureDatabase, startEmbeddedPostgres } from './postgres';
import { spawnService, stopAll, waitHealthy, type Running } from './processes';
import { supervise, writePids } from './supervise';
import { DATA_DIR, origin, PORTS, REMOTES, ROOT, SERVICES, serviceOrigin, SHELL, type ServiceSpec } from './topology';

export const say = (s: string) => console.log(s);

/** What a launcher started, stopped in reverse order on Ctrl-C, SIGTERM or a failed start. */
export class Launch {
  readonly cleanups: (() => Promise<unknown>)[] = [];
  running: Running[] = [];
  stopping = false;

  constructor() {
    if (process.env.SQW_FRESH === '1') rmSync(DATA_DIR, { recursive: true, force: true });
    mkdirSync(DATA_DIR, { recursive: true });
    process.on('SIGINT', () => void this.stop(0));
    process.on('SIGTERM', () => void this.stop(0));
  }

  async stop(code: number): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    say('\nStopping…');
    await stopAll(this.running.map((r) => r.child));
    for (const c of this.cleanups.reverse()) await c().catch(() => undefined);
    process.exit(code);
  }
}

function secret(name: string): string {
  const file = join(DATA_DIR, name);
  if (!existsSync(file)) writeFileSync(file, randomBytes(18).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

export type Backend = { up: ServiceSpec[]; admin: LocalAdmin | null; anonKey: string; site: string };

/** PostgreSQL and the mail catcher (unless configured elsewhere), then every service, supervised. */
export async function startBackend(launch: Launch): Promise<Backend> {
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    say('Starting PostgreSQL (embedded)…');
    const cluster = await startEmbeddedPostgres({ dataDir: join(DATA_DIR, 'pg'), port: PORTS.postgres, password: secret('pg-password') });
    launch.cleanups.push(() => cluster.stop());
    await ensureDatabase(cluster.url('postgres'), 'sqw');
    databaseUrl = cluster.url('sqw');
  }
  let smtpUrl = process.env.SMTP_URL;
  if (!smtpUrl) {
    const catcher = await startMailCatcher({ smtpPort: PORTS.smtp, webPort: PORTS.mailWeb });
    launch.cleanups.push(() => catcher.stop());
    smtpUrl = `smtp://127.0.0.1:${PORTS.smtp}`;
  }

  const site = origin(SHELL.port);
  const anonKey = process.env.ANON_KEY ?? 'sqw-local-anon-key';
  const authUrl = serviceOrigin('auth');
  const present = SERVICES.filter((s) => existsSync(join(ROOT, s.dir, 'src/main.ts')));
  // Services that call others (the admin service) find them here, by config name.
  const serviceUrls = JSON.stringify(Object.fromEntries(present.map((s) => [s.configName, origin(s.port)])));
  // The site service owns the release registry and computes /config.json from it.
  const siteEnv = {
    DEPLOY_KEY: secret('deploy-key'),
    // Browsers reach everything on the site's own origin, whatever address serves it.
    RUNTIME_CONFIG: JSON.stringify({
      services: Object.fromEntries(present.map((s) => [s.configName, `/api/${s.name}`])),
      supabaseAnonKey: anonKey,
      remoteBases: Object.fromEntries(REMOTES.map((r) => [r.configName, `/remotes/${r.name}`])),
    }),
    PUBLIC_URL: `${site}/api/site`,
  };
  const env = (spec: ServiceSpec) => ({
    PORT: String(spec.port),
    PUBLIC_URL: origin(spec.port),
    DATABASE_URL: databaseUrl!,
    MIGRATE_ON_START: 'true',
    SMTP_URL: smtpUrl!,
    SITE_URL: site,
    CORS_ORIGINS: site,
    AUTH_URL: authUrl,
    API_EXTERNAL_URL: authUrl,
    ANON_KEY: anonKey,
    SERVICE_URLS: serviceUrls,
    STORAGE_DIR: join(DATA_DIR, 'uploads'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...(spec.name === 'site' ? siteEnv : {}),
  });
  say(`Starting services: ${present.map((s) => s.name).join(', ')}…`);
  launch.running = present.map((spec) => spawnService(spec, env(spec)));
  writePids(launch.running);
  // A service that cannot start is reported and left out; its area shows its own error.
  const health = await Promise.allSettled(launch.running.map((r) => waitHealthy(r)));
  const down = new Set<string>();
  health.forEach((h, i) => {
    if (h.status === 'fulfilled') return;
    down.add(launch.running[i]!.spec.name);
    console.error(`! ${launch.running[i]!.spec.name} did not start and is left out: ${(h.reason as Error).message.split('\n').slice(0, 12).join('\n')}`);
  });
  supervise(launch.running, env, () => launch.stopping);
  const admin = down.has('auth') ? null : await ensureLocalAdmin(databaseUrl);
  return { up: present.filter((s) => !down.has(s.name)), admin, anonKey, site };
}

export function printSummary(backend: Backend): void {
  say('');
  say(`  Site:         ${backend.site}`);
  if (!process.env.SMTP_URL) say(`  Mail catcher: ${origin(PORTS.mailWeb)}`);
  if (backend.admin) {
    say(`  Local admin:  ${backend.admin.email} / ${backend.admin.password}`);
    // The Admin Portal asks for a code after the password: add this key to an authenticator app, or run `pnpm admin:code`.
    say(`  Admin code:   authenticator key ${backend.admin.totpSecret} (or \`pnpm admin:code\` prints the current code)`);
  }
  say(`  Logs:         ${join(DATA_DIR, 'logs')}`);
  say('\nPress Ctrl-C to stop.');
}
