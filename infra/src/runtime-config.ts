import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { origin, REMOTES, ROOT, type ServiceSpec } from './topology';

/** The shell's /config.json: where each built remote's manifest and each running service is. */
export function runtimeConfig(services: ServiceSpec[], anonKey: string, leftOut: Set<string> = new Set()) {
  const remotes: Record<string, string> = {};
  for (const r of REMOTES) {
    if (r.configName && !leftOut.has(r.name) && existsSync(join(ROOT, r.dir, 'dist', 'mf-manifest.json'))) remotes[r.configName] = `${origin(r.port)}/mf-manifest.json`;
  }
  const byName: Record<string, string> = {};
  for (const s of services) byName[s.configName] = origin(s.port);
  return { remotes, services: byName, supabaseAnonKey: anonKey };
}
