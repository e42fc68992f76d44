import { createHash, timingSafeEqual } from 'node:crypto';
import { releases } from '@sqw/contracts';
import { AppError, notFound, requireAdmin, route, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { siteUrl, type SiteConfig } from '../config';
import type { SiteDB } from '../db';
import { indexablePaths, robotsTxt, sitemapXml } from './crawlers';
import { listReleases, liveCandidates } from '../data/releases';
import { adminActor, deployActor, publish, rollback } from './publish';
import { parseRuntimeConfigBase, runtimeConfig } from './runtime-config';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** `/deploy/` routes answer only to the deployment's key; where no key is set they do not exist. */
function deployKeyCheck(key: string | undefined) {
  const expected = key ? digest(key) : null;
  return (req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
    if (!expected) return done(notFound('Route not found.'));
    const given = req.headers['x-deploy-key'];
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) {
      return done(new AppError(401, 'invalid_deploy_key', 'A valid deploy key is required (x-deploy-key).'));
    }
    done();
  };
}

/** The release registry: which version of each frontend is live, its history, and the shell's runtime config. */
export function releaseRoutes(app: ZodApp, { db, config }: ServiceContext<SiteDB, SiteConfig>): void {
  // Parsed at start, so a broken setting stops the service instead of every page load.
  const base = parseRuntimeConfigBase(config.RUNTIME_CONFIG);
  const deployOnly = deployKeyCheck(config.DEPLOY_KEY);

  const { runtimeConfig: configEndpoint, robots, sitemap } = releases.gatewayEndpoints;
  // The gateway's routes are registered by path, hidden from the OpenAPI document (see the contract).
  app.get(configEndpoint.path, { schema: { hide: true } }, async (_req, reply) => {
    if (!base) throw new AppError(503, 'not_configured', 'The site configuration is not set up (RUNTIME_CONFIG).');
    reply.header('cache-control', 'no-cache');
    return runtimeConfig(base, await liveCandidates(db));
  });

  // Computed per request like /runtime-config, so a release that adds a public page is listed
  // at once; crawlers may keep an answer a few minutes.
  const CRAWLER_CACHE = 'public, max-age=300';
  app.get(robots.path, { schema: { hide: true } }, async (_req, reply) =>
    reply
      .header('cache-control', CRAWLER_CACHE)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(siteUrl(config))),
  );
  app.get(sitemap.path, { schema: { hide: true } }, async (_req, reply) => {
    const paths = indexablePaths(await liveCandidates(db), base);
    return reply
      .header('cache-control', CRAWLER_CACHE)
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(siteUrl(config), paths));
  });

  route(
    app,
    releases.endpoints.release,
    // A release carries its prerendered pages (the shell's document and frame among them).
    { onRequest: deployOnly, bodyLimit: 4 * 1024 * 1024 },
    async (req, reply) => {
      const result = await publish(db, req.body, deployActor(req.body.released_by));
      return result.live ? result : reply.code(200).send(result);
    },
  );

  route(app, releases.endpoints.rollback, { onRequest: deployOnly }, async (req) => rollback(db, req.body.app, req.body.to, deployActor(req.body.released_by)));

  route(app, releases.endpoints.list, { onRequest: deployOnly }, async () => listReleases(db));

  route(app, releases.adminEndpoints.releases, async () => listReleases(db));

  route(app, releases.adminEndpoints.rollBack, async (req) => rollback(db, req.params.app, req.body.to, adminActor(requireAdmin(req))));
}
