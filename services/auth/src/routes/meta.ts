import type { ZodApp } from '@sqw/service-kit';
import type { AuthContext } from '../context';

/** GET /settings (what the client may offer) and GET /.well-known/jwks.json (public keys for local verification). */
export function metaRoutes(app: ZodApp, { config, keys }: AuthContext): void {
  app.get('/settings', async () => ({
    external: { email: true, phone: false, anonymous_users: false },
    disable_signup: config.DISABLE_SIGNUP,
    mailer_autoconfirm: config.MAILER_AUTOCONFIRM,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }));

  // Public like on hosted Supabase (no apikey): other services and supabase-js's getClaims fetch it.
  app.get('/.well-known/jwks.json', { config: { public: true } }, async (_req, reply) =>
    reply.header('cache-control', 'public, max-age=600').send(keys.jwks),
  );
}
