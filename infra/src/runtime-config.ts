import { origin, REMOTES, type AppSpec, type ServiceSpec } from './topology';

/** The shell's /config.json: where each available remote's manifest and each running service is. */
export function runtimeConfig(services: ServiceSpec[], anonKey: string, available: (remote: AppSpec) => boolean) {
  const remotes: Record<string, string> = {};
  for (const r of REMOTES) if (r.configName && available(r)) remotes[r.configName] = `${origin(r.port)}/mf-manifest.json`;
  const byName: Record<string, string> = {};
  for (const s of services) byName[s.configName] = origin(s.port);
  return { remotes, services: byName, supabaseAnonKey: anonKey };
}
