import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { releases } from '@sqw/contracts';
import { origin, REMOTES, ROOT, type AppSpec, type ServiceSpec } from './topology';

/** Where a remote's routes are read from: its build's sqw-routes.json, or its routes.json. */
export type RoutesOf = (remote: AppSpec) => releases.AreaRoute[];

/** routes.json names each module's source file, which the shell has no use for. */
function withoutSource(entry: unknown): unknown {
  if (!entry || typeof entry !== 'object') return entry;
  const { source: _source, ...route } = entry as Record<string, unknown>;
  return route;
}

/** A routes file checked as the release registry checks routes. */
function readRoutes(file: string): releases.AreaRoute[] {
  if (!existsSync(file)) throw new Error(`${file} is missing`);
  const raw = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const parsed = releases.AreaRoute.array().safeParse(Array.isArray(raw) ? raw.map(withoutSource) : raw);
  if (!parsed.success) throw new Error(`${file} is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

/** What a remote's build serves (`dist/sqw-routes.json`, written by the preset). */
export const builtRoutes: RoutesOf = (remote) => readRoutes(join(ROOT, remote.dir, 'dist', 'sqw-routes.json'));

/** The routes in the remote's sources (`routes.json`), as its dev server serves them. */
export const sourceRoutes: RoutesOf = (remote) => readRoutes(join(ROOT, remote.dir, 'routes.json'));

/**
 * The shell's /config.json without the release registry: where each available remote's manifest
 * and each running service is, and the routes of those remotes.
 */
export function runtimeConfig(services: ServiceSpec[], anonKey: string, available: (remote: AppSpec) => boolean, routesOf: RoutesOf = builtRoutes) {
  const remotes: Record<string, string> = {};
  const routes: releases.LiveRoute[] = [];
  for (const r of REMOTES) {
    if (!r.configName || !available(r)) continue;
    remotes[r.configName] = `${origin(r.port)}/mf-manifest.json`;
    for (const route of routesOf(r)) if (route.module) routes.push({ ...route, remote: r.configName });
  }
  const byName: Record<string, string> = {};
  for (const s of services) byName[s.configName] = origin(s.port);
  return { remotes, services: byName, supabaseAnonKey: anonKey, routes };
}
