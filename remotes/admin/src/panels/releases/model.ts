import type { releases } from '@sqw/contracts';
import type { AppReleases } from './api';

/** What the confirmation dialog asks about: which app goes from which version to which. */
export type PendingChange = { kind: 'rollback' | 'make-live'; app: releases.App; from: string; to: string };

/**
 * The version "Roll back" returns to, by the registry's own rule: the version released before
 * the live one was first released. Rollbacks are not steps in that order, so rolling back
 * twice walks further back instead of toggling between two versions.
 */
export function previousVersion(app: AppReleases): string | null {
  const live = app.live?.version;
  if (!live) return null;
  const released = app.history
    .filter((e) => e.action === 'release')
    .map((e) => e.version)
    .reverse();
  for (let i = released.indexOf(live) - 1; i >= 0; i--) if (released[i] !== live) return released[i]!;
  return null;
}

/** The history rows that offer "Make live": the newest event of each version that is not live. */
export function makeLiveEvents(app: AppReleases): Set<number> {
  const seen = new Set(app.live ? [app.live.version] : []);
  const ids = new Set<number>();
  for (const e of app.history) {
    if (seen.has(e.version)) continue;
    seen.add(e.version);
    ids.add(e.id);
  }
  return ids;
}

export const hasReleases = (list: releases.ReleaseList) => list.apps.some((a) => a.live !== null || a.history.length > 0);

/** A commit as git shows it short; the whole one stays in the cell's title. */
export const shortCommit = (commit: string | null) => (commit ? commit.slice(0, 12) : null);
