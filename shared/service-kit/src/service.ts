import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely, type Migration } from 'kysely';
import { auditRoutes } from './audit';
import { installAuth, type TokenVerifier } from './auth';
import type { BaseConfig } from './config';
import { clientErrorHandler, frameworkErrors, installErrorHandling } from './errors';
import { postgresRateLimitStore } from './rate-limit-store';
import { rateLimitScale } from './sender-limit';
import { responseSerializerCompiler } from './serializer';
import type { KitTables } from './kit-tables';
import type { FileStorage } from './storage';

export type ZodApp = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

export type ServiceContext<DB extends KitTables, C extends BaseConfig = BaseConfig> = {
  config: C;
  db: Kysely<DB>;
  storage: FileStorage;
  verify: TokenVerifier;
};

/** `DB` is the service's database type: its own tables and the kit's (KitTables). */
export type ServiceDefinition<DB extends KitTables, C extends BaseConfig = BaseConfig> = {
  /** Short name, also the OpenAPI title. */
  name: string;
  /** The PostgreSQL schema this service owns. */
  schema: string;
  migrations: Record<string, Migration>;
  routes: (app: ZodApp, ctx: ServiceContext<DB, C>) => void | Promise<void>;
  /** JSON body limit in bytes (uploads have their own limits). */
  bodyLimit?: number;
};

/** Shutdown state shared by the app and its runner. */
export type Lifecycle = { draining: boolean; inflight: number; lastRequestAt: number };

export const ALLOWED_HEADERS = ['authorization', 'content-type', 'idempotency-key', 'apikey', 'x-client-info', 'x-supabase-api-version'];

/** Builds a service's Fastify app with everything services share; it does not listen. */
export async function buildService<DB extends KitTables, C extends BaseConfig>(
  def: ServiceDefinition<DB, C>,
  ctx: ServiceContext<DB, C>,
  opts: {
    logger?: boolean | object;
    lifecycle?: Lifecycle;
    /** Check every response against its zod schema as well (default: under tests); see serializer.ts. */
    checkResponses?: boolean;
  } = {},
): Promise<ZodApp> {
  const life = opts.lifecycle ?? { draining: false, inflight: 0, lastRequestAt: 0 };
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: def.bodyLimit ?? 256 * 1024,
    trustProxy: process.env.TRUST_PROXY === 'true',
    return503OnClosing: true,
    requestTimeout: ctx.config.REQUEST_TIMEOUT_MS,
    connectionTimeout: ctx.config.CONNECTION_TIMEOUT_MS,
    // Node looks for overdue requests every 30 s by default, which would double the timeout,
    // and misses a stalled body while its header timeout (60 s) exceeds the request timeout.
    http: {
      connectionsCheckingInterval: Math.min(1000, Math.ceil(ctx.config.REQUEST_TIMEOUT_MS / 4)),
      headersTimeout: Math.min(60_000, ctx.config.REQUEST_TIMEOUT_MS),
    },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  // While draining, new requests get a clean 503 and the connection closes, rather than a
  // reset when the listener goes away; requests already running finish normally.
  // A callback hook (no promise per request); a reply sent here ends the request, so no done().
  const finished = () => life.inflight--;
  app.addHook('onRequest', (_req, reply, done) => {
    life.lastRequestAt = Date.now();
    if (life.draining) {
      reply
        .code(503)
        .header('connection', 'close')
        .header('retry-after', '2')
        .send({ error: { code: 'service_unavailable', message: 'The service is restarting. Please try again in a moment.' } });
      return;
    }
    life.inflight++;
    reply.raw.on('close', finished);
    done();
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: opts.checkResponses ?? process.env.NODE_ENV === 'test' }));
  installErrorHandling(app);

  // supabase-js posts an empty body as application/json (logout): treat it as {}.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '' || body === undefined) return done(null, {});
    defaultJson(req, body as string, done);
  });

  const origins = ctx.config.CORS_ORIGINS;
  await app.register(cors, {
    origin: origins.length ? origins : true,
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: ['retry-after', 'x-supabase-api-version', 'content-disposition', 'x-total-count', 'link'],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
  const scale = rateLimitScale();
  if (scale !== 1) {
    app.addHook('onRoute', (route) => {
      const limit = (route.config as { rateLimit?: { max?: unknown } } | undefined)?.rateLimit;
      if (limit && typeof limit.max === 'number') limit.max = Math.ceil(limit.max * scale);
    });
  }
  // Counted in PostgreSQL, so the replicas of a service share each budget.
  await app.register(rateLimit, { global: false, store: postgresRateLimitStore(ctx.db) });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
  await app.register(swagger, {
    openapi: { info: { title: `${def.name} service`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });

  installAuth(app, ctx.verify);

  app.get('/healthz', { schema: { hide: true } }, async () => ({ ok: true }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await sql`select 1`.execute(ctx.db);
      return { ok: true };
    } catch {
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ error: { code: 'service_unavailable', message: 'Database unavailable.' } });
    }
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  auditRoutes(app, ctx.db);

  await app.register(async (scope) => {
    await def.routes(scope as unknown as ZodApp, ctx);
  });
  await app.ready();
  return app;
}
