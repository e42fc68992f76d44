import { admin, auth } from '@sqw/contracts';
import type { ZodApp } from '@sqw/service-kit';
import type { FastifyRequest } from 'fastify';
import type { AdminContext } from '../context';
import { storeSettings } from '../sources/store';
import { UPSTREAMS } from '../settings';
import { aggregateParts, type Upstream } from '../upstream';

/**
 * The access-token lifetime, read from the admin's own (already verified) token: the auth
 * service signs every token with its configured TTL and publishes that setting nowhere else.
 */
function tokenTtl(req: FastifyRequest): number | undefined {
  try {
    const payload = JSON.parse(Buffer.from(req.headers.authorization!.split('.')[1]!, 'base64url').toString()) as { iat?: unknown; exp?: unknown };
    const ttl = Number(payload.exp) - Number(payload.iat);
    return Number.isInteger(ttl) && ttl > 0 ? ttl : undefined;
  } catch {
    return undefined;
  }
}

const healthy = (up: Upstream, service: (typeof UPSTREAMS)[number]) =>
  up.get(service, '/readyz').then(
    async (res) => (await res.body?.cancel(), true),
    () => false,
  );

/** The Settings cards' read-only configuration: where things run and how, never a secret. */
export function configRoutes(app: ZodApp, ctx: AdminContext): void {
  app.get('/admin/config', { schema: { response: { 200: admin.AdminConfig } } }, async (req) => {
    const up = ctx.upstream(req);
    const parts = aggregateParts();
    const urls = ctx.settings.serviceUrls;
    const [health, storeConfig] = await Promise.all([
      Promise.all(UPSTREAMS.map((s) => (urls[s] ? healthy(up, s) : Promise.resolve(false)))),
      parts.take(storeSettings(up), null),
    ]);
    const ttl = tokenTtl(req);
    return {
      services: [
        ...UPSTREAMS.map((name, i) => ({ name, url: urls[name] ?? '', healthy: health[i]! })),
        // This answer itself shows the admin service is up.
        { name: 'admin', url: urls.admin ?? '', healthy: true },
      ],
      mail: { smtpConfigured: ctx.config.SMTP_URL !== '', from: ctx.config.MAIL_FROM },
      storage: { driver: 'filesystem' as const },
      store: storeConfig,
      auth: { ...(ttl ? { accessTokenTtlSeconds: ttl } : {}), passwordMinLength: auth.PASSWORD_MIN_LENGTH },
      unavailable: parts.unavailable,
    };
  });
}
