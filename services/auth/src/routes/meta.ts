import { auth } from '@sqw/contracts';
import { route, type ZodApp } from '@sqw/service-kit';
import type { AuthContext } from '../context';
import { mounted } from '../mount';
import { providerDisabled } from '../providers';

/** GET /settings (what the client may offer), GET /authorize and GET /.well-known/jwks.json (public keys for local verification). */
export function metaRoutes(app: ZodApp, { config, keys }: AuthContext): void {
  route(app, mounted(auth.endpoints.settings), async () => ({
    external: { email: true, phone: false, anonymous_users: false },
    disable_signup: config.DISABLE_SIGNUP,
    mailer_autoconfirm: config.MAILER_AUTOCONFIRM,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }));

  // signInWithOAuth navigates the browser here (no apikey); no OAuth provider is enabled.
  route(app, mounted(auth.endpoints.authorize), { config: { public: true } }, async (req) => {
    throw providerDisabled(req.query.provider ?? '');
  });

  // Public like on hosted Supabase (no apikey): other services and supabase-js's getClaims fetch it.
  route(app, mounted(auth.endpoints.jwks), { config: { public: true } }, async (_req, reply) =>
    reply.header('cache-control', 'public, max-age=600').send(keys.jwks),
  );
}
