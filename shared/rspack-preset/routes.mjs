// An app's pages, listed in its routes.json: a remote's are exposed from their source files and
// registered with its release, the shell's own (module null) let the release gate refuse a
// remote claiming one of them. The build fails here, naming the entry, rather than at release.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** What the build writes into dist: the routes without `source` (AreaRoute[] of @sqw/contracts). */
export const ROUTES_ASSET = 'sqw-routes.json';

// The same rules as AreaRoute in shared/contracts/src/releases.ts, which the registry applies.
const PATH = /^\/[A-Za-z0-9\-_/:*]*$/;
const MODULE = /^[A-Za-z][A-Za-z0-9]*$/;
const GUARDS = [null, 'member', 'admin'];
const KEYS = ['path', 'module', 'source', 'title', 'guard'];
const MAX_ROUTES = 100;

const isRecord = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The problems of one entry; a remote's routes need a module and its source, the shell's neither. */
function entryProblems(entry, { host, dir }) {
  if (!isRecord(entry)) return ['must be an object'];
  const problems = Object.keys(entry)
    .filter((k) => !KEYS.includes(k))
    .map((k) => `has an unknown field "${k}"`);
  const { path, module, source, title, guard = null } = entry;
  if (typeof path !== 'string' || !PATH.test(path)) problems.push('"path" must start with / and use letters, digits, -, _, :param and *');
  if (typeof title !== 'string' || title.length < 1 || title.length > 120) problems.push('"title" must be a text of 1 to 120 characters');
  if (!GUARDS.includes(guard)) problems.push('"guard" must be null, "member" or "admin"');
  if (host) {
    if (module !== null) problems.push('"module" must be null: the shell\'s pages are its own, not exposed modules');
    if (source !== undefined) problems.push('"source" is only for a remote\'s exposed modules');
    return problems;
  }
  if (typeof module !== 'string' || !MODULE.test(module)) problems.push('"module" must be an identifier such as "HallPage" (the exposed module\'s name)');
  if (typeof source !== 'string' || !source.startsWith('./')) problems.push('"source" must be a path such as "./src/HallPage.tsx", relative to the app');
  else if (!existsSync(resolve(dir, source))) problems.push(`"source" ${source} does not exist`);
  return problems;
}

/**
 * Checks an app's routes and returns them with `guard` filled in; throws one error listing every
 * problem, each with its entry's position and path.
 * @param {unknown} raw
 * @param {{ host: boolean, dir: string, file: string }} opts
 * @returns {{ path: string, module: string | null, source?: string, title: string, guard: 'member' | 'admin' | null }[]}
 */
export function checkRoutes(raw, { host, dir, file }) {
  const fail = (problems) => {
    throw new Error(`${file} is invalid:\n  - ${problems.join('\n  - ')}`);
  };
  if (!Array.isArray(raw)) fail(['it must be a JSON array of routes: [{ "path", "module", "source", "title", "guard" }]']);
  if (raw.length > MAX_ROUTES) fail([`it lists ${raw.length} routes; an app may have at most ${MAX_ROUTES}`]);
  if (!host && raw.length === 0) fail(['a remote must serve at least one route']);
  const problems = [];
  const paths = new Set();
  const sources = new Map();
  raw.forEach((entry, i) => {
    const where = `route ${i + 1}${isRecord(entry) && typeof entry.path === 'string' ? ` (${entry.path})` : ''}`;
    for (const p of entryProblems(entry, { host, dir })) problems.push(`${where}: ${p}`);
    if (!isRecord(entry)) return;
    if (paths.has(entry.path)) problems.push(`${where}: the path is listed twice`);
    paths.add(entry.path);
    // One exposed name maps to one file: two sources for a module would silently drop one.
    const known = sources.get(entry.module);
    if (!host && known !== undefined && known !== entry.source) problems.push(`${where}: module ${entry.module} is already exposed from ${known}`);
    if (!host && typeof entry.module === 'string') sources.set(entry.module, entry.source);
  });
  if (problems.length) fail(problems);
  return raw.map((r) => ({ ...r, guard: r.guard ?? null }));
}

/** Reads and checks `file` (relative to `dir`). */
export function readRoutes(dir, file, host) {
  const path = resolve(dir, file);
  if (!existsSync(path)) throw new Error(`${path} is missing: every app lists its pages in ${file}`);
  let raw;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new Error(`${path} is not valid JSON: ${err.message}`);
  }
  return checkRoutes(raw, { host, dir, file: path });
}

/** The federation `exposes` of a remote: `./<module>` from its source, once per module. */
export const exposesOf = (routes) => Object.fromEntries(routes.map((r) => [`./${r.module}`, r.source]));

/** What the release registers: each route without its source file. */
export const publicRoutes = (routes) => routes.map(({ path, module, title, guard }) => ({ path, module, title, guard }));
