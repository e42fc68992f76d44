import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { E2E_DATA_DIR, PORT_OFFSET, SITE } from './env';

export const ROOT = resolve(import.meta.dirname, '..', '..');
const RELEASES = join(ROOT, E2E_DATA_DIR, 'releases');

/** Runs one of the release commands against the e2e site, as a team would against theirs. */
export function releaseCommand(command: 'release' | 'rollback' | 'releases', ...args: string[]) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', `infra/src/release/${command}.ts`, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, SQW_PORT_OFFSET: String(PORT_OFFSET), SQW_DATA_DIR: E2E_DATA_DIR, SQW_RELEASED_BY: 'e2e@sqw.local' },
  });
  return { code: res.status, out: `${res.stdout}${res.stderr}` };
}

export const liveConfig = async () =>
  (await (await fetch(`${SITE}/config.json`)).json()) as { remotes: Record<string, string>; versions: Record<string, string>; routes: { path: string }[] };

/** A copy of an app's live build, changed by `edit`: what a team's next build would be. */
export async function changedBuild(app: string, edit: (dir: string) => void): Promise<string> {
  const live = (await liveConfig()).versions[app]!;
  const dir = mkdtempSync(join(tmpdir(), `sqw-${app}-`));
  cpSync(join(RELEASES, app, live), dir, { recursive: true });
  edit(dir);
  return dir;
}

/** Replaces text in one built file, which must contain it. */
export function replaceInFile(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain "${from}"`);
  writeFileSync(file, text.replaceAll(from, to));
}

/** Replaces text in whichever built script contains it. */
export function replaceInScripts(dir: string, from: string, to: string): void {
  const hits = readdirSync(dir).filter((f) => f.endsWith('.js') && readFileSync(join(dir, f), 'utf8').includes(from));
  if (!hits.length) throw new Error(`No built script contains "${from}"`);
  for (const f of hits) writeFileSync(join(dir, f), readFileSync(join(dir, f), 'utf8').replaceAll(from, to));
}

export function editJson<T>(file: string, edit: (value: T) => void): void {
  const value = JSON.parse(readFileSync(file, 'utf8')) as T;
  edit(value);
  writeFileSync(file, JSON.stringify(value));
}

/** A fingerprint of every stored version of an app: what "byte-identical" is checked against. */
export function storedTree(app: string): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(path).update(readFileSync(path));
    }
  };
  walk(join(RELEASES, app));
  return hash.digest('hex');
}
