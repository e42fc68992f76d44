// Renders an app's public pages at build time into dist/sqw-pages.json, which its release hands
// to the registry: the site composes each page's HTML from the live release of the area that
// serves it, so an area's first screen changes with its own release, never with the shell's.
// Run after the browser build: `node node_modules/@sqw/rspack-preset/prerender.mjs`.
import { rspack } from '@rspack/core';
import { mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createPrerenderConfig } from './index.mjs';

/** What the build writes, checked against PagesFile of @sqw/contracts by the registry. */
export const PAGES_ASSET = 'sqw-pages.json';

const build = (config) =>
  new Promise((ok, fail) => rspack(config).run((err, stats) => (err || stats.hasErrors() ? fail(err ?? new Error(stats.toString('errors-only'))) : ok())));

// A visitor with nothing stored: no session, no earlier visit. Pages read these while rendering.
const storage = () => ({ getItem: () => null, setItem() {}, removeItem() {}, key: () => null, length: 0 });

/**
 * Bundles `entry` for Node and returns its exports. The entry's `pagesFile()` gives the pages.
 * @param {{ dir: string, entry?: string }} opts
 */
export async function loadPrerenderEntry({ dir, entry = './src/prerender.tsx' }) {
  const outDir = join(dir, 'node_modules/.prerender');
  await build(createPrerenderConfig({ dir, entry, outDir }));
  Object.assign(globalThis, { localStorage: storage(), sessionStorage: storage() });
  try {
    return createRequire(import.meta.url)(join(outDir, 'prerender.cjs'));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Writes the pages into `dir`/dist and says how big they are. */
export function writePages(dir, file) {
  mkdirSync(join(dir, 'dist'), { recursive: true });
  const json = JSON.stringify(file);
  writeFileSync(join(dir, 'dist', PAGES_ASSET), json);
  console.log(`prerendered ${file.pages.map((p) => p.path).join(', ') || 'no pages'} into dist/${PAGES_ASSET} (${(json.length / 1024).toFixed(1)} KB)`);
}

// Run as a script (apps call it through their node_modules link, hence the realpath).
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  const dir = resolve(process.cwd());
  const mod = await loadPrerenderEntry({ dir });
  if (typeof mod.pagesFile !== 'function') throw new Error(`${dir}/src/prerender.tsx must export pagesFile()`);
  writePages(dir, mod.pagesFile());
}
