import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { releases } from '@sqw/contracts';
import type { LiveConfig } from '../live-config';
import { REMOTES, ROOT, SHELL, type AppSpec } from '../topology';
import type { releaseApi } from './api';
import { publishBuild } from './publish-build';
import { appReleasesDir, storedVersions, versionOf } from './store';
import { releasedBy, workingCommit } from './who';

/**
 * `pnpm start` releases each fresh build it made: a build whose version the registry has never
 * seen. A version seen before (say, one rolled back from) is not made live again by a restart.
 * The shell goes first, since remotes are checked against it; a refused build is reported and
 * the area keeps its live version. Answers the apps whose new build was not released.
 */
export async function releaseFreshBuilds(api: ReturnType<typeof releaseApi>, skip: Set<string>, log: (s: string) => void): Promise<string[]> {
  const refused: string[] = [];
  const { apps } = await api.list();
  const known = new Map(apps.map((a) => [a.app, new Set(a.versions.map((v) => v.version))]));
  const by = `${releasedBy()} (pnpm start)`;
  const commit = workingCommit();
  for (const spec of [SHELL, ...REMOTES] as AppSpec[]) {
    const dir = join(ROOT, spec.dir, 'dist');
    if (skip.has(spec.name) || !existsSync(join(dir, 'mf-manifest.json'))) continue;
    const app = spec.name as releases.App;
    if (known.get(app)?.has(versionOf(dir))) continue;
    try {
      const r = await publishBuild(api, { app, dir, releasedBy: by, commit });
      log(`  released ${app} ${r.version}`);
    } catch (err) {
      console.error(`! ${app}: the new build was not released: ${(err as Error).message}`);
      refused.push(app);
    }
  }
  return refused;
}

/** The shell host's folders: the live shell version first, then older ones for open tabs. */
export function shellRoots(config: () => Promise<LiveConfig>) {
  return async (): Promise<string[]> => {
    const stored = storedVersions('shell');
    const live = (await config().catch(() => null))?.versions?.shell;
    const order = live && stored.includes(live) ? [live, ...stored.filter((v) => v !== live)] : stored;
    return order.map((v) => join(appReleasesDir('shell'), v));
  };
}
