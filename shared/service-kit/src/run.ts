import pino from 'pino';
import type { z } from 'zod';
import { jwksVerifier, withRevocations, type TokenVerifier } from './auth';
import { loadConfig, type BaseConfig } from './config';
import { createDb } from './db';
import type { KitTables } from './kit-tables';
import { migrate } from './migrate';
import { startRevocationFeed } from './revocation-feed';
import { startOutboxWorker } from './outbox';
import { buildService, type Lifecycle, type ServiceContext, type ServiceDefinition } from './service';
import { fileSystemStorage } from './storage';

type RunOptions<DB extends KitTables, C extends BaseConfig> = {
  /** The zod shape of the service's own settings (what C adds to BaseConfig), read from the environment. */
  config?: z.ZodRawShape;
  /** Services that sign tokens themselves (auth) verify with their own keys. */
  verifier?: (ctx: Omit<ServiceContext<DB, C>, 'verify'>) => Promise<TokenVerifier>;
};

/** Process entry point of a service: config, pool, migrations, listen, outbox, graceful shutdown. */
export async function runService<DB extends KitTables, C extends BaseConfig>(def: ServiceDefinition<DB, C>, opts: RunOptions<DB, C> = {}): Promise<void> {
  const config = loadConfig(opts.config ?? {}) as C;
  const log = pino({ level: config.LOG_LEVEL, base: { service: def.name } });
  const db = createDb<DB>({
    url: config.DATABASE_URL,
    schema: def.schema,
    log: (err) => log.warn({ err: err.message }, 'idle database connection lost'),
  });
  if (config.MIGRATE_ON_START) await migrate(db, def.schema, def.migrations);
  const storage = fileSystemStorage(`${config.STORAGE_DIR}/${def.name}`);
  const base = { config, db, storage };
  // Revoked sessions and users (published by the auth service) are refused at once, not
  // only when their tokens expire. Serving starts once the set is loaded, or after 5 s.
  const revocations = startRevocationFeed({ url: config.AUTH_DATABASE_URL || config.DATABASE_URL, log });
  if (!(await revocations.ready(5000))) log.warn({}, 'token revocations not loaded yet; starting anyway');
  const verify = withRevocations(opts.verifier ? await opts.verifier(base) : jwksVerifier(config.AUTH_URL), revocations);
  const lifecycle: Lifecycle = { draining: false, inflight: 0, lastRequestAt: 0 };
  const app = await buildService(def, { ...base, verify }, { logger: { level: config.LOG_LEVEL, base: { service: def.name } }, lifecycle });
  await app.listen({ host: config.HOST, port: config.PORT });
  const outbox = config.SMTP_URL ? startOutboxWorker(db, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log }) : null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    // Drain first: keep accepting so queued connections get a clean 503 (and load balancers
    // see /readyz fail), until nothing is running and no request came for a moment.
    lifecycle.draining = true;
    const drainUntil = Date.now() + 10_000;
    while (Date.now() < drainUntil && (lifecycle.inflight > 0 || Date.now() - lifecycle.lastRequestAt < 300)) await new Promise((r) => setTimeout(r, 50));
    await app.close();
    outbox?.stop();
    await revocations.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** Entry point of a migration job: applies the service's migrations and exits. */
export async function runMigrations<DB extends KitTables, C extends BaseConfig>(def: ServiceDefinition<DB, C>): Promise<void> {
  const config = loadConfig();
  const db = createDb({ url: config.DATABASE_URL, schema: def.schema });
  try {
    await migrate(db, def.schema, def.migrations);
  } finally {
    await db.destroy();
  }
}
