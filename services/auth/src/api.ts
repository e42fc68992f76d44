import type { ZodApp } from '@sqw/service-kit';
import type { AuthContext } from './context';
import { API_VERSION, AuthApiError, installAuthErrors } from './errors';
import { pruneChallenges } from './data/factors';
import { pruneFlowStates } from './data/flow-states';
import { pruneOneTimeTokens } from './data/one-time-tokens';
import { pruneRevocations } from './data/revocations';
import { adminUserRoutes } from './routes/admin-users';
import { factorRoutes } from './routes/factors';
import { generateLinkRoutes } from './routes/generate-link';
import { inviteRoutes } from './routes/invite';
import { logoutRoutes } from './routes/logout';
import { mailRequestRoutes } from './routes/mail-requests';
import { metaRoutes } from './routes/meta';
import { signupRoutes } from './routes/signup';
import { tokenRoutes } from './routes/token';
import { userRoutes } from './routes/user';
import { verifyRoutes } from './routes/verify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without the apikey: e-mail links opened in a browser, the JWKS. */
    public?: boolean;
  }
}

const CLEANUP_EVERY_MS = 10 * 60_000;

/** The Supabase Auth API, mounted under /auth/v1. */
export function authApi(app: ZodApp, ctx: AuthContext): void {
  installAuthErrors(app);

  // supabase-js decides how to read error codes from this header; every answer carries it.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('x-supabase-api-version', API_VERSION);
  });

  // The gateway rule of hosted Supabase: calls carry the project's public key.
  app.addHook('onRequest', async (req) => {
    if (req.routeOptions.config?.public) return;
    const header = req.headers.apikey;
    const key = (Array.isArray(header) ? header[0] : header) ?? (req.query as { apikey?: string } | undefined)?.apikey;
    if (!key) throw new AuthApiError(401, 'no_api_key', 'No API key found in request');
    if (key !== ctx.config.ANON_KEY) throw new AuthApiError(401, 'invalid_api_key', 'Invalid API key');
  });

  signupRoutes(app, ctx);
  tokenRoutes(app, ctx);
  userRoutes(app, ctx);
  factorRoutes(app, ctx);
  logoutRoutes(app, ctx);
  mailRequestRoutes(app, ctx);
  verifyRoutes(app, ctx);
  metaRoutes(app, ctx);
  inviteRoutes(app, ctx);
  adminUserRoutes(app, ctx);
  generateLinkRoutes(app, ctx);

  const cleanup = setInterval(() => {
    Promise.all([ctx.limiter.prune(), pruneOneTimeTokens(ctx.db), pruneRevocations(ctx.db), pruneFlowStates(ctx.db), pruneChallenges(ctx.db)]).catch((err) =>
      app.log.warn({ err }, 'auth cleanup failed'),
    );
  }, CLEANUP_EVERY_MS);
  cleanup.unref();
  app.addHook('onClose', async () => clearInterval(cleanup));
}
