// Contracts of the release registry: which version of each frontend is live, with its history.
// The site service owns the registry; the release commands, the admin's Releases panel and the
// shell's runtime config all speak these shapes.
import { z } from 'zod';
import { REMOTE_AREAS, SHELL, type RemoteAreaName } from './areas';
import { endpointsOf } from './endpoint';
import { PagesFile } from './pages';

/** The frontends that ship on their own: the shell and each area's remote (./areas.ts lists them). */
export const APPS: readonly (typeof SHELL.name | RemoteAreaName)[] = [SHELL.name, ...REMOTE_AREAS.map((a) => a.name)];
export type App = (typeof APPS)[number];
export const AppName = z.enum(APPS);

/** A version is the content hash of the built files: 12 lowercase hex characters. */
export const Version = z.string().regex(/^[0-9a-f]{12}$/, 'A version is 12 hexadecimal characters');

/** Who may open a route: anyone, a signed-in member, or an admin. */
export const RouteGuard = z.enum(['member', 'admin']);

/** A page an area serves: its path pattern, the exposed module that renders it, its title. */
export const AreaRoute = z.strictObject({
  path: z.string().regex(/^\/[A-Za-z0-9\-_/:*]*$/, 'A route path starts with / and uses letters, digits, -, _, :param and *'),
  module: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9]*$/)
    .nullable(),
  title: z.string().min(1).max(120),
  guard: RouteGuard.nullable().default(null),
});
export type AreaRoute = z.infer<typeof AreaRoute>;

/**
 * The parts of a Module Federation manifest (mf-manifest.json) that the compatibility gate reads.
 * Its keys are the bundler's own (camelCase), kept as the build wrote them.
 */
export const ManifestShared = z.looseObject({
  name: z.string(),
  version: z.string().optional(),
  singleton: z.boolean().optional(),
  requiredVersion: z.union([z.string(), z.literal(false), z.null()]).optional(),
});
export const Manifest = z.looseObject({
  name: z.string(),
  metaData: z.looseObject({ pluginVersion: z.string().optional() }),
  shared: z.array(ManifestShared),
  exposes: z.array(z.looseObject({ name: z.string(), path: z.string().optional() })),
});
export type Manifest = z.infer<typeof Manifest>;

/** `POST /deploy/releases`: register a built version and make it live (or only check it). */
export const ReleaseRequest = z.strictObject({
  app: AppName,
  version: Version,
  commit: z.string().max(80).nullable().default(null),
  released_by: z.string().trim().min(1).max(200),
  manifest: Manifest,
  routes: z.array(AreaRoute).max(100),
  /** The build's prerendered pages (dist/sqw-pages.json), composed into the site's HTML while it is live. */
  pages: PagesFile.optional(),
  /** Skip the compatibility gate; recorded as forced. */
  force: z.boolean().default(false),
  /** Only run the gate; nothing is stored. */
  dry_run: z.boolean().default(false),
});
export type ReleaseRequest = z.input<typeof ReleaseRequest>;

/** `POST /deploy/releases/rollback` and the admin's rollback: the previous live version, or `to`. */
export const RollbackRequest = z.strictObject({
  app: AppName,
  to: Version.optional(),
  released_by: z.string().trim().min(1).max(200),
});
export const AdminRollbackRequest = z.strictObject({ to: Version.optional() });
export const AppParam = z.object({ app: AppName });

/** One change of the live pointer. */
export const ReleaseEvent = z.object({
  id: z.number(),
  app: AppName,
  version: Version,
  action: z.enum(['release', 'rollback']),
  actor: z.string(),
  forced: z.boolean(),
  commit: z.string().nullable(),
  at: z.string(),
});
export type ReleaseEvent = z.infer<typeof ReleaseEvent>;

export const AppReleases = z.object({
  app: AppName,
  live: ReleaseEvent.nullable(),
  /** Newest first. */
  history: z.array(ReleaseEvent),
  /** Every stored version, newest first: what a rollback may pick. */
  versions: z.array(z.object({ version: Version, commit: z.string().nullable(), created_at: z.string(), created_by: z.string() })),
});
export type AppReleases = z.infer<typeof AppReleases>;
export const ReleaseList = z.object({ apps: z.array(AppReleases) });
export type ReleaseList = z.infer<typeof ReleaseList>;

export const ReleaseResult = z.object({
  app: AppName,
  version: Version,
  live: z.boolean(),
  /** Previous live version, if any. */
  previous: Version.nullable(),
  forced: z.boolean(),
  /** Gate problems that --force overrode (empty otherwise). */
  overridden: z.array(z.string()),
});
export type ReleaseResult = z.infer<typeof ReleaseResult>;

/** A route as /config.json lists it: the area's route plus which remote serves it. */
export const LiveRoute = AreaRoute.extend({ remote: z.string() });
export type LiveRoute = z.infer<typeof LiveRoute>;

const siteRoute = endpointsOf('site');

/** The release registry on the site service: the deploy pipeline's routes (deploy key only) and the admin's. */
export const endpoints = {
  /** 201 when the version went live; 200 for a dry run or a version that was already live. */
  release: siteRoute({ method: 'POST', path: '/deploy/releases', body: ReleaseRequest, status: 201, response: ReleaseResult }),
  rollback: siteRoute({ method: 'POST', path: '/deploy/releases/rollback', body: RollbackRequest, response: ReleaseResult }),
  list: siteRoute({ method: 'GET', path: '/deploy/releases', response: ReleaseList }),
};

export const adminEndpoints = {
  releases: siteRoute({ method: 'GET', path: '/admin/releases', response: ReleaseList }),
  rollBack: siteRoute({ method: 'POST', path: '/admin/releases/:app/rollback', params: AppParam, body: AdminRollbackRequest, response: ReleaseResult }),
};

/**
 * What the gateway asks the site service for, beside the API: the shell's `/config.json`, and the
 * crawlers' files. Left out of the OpenAPI document: they answer 503 until the site is configured.
 */
export const gatewayEndpoints = {
  runtimeConfig: siteRoute({ method: 'GET', path: '/runtime-config', produces: 'application/json' }),
  robots: siteRoute({ method: 'GET', path: '/robots.txt', produces: 'text/plain' }),
  sitemap: siteRoute({ method: 'GET', path: '/sitemap.xml', produces: 'application/xml' }),
};
