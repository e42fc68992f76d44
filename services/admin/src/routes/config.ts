import { admin, auth } from '@sqw/contracts';
import { route, type ZodApp } from '@sqw/service-kit';
import type { FastifyRequest } from 'fastify';
import type { AdminContext } from '../context';
import { storeSettings } from '../sources/store';
import { UPSTREAMS } from '../settings';
import { trackUnavailable, type Upstream } from '../upstream';

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

const healthy = (upstream: Upstream, service: (typeof UPSTREAMS)[number]) =>
  upstream.get(service, '/readyz').then(
    async (answer) => (await answer.body?.cancel(), true),
    () => false,
  );

/** The Settings cards' read-only configuration: where things run and how, never a secret. */
export function configRoutes(app: ZodApp, ctx: AdminContext): void {
  route(app, admin.endpoints.config, async (req) => {
    const upstream = ctx.upstream(req);
    const answered = trackUnavailable();
    const urls = ctx.settings.serviceUrls;
    const [health, storeConfig] = await Promise.all([
      Promise.all(UPSTREAMS.map((service) => (urls[service] ? healthy(upstream, service) : Promise.resolve(false)))),
      answered.take(storeSettings(upstream), null),
    ]);
    const ttl = tokenTtl(req);
    return {
      services: [
        ...UPSTREAMS.map((name, i) => ({ name, url: urls[name] ?? '', healthy: health[i]! })),
        // This answer itself shows the admin service is up.
        { name: 'admin', url: urls.admin ?? '', healthy: true },
      ],
      mail: { smtp_configured: ctx.config.SMTP_URL !== '', from: ctx.config.MAIL_FROM },
      storage: { driver: 'filesystem' as const },
      store: storeConfig && { test_mode: storeConfig.test_mode, cashapp_handle: storeConfig.cashapp_handle },
      auth: { ...(ttl ? { access_token_ttl_seconds: ttl } : {}), password_min_length: auth.PASSWORD_MIN_LENGTH },
      unavailable: answered.unavailable,
    };
  });
}
