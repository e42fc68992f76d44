import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file of a build, relative to it. */
export function filesOf(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesOf(path, root);
    return name === '.build-stamp' ? [] : [relative(root, path)];
  });
}

const sha = (b: Buffer | Uint8Array) => createHash('sha256').update(b).digest('hex');

/**
 * What the gateway serves at each URL: status and a hash of the body, so two snapshots taken
 * around a roll compare byte for byte. Node's fetch undoes gzip, so bodies are the files'.
 */
export async function servedAt(origin: string, paths: string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const p of paths) {
    const res = await fetch(`${origin}${p}`);
    out[p] = `${res.status} ${sha(new Uint8Array(await res.arrayBuffer()))}`;
  }
  return out;
}

/** The same files' hashes straight from the build, to compare with what is served. */
export function builtAt(dir: string, prefix: string): Record<string, string> {
  return Object.fromEntries(filesOf(dir).map((f) => [`${prefix}${f}`, `200 ${sha(readFileSync(join(dir, f)))}`]));
}

/** A copy of a build with one text replaced in whichever scripts (and prerendered pages) hold it: a team's next version. */
export function replaceInScripts(dir: string, from: string, to: string): void {
  const hits = readdirSync(dir).filter((f) => (f.endsWith('.js') || f === 'sqw-pages.json') && readFileSync(join(dir, f), 'utf8').includes(from));
  if (!hits.length) throw new Error(`no built script of ${dir} contains "${from}"`);
  for (const f of hits) writeFileSync(join(dir, f), readFileSync(join(dir, f), 'utf8').replaceAll(from, to));
}
