import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { buildStale } from './build';
import { ensureLocalAdmin } from './local-admin';
import { startMailCatcher } from './mailcatcher';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedCluster } from './postgres';
import { spawnService, stopAll, waitHealthy, type Running } from './processes';
import { supervise, writePids } from './supervise';
import { runtimeConfig } from './runtime-config';
import { startStaticHost } from './static-host';
import { DATA_DIR, origin, PORTS, REMOTES, ROOT, SERVICES, SHELL, type ServiceSpec } from './topology';

const say = (s: string) => console.log(s);

function secret(name: string): string {
  const file = join(DATA_DIR, name);
  if (!existsSync(file)) writeFileSync(file, randomBytes(18).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

async function main() {
  if (process.env.SQW_FRESH === '1') rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync(DATA_DIR, { recursive: true });
  const cleanups: (() => Promise<unknown>)[] = [];
  let running: Running[] = [];
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    say('\nStopping…');
    await stopAll(running.map((r) => r.child));
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  try {
    say('Building what changed…');
    const { built, failed } = buildStale({ log: say });
    say(built.length ? `  built ${built.join(', ')}` : '  everything up to date');
    for (const f of failed) console.error(`! ${f.name} did not build and is left out:\n${f.output.trim().split('\n').slice(-15).join('\n')}`);
    const unbuilt = new Set(failed.map((f) => f.name));

    let databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) {
      say('Starting PostgreSQL (embedded)…');
      const cluster: EmbeddedCluster = await startEmbeddedPostgres({ dataDir: join(DATA_DIR, 'pg'), port: PORTS.postgres, password: secret('pg-password') });
      cleanups.push(() => cluster.stop());
      await ensureDatabase(cluster.url('postgres'), 'sqw');
      databaseUrl = cluster.url('sqw');
    }

    let smtpUrl = process.env.SMTP_URL;
    if (!smtpUrl) {
      const catcher = await startMailCatcher({ smtpPort: PORTS.smtp, webPort: PORTS.mailWeb });
      cleanups.push(() => catcher.stop());
      smtpUrl = `smtp://127.0.0.1:${PORTS.smtp}`;
    }

    const site = origin(SHELL.port);
    const anonKey = process.env.ANON_KEY ?? 'sqw-local-anon-key';
    const authUrl = origin(SERVICES.find((s) => s.name === 'auth')!.port);
    const present = SERVICES.filter((s) => existsSync(join(ROOT, s.dir, 'src/main.ts')));
    // Services that call others (the admin service) find them here, by config name.
    const serviceUrls = JSON.stringify(Object.fromEntries(present.map((s) => [s.configName, origin(s.port)])));
    say(`Starting services: ${present.map((s) => s.name).join(', ')}…`);
    const serviceEnv = (spec: ServiceSpec) => ({
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
    });
    running = present.map((spec) => spawnService(spec, serviceEnv(spec)));
    writePids(running);
    // A service that cannot start is reported and left out; its area shows its own error.
    const health = await Promise.allSettled(running.map((r) => waitHealthy(r)));
    const down = new Set<string>();
    health.forEach((h, i) => {
      if (h.status === 'rejected') {
        down.add(running[i]!.spec.name);
        console.error(`! ${running[i]!.spec.name} did not start and is left out: ${(h.reason as Error).message.split('\n').slice(0, 12).join('\n')}`);
      }
    });
    const up = present.filter((s) => !down.has(s.name));
    const admin = down.has('auth') ? null : await ensureLocalAdmin(databaseUrl);

    const servers: Server[] = [];
    const config = runtimeConfig(up, anonKey, unbuilt);
    servers.push(await startStaticHost({ root: join(ROOT, SHELL.dir, 'dist'), port: SHELL.port, spa: true, virtual: { '/config.json': () => config } }));
    for (const r of REMOTES) {
      const dist = join(ROOT, r.dir, 'dist');
      if (!unbuilt.has(r.name) && existsSync(join(dist, 'mf-manifest.json'))) servers.push(await startStaticHost({ root: dist, port: r.port, cors: true }));
    }
    cleanups.push(async () => Promise.all(servers.map((s) => new Promise((res) => s.close(res)))));

    say('');
    say(`  Site:         ${site}`);
    if (!process.env.SMTP_URL) say(`  Mail catcher: ${origin(PORTS.mailWeb)}`);
    if (admin) say(`  Local admin:  ${admin.email} / ${admin.password}`);
    say(`  Logs:         ${join(DATA_DIR, 'logs')}`);
    say('\nPress Ctrl-C to stop.');
    supervise(running, serviceEnv, () => stopping);
  } catch (err) {
    console.error(`\nCould not start: ${(err as Error).message}`);
    await stop(1);
  }
}

void main();
