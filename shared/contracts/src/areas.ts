// Every area of the site, declared once: its name, its key in /config.json, its service and,
// when it has one, its remote. The launcher (infra/src/topology.ts), the platform's config
// types, the shell's remote registry, the rspack configs, the release registry's app list and
// the tests all read this list; infra/test/areas.test.ts fails when one of them drifts.
//
// Plain data, no zod and no imports: the shell's first-visit bundle reads it, and so do the
// rspack configs (`.mjs` run by Node, which loads this file through rspack's bundled jiti).

/** One area of the site. */
export type AreaSpec = {
  /** Its folders, `/api/<name>/`, `/remotes/<name>/`, its release and its e2e tag: 'web-essentials'. */
  readonly name: string;
  /** Its key in /config.json's `remotes` and `services`, SERVICE_URLS and the API client: 'webEssentials'. */
  readonly configName: string;
  /** Its Fastify service: the folder and the local port (SQW_PORT_OFFSET shifts it). */
  readonly service: { readonly dir: string; readonly port: number };
  /**
   * Its Module Federation remote, or null: `container` is the federation `name` (an identifier),
   * `devPort` the port of its rspack dev server (`pnpm dev`).
   */
  readonly remote: { readonly container: string; readonly dir: string; readonly devPort: number } | null;
};

export const AREAS = [
  { name: 'auth', configName: 'auth', service: { dir: 'services/auth', port: 4000 }, remote: null },
  { name: 'site', configName: 'site', service: { dir: 'services/site', port: 4001 }, remote: null },
  {
    name: 'store',
    configName: 'store',
    service: { dir: 'services/store', port: 4002 },
    remote: { container: 'store', dir: 'remotes/store', devPort: 3101 },
  },
  {
    name: 'web-essentials',
    configName: 'webEssentials',
    service: { dir: 'services/web-essentials', port: 4003 },
    remote: { container: 'web_essentials', dir: 'remotes/web-essentials', devPort: 3102 },
  },
  {
    name: 'media',
    configName: 'media',
    service: { dir: 'services/media', port: 4004 },
    remote: { container: 'media', dir: 'remotes/media', devPort: 3103 },
  },
  {
    name: 'hall',
    configName: 'hall',
    service: { dir: 'services/hall', port: 4005 },
    remote: { container: 'hall', dir: 'remotes/hall', devPort: 3104 },
  },
  {
    name: 'admin',
    configName: 'admin',
    service: { dir: 'services/admin', port: 4006 },
    remote: { container: 'admin', dir: 'remotes/admin', devPort: 3105 },
  },
] as const satisfies readonly AreaSpec[];

/**
 * The host app: its federation `name`, its folder, and its port (the rspack dev server's, and the
 * site's under `pnpm start`, which serves the shell, every remote and every API on one origin).
 */
export const SHELL = { name: 'shell', container: 'shell', dir: 'shell', port: 3000 } as const;

export type Area = (typeof AREAS)[number];
export type AreaName = Area['name'];
/** An area with a remote. */
export type RemoteArea = Extract<Area, { remote: object }>;
export type RemoteAreaName = RemoteArea['name'];

/** The areas with a remote, in order. */
export const REMOTE_AREAS: readonly RemoteArea[] = AREAS.filter((a): a is RemoteArea => a.remote !== null);

/** Config names of the services, as /config.json's `services` and SERVICE_URLS key them. */
export const SERVICE_NAMES: readonly Area['configName'][] = AREAS.map((a) => a.configName);
export type ServiceName = (typeof SERVICE_NAMES)[number];
/** Config names of the remotes, as /config.json's `remotes` and its routes' `remote` name them. */
export const REMOTE_NAMES: readonly RemoteArea['configName'][] = REMOTE_AREAS.map((a) => a.configName);
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The area called `name`; throws for an unknown name (the rspack configs are plain JavaScript). */
export function area<N extends AreaName>(name: N): Extract<Area, { name: N }> {
  const found = AREAS.find((a) => a.name === name);
  if (!found) throw new Error(`No area "${name}" in @sqw/contracts/areas (${AREAS.map((a) => a.name).join(', ')})`);
  return found as Extract<Area, { name: N }>;
}

/** The remote of the area called `name`: its container name, folder and dev server port. */
export function remoteOf(name: RemoteAreaName): RemoteArea['remote'] {
  const { remote } = area(name);
  if (!remote) throw new Error(`The area "${name}" has no remote`);
  return remote;
}
