// zod/mini: the config is parsed on every first visit, before anything renders, and the
// classic zod build would add its whole weight to that visit.
import * as z from 'zod/mini';

export const RemoteName = z.enum(['store', 'webEssentials', 'media', 'hall', 'admin']);
export const ServiceName = z.enum(['auth', 'site', 'store', 'webEssentials', 'media', 'hall', 'admin']);
export type RemoteName = z.infer<typeof RemoteName>;
export type ServiceName = z.infer<typeof ServiceName>;

/** A URL in /config.json; a same-origin path such as "/api/hall" is resolved against the page. */
const ConfigUrl = z.pipe(
  z.pipe(
    z.string(),
    z.transform((u) => (typeof location !== 'undefined' ? new URL(u, location.href).href.replace(/\/$/, '') : u)),
  ),
  z.url(),
);

/** `/config.json` on the shell's origin, written by the launcher or the deploy. */
export const RuntimeConfig = z.object({
  remotes: z.partialRecord(RemoteName, ConfigUrl),
  services: z.partialRecord(ServiceName, ConfigUrl),
  supabaseAnonKey: z.optional(z.string()),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;

let current: RuntimeConfig | null = null;

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  // The shell's entry may have started this request already (see shell/src/index.ts).
  const early = globalThis as { __sqwConfig?: Promise<Response> };
  const pending = early.__sqwConfig;
  delete early.__sqwConfig;
  const res = await (pending ?? fetch(url, { cache: 'no-cache' })).catch(() => fetch(url, { cache: 'no-cache' }));
  if (!res.ok) throw new Error(`Could not load the site configuration (${res.status}).`);
  current = RuntimeConfig.parse(await res.json());
  return current;
}

/** For tests and standalone remotes. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
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
