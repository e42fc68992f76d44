import type { ZodApp } from '@sqw/service-kit';
import { z } from 'zod';
import type { AuthContext } from '../context';
import { providerDisabled } from '../providers';

const AuthorizeQuery = z.object({ provider: z.string().max(100).optional() }).passthrough();

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

  // signInWithOAuth navigates the browser here (no apikey); no OAuth provider is enabled.
  app.get('/authorize', { config: { public: true }, schema: { querystring: AuthorizeQuery } }, async (req) => {
    throw providerDisabled(req.query.provider ?? '');
  });

  // Public like on hosted Supabase (no apikey): other services and supabase-js's getClaims fetch it.
  app.get('/.well-known/jwks.json', { config: { public: true } }, async (_req, reply) => reply.header('cache-control', 'public, max-age=600').send(keys.jwks));
}
