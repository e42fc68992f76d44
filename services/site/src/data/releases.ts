import { releases, type pages } from '@sqw/contracts';
import { sql, type Kysely } from 'kysely';
import type { SiteDB } from '../db';
import type { Candidate } from '../releases/gate';

type App = releases.App;
type Db = Kysely<SiteDB>;

const EVENT_COLUMNS = ['e.id', 'e.app', 'e.version', 'e.action', 'e.actor', 'e.forced', 'e.at', 'v.commit'] as const;

const toEvent = (row: {
  id: number | string;
  app: string;
  version: string;
  action: 'release' | 'rollback';
  actor: string;
  forced: boolean;
  at: string;
  commit: string | null;
}): releases.ReleaseEvent => ({
  ...row,
  id: Number(row.id),
  app: row.app as App,
});

/** Releases are changed one at a time, so the gate always sees what is really live. */
export const lockReleases = (db: Db) => sql`select pg_advisory_xact_lock(hashtext('site.releases'))`.execute(db);

/** Each app's live version alone: a cheap check of whether anything was released since. */
export async function liveVersions(db: Db): Promise<string> {
  const rows = await db.selectFrom('release_events').select(['app', 'version']).distinctOn('app').orderBy('app').orderBy('id', 'desc').execute();
  return rows.map((r) => `${r.app}@${r.version}`).join(',');
}

/** Each app's live version with the manifest and routes the gate reads. */
export async function liveCandidates(db: Db): Promise<Map<App, Candidate & { event: releases.ReleaseEvent }>> {
  const rows = await db
    .selectFrom('release_events as e')
    .innerJoin('release_versions as v', (j) => j.onRef('v.app', '=', 'e.app').onRef('v.version', '=', 'e.version'))
    .select([...EVENT_COLUMNS, 'v.manifest', 'v.routes'])
    .distinctOn('e.app')
    .orderBy('e.app')
    .orderBy('e.id', 'desc')
    .execute();
  return new Map(
    rows.map((r) => [
      r.app as App,
      { app: r.app as App, version: r.version, manifest: r.manifest as releases.Manifest, routes: r.routes as releases.AreaRoute[], event: toEvent(r) },
    ]),
  );
}

export async function storedVersion(db: Db, app: App, version: string): Promise<Candidate | null> {
  const row = await db.selectFrom('release_versions').select(['manifest', 'routes']).where('app', '=', app).where('version', '=', version).executeTakeFirst();
  return row ? { app, version, manifest: row.manifest as releases.Manifest, routes: row.routes as releases.AreaRoute[] } : null;
}

/** Stores a version once; the same version released again keeps its first record. */
export async function storeVersion(db: Db, c: Candidate & { commit: string | null; createdBy: string; pages: pages.PagesFile | null }): Promise<void> {
  await db
    .insertInto('release_versions')
    .values({
      app: c.app,
      version: c.version,
      commit: c.commit,
      manifest: JSON.stringify(c.manifest),
      routes: JSON.stringify(c.routes),
      pages: c.pages && JSON.stringify(c.pages),
      created_by: c.createdBy,
    })
    .onConflict((oc) => oc.columns(['app', 'version']).doNothing())
    .execute();
}

export async function addEvent(db: Db, e: { app: App; version: string; action: 'release' | 'rollback'; actor: string; forced: boolean }): Promise<void> {
  await db.insertInto('release_events').values(e).execute();
}

/**
 * The version a plain rollback returns to: the one released before the live version was
 * first released. Rollbacks themselves are not steps back in time, so rolling back twice
 * walks further back instead of toggling.
 */
export async function previousVersion(db: Db, app: App, live: string): Promise<string | null> {
  const releasesOfApp = await db
    .selectFrom('release_events')
    .select(['version'])
    .where('app', '=', app)
    .where('action', '=', 'release')
    .orderBy('id')
    .execute();
  const first = releasesOfApp.findIndex((r) => r.version === live);
  for (let i = first - 1; i >= 0; i--) if (releasesOfApp[i]!.version !== live) return releasesOfApp[i]!.version;
  return null;
}

/** Every app's live version, history and stored versions, newest first. */
export async function listReleases(db: Db): Promise<releases.ReleaseList> {
  const events = await db
    .selectFrom('release_events as e')
    .innerJoin('release_versions as v', (j) => j.onRef('v.app', '=', 'e.app').onRef('v.version', '=', 'e.version'))
    .select(EVENT_COLUMNS)
    .orderBy('e.id', 'desc')
    .limit(1000)
    .execute();
  const versions = await db
    .selectFrom('release_versions')
    .select(['app', 'version', 'commit', 'created_at', 'created_by'])
    .orderBy('created_at', 'desc')
    .execute();
  return {
    apps: releases.APPS.map((app) => {
      const history = events.filter((e) => e.app === app).map(toEvent);
      return {
        app,
        live: history[0] ?? null,
        history,
        versions: versions
          .filter((v) => v.app === app)
          .map((v) => ({ version: v.version, commit: v.commit, created_at: v.created_at, created_by: v.created_by })),
      };
    }),
  };
}

/** The prerendered pages of one stored version (null for a build without them). */
export async function versionPages(db: Db, app: App, version: string): Promise<pages.PagesFile | null> {
  const row = await db.selectFrom('release_versions').select('pages').where('app', '=', app).where('version', '=', version).executeTakeFirst();
  return (row?.pages as pages.PagesFile | null | undefined) ?? null;
}
