import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DATA_DIR } from '../topology';

/** Where released versions live locally: `<app>/<version>/`, never changed once written. */
export const RELEASES_DIR = join(DATA_DIR, 'releases');
export const appReleasesDir = (app: string) => join(RELEASES_DIR, app);

/** Files of a build that are not part of what visitors load. */
const LOCAL_ONLY = new Set(['.build-stamp']);

function files(dir: string, root = dir, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files(path, root, out);
    else if (!LOCAL_ONLY.has(name)) out.push(relative(root, path));
  }
  return out;
}

/** A build's version: the hash of its files' paths and contents, so the same build is the same version. */
export function versionOf(dir: string): string {
  const hash = createHash('sha256');
  for (const file of files(dir))
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(dir, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 12);
}

/**
 * Copies a build into the store under its version. Written to a temporary folder and renamed,
 * so a host never serves half a version; a version already stored is left untouched.
 */
export function storeVersion(app: string, dir: string, version = versionOf(dir)): { path: string; created: boolean } {
  const path = join(appReleasesDir(app), version);
  if (existsSync(path)) return { path, created: false };
  mkdirSync(appReleasesDir(app), { recursive: true });
  const tmp = `${path}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  cpSync(dir, tmp, { recursive: true, filter: (src) => !LOCAL_ONLY.has(src.split('/').pop()!) });
  renameSync(tmp, path);
  return { path, created: true };
}

/** Stored versions of an app, newest first (an open tab's files may be in any of them). */
export function storedVersions(app: string): string[] {
  const dir = appReleasesDir(app);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((v) => /^[0-9a-f]{12}$/.test(v))
    .map((v) => ({ v, t: statSync(join(dir, v)).mtimeMs }))
    .sort((a, b) => b.t - a.t)
    .map((x) => x.v);
}
