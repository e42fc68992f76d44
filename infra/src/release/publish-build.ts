import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pages, releases } from '@sqw/contracts';
import type { releaseApi } from './api';
import { storeVersion, versionOf } from './store';

/**
 * A pages file built before its keys took snake_case names (a stored version released again with
 * `--from`) names its frame variants `navFrames`; they are read as `nav_frames`.
 */
function snakeCaseFrames(file: unknown): unknown {
  if (!file || typeof file !== 'object' || !('navFrames' in file)) return file;
  const { navFrames, ...rest } = file as Record<string, unknown>;
  return { ...rest, nav_frames: navFrames };
}

/** What a built folder says about itself: its federation manifest, the routes it serves and their prerendered pages. */
export function readBuild(dir: string): { manifest: releases.Manifest; routes: releases.AreaRoute[]; pages?: pages.PagesFile } {
  const read = (name: string) => {
    const file = join(dir, name);
    if (!existsSync(file)) throw new Error(`${file} is missing: is ${dir} a build made with @sqw/rspack-preset?`);
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  };
  const problems = (name: string, issues: { path: PropertyKey[]; message: string }[]) =>
    new Error(`${join(dir, name)} is not what a release needs: ${issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const manifest = releases.Manifest.safeParse(read('mf-manifest.json'));
  if (!manifest.success) throw problems('mf-manifest.json', manifest.error.issues);
  const routes = releases.AreaRoute.array().safeParse(read('sqw-routes.json'));
  if (!routes.success) throw problems('sqw-routes.json', routes.error.issues);
  // An area without public pages (the admin) prerenders none.
  if (!existsSync(join(dir, pages.PAGES_ASSET))) return { manifest: manifest.data, routes: routes.data };
  const prerendered = pages.PagesFile.safeParse(snakeCaseFrames(read(pages.PAGES_ASSET)));
  if (!prerendered.success) throw problems(pages.PAGES_ASSET, prerendered.error.issues);
  return { manifest: manifest.data, routes: routes.data, pages: prerendered.data };
}

export type PublishOptions = {
  app: releases.App;
  dir: string;
  releasedBy: string;
  commit: string | null;
  force?: boolean;
  dryRun?: boolean;
  /** Copy the files into the local store (off where the files ship another way, e.g. in an image). */
  store?: boolean;
};

/**
 * Stores a build under its version, then asks the registry to make it live. Files go first, so
 * the pointer never names a version that cannot be served; a refused new version is removed again.
 */
export async function publishBuild(api: ReturnType<typeof releaseApi>, o: PublishOptions) {
  const version = versionOf(o.dir);
  const { manifest, routes, pages: prerendered } = readBuild(o.dir);
  const stored = o.store !== false && !o.dryRun ? storeVersion(o.app, o.dir, version) : null;
  try {
    const result = await api.release({
      app: o.app,
      version,
      commit: o.commit,
      released_by: o.releasedBy,
      manifest,
      routes,
      pages: prerendered,
      force: o.force ?? false,
      dry_run: o.dryRun ?? false,
    });
    return { ...result, stored: stored?.path ?? null };
  } catch (err) {
    if (stored?.created) rmSync(stored.path, { recursive: true, force: true });
    throw err;
  }
}
