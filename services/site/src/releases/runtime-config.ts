import { releases } from '@sqw/contracts';
import { AREAS } from '@sqw/contracts/areas';
import { z } from 'zod';
import type { Candidate } from './gate';

/** A remote's name in /config.json (an identifier), as the area manifest declares it. */
export const configName = (app: releases.App): string => AREAS.find((a) => a.name === app)?.configName ?? app;

const urlOrPath = z.string().min(1);
/** `RUNTIME_CONFIG`: what the deployment adds to the live versions. */
export const RuntimeConfigBase = z.strictObject({
  services: z.record(z.string(), urlOrPath),
  supabaseAnonKey: z.string().optional(),
  /** Where each remote's versions are served: `<base>/<version>/mf-manifest.json`. */
  remoteBases: z.record(z.string(), urlOrPath),
});
export type RuntimeConfigBase = z.infer<typeof RuntimeConfigBase>;

export function parseRuntimeConfigBase(json: string | undefined): RuntimeConfigBase | null {
  if (!json) return null;
  const parsed = RuntimeConfigBase.safeParse(JSON.parse(json));
  if (!parsed.success) throw new Error(`RUNTIME_CONFIG is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

/** The shell's `/config.json`: the live version of every remote, the routes they serve, and the services. */
export function runtimeConfig(base: RuntimeConfigBase, live: Map<releases.App, Candidate>) {
  const remotes: Record<string, string> = {};
  const routes: releases.LiveRoute[] = [];
  const versions: Record<string, string> = {};
  for (const app of releases.APPS) {
    const c = live.get(app);
    if (!c) continue;
    versions[app] = c.version;
    if (app === 'shell') continue;
    const name = configName(app);
    const root = base.remoteBases[name];
    if (!root) continue;
    remotes[name] = `${root.replace(/\/+$/, '')}/${c.version}/mf-manifest.json`;
    for (const r of c.routes) if (r.module) routes.push({ ...r, remote: name });
  }
  return { remotes, services: base.services, ...(base.supabaseAnonKey ? { supabaseAnonKey: base.supabaseAnonKey } : {}), routes, versions };
}
