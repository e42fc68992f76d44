// Checked by hand, not with zod: this runs on every first visit before anything renders, and
// even zod/mini would be a tenth of the home page's JavaScript for these few fields.

import { REMOTE_NAMES, SERVICE_NAMES, type RemoteName, type ServiceName } from '@sqw/contracts/areas';

// The config names of the remotes and services come from the area manifest (plain data, no zod).
export { REMOTE_NAMES, SERVICE_NAMES, type RemoteName, type ServiceName };

export type RouteGuard = 'member' | 'admin';

/** A page a remote serves, as its live release lists it: the shell's route table is made of these. */
export type LiveRoute = { path: string; module: string; title: string; guard: RouteGuard | null; remote: RemoteName };

/** `/config.json` on the shell's origin, computed from the live releases (or written by the launcher). */
export type RuntimeConfig = {
  remotes: Partial<Record<RemoteName, string>>;
  services: Partial<Record<ServiceName, string>>;
  supabaseAnonKey?: string;
  routes: LiveRoute[];
  /** The live version of each app, for diagnostics. */
  versions?: Record<string, string>;
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function invalid(what: string): never {
  throw new Error(`The site configuration is invalid: ${what}.`);
}

/** A URL in /config.json; a same-origin path such as "/api/hall" is resolved against the page. */
function configUrl(value: unknown, where: string): string {
  if (typeof value !== 'string') invalid(`${where} must be a URL`);
  let url: URL;
  try {
    url = typeof location !== 'undefined' ? new URL(value, location.href) : new URL(value);
  } catch {
    return invalid(`${where} is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') invalid(`${where} must be an http(s) URL`);
  return url.href.replace(/\/$/, '');
}

function urlMap<K extends string>(value: unknown, field: string, names: readonly K[]): Partial<Record<K, string>> {
  if (!isRecord(value)) invalid(`"${field}" must be an object`);
  const out: Partial<Record<K, string>> = {};
  for (const [name, url] of Object.entries(value)) {
    if (!names.includes(name as K)) invalid(`"${field}" names an unknown ${field.slice(0, -1)} "${name}"`);
    out[name as K] = configUrl(url, `${field}.${name}`);
  }
  return out;
}

// The rules of the release registry's routes (AreaRoute in @sqw/contracts).
const ROUTE_PATH = /^\/[A-Za-z0-9\-_/:*]*$/;
const MODULE = /^[A-Za-z][A-Za-z0-9]*$/;

function liveRoute(value: unknown, i: number): LiveRoute {
  if (!isRecord(value)) invalid(`routes[${i}] must be an object`);
  const { path, module, title, guard = null, remote } = value;
  const where = `routes[${i}]${typeof path === 'string' ? ` (${path})` : ''}`;
  if (typeof path !== 'string' || !ROUTE_PATH.test(path)) invalid(`${where}: "path" must be a path such as "/sqw-hall"`);
  if (typeof module !== 'string' || !MODULE.test(module)) invalid(`${where}: "module" must name an exposed module`);
  if (typeof title !== 'string' || !title) invalid(`${where}: "title" must be a text`);
  if (guard !== null && guard !== 'member' && guard !== 'admin') invalid(`${where}: "guard" must be null, "member" or "admin"`);
  if (!REMOTE_NAMES.includes(remote as RemoteName)) invalid(`${where} names an unknown remote ${JSON.stringify(remote)}`);
  return { path, module, title, guard, remote: remote as RemoteName };
}

function liveRoutes(value: unknown): LiveRoute[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) invalid('"routes" must be a list');
  return value.map(liveRoute);
}

function versions(value: unknown): Record<string, string> {
  if (!isRecord(value) || Object.values(value).some((v) => typeof v !== 'string')) invalid('"versions" must map each app to its version');
  return value as Record<string, string>;
}

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isRecord(raw)) invalid('not a JSON object');
  const config: RuntimeConfig = {
    remotes: urlMap(raw.remotes, 'remotes', REMOTE_NAMES),
    services: urlMap(raw.services, 'services', SERVICE_NAMES),
    routes: liveRoutes(raw.routes),
  };
  if (raw.supabaseAnonKey !== undefined) {
    if (typeof raw.supabaseAnonKey !== 'string') invalid('"supabaseAnonKey" must be a string');
    config.supabaseAnonKey = raw.supabaseAnonKey;
  }
  if (raw.versions !== undefined) config.versions = versions(raw.versions);
  return config;
}

let current: RuntimeConfig | null = null;

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  // The shell's entry may have started this request already (see shell/src/index.ts).
  const early = globalThis as { __sqwConfig?: Promise<Response> };
  const pending = early.__sqwConfig;
  delete early.__sqwConfig;
  const res = await (pending ?? fetch(url, { cache: 'no-cache' })).catch(() => fetch(url, { cache: 'no-cache' }));
  if (!res.ok) throw new Error(`Could not load the site configuration (${res.status}).`);
  current = parseRuntimeConfig(await res.json());
  return current;
}

/** For tests and standalone remotes; a config without routes serves none. */
export function setRuntimeConfig(config: Omit<RuntimeConfig, 'routes'> & { routes?: LiveRoute[] }): void {
  current = { ...config, routes: config.routes ?? [] };
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('The runtime configuration is not loaded yet.');
  return current;
}

export function serviceUrl(name: ServiceName): string {
  const base = getRuntimeConfig().services[name];
  if (!base) throw new Error(`The ${name} service is not configured.`);
  return base.replace(/\/$/, '');
}

/**
 * A link a service gave (a path from the service's own root, or a full URL) as a URL the browser
 * can open. A service may be served under a path (`/api/store`), which a root-relative path would drop.
 */
export function serviceHref(name: ServiceName, link: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(link)) return link;
  return `${serviceUrl(name)}/${link.replace(/^\/+/, '')}`;
}
