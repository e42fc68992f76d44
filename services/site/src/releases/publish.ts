import type { releases } from '@sqw/contracts';
import { AppError, audit, conflict, notFound, type Principal } from '@sqw/service-kit';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { SiteDB } from '../db';
import { addEvent, liveCandidates, lockReleases, previousVersion, storedVersion, storeVersion } from '../data/releases';
import { gateProblems, type Candidate } from './gate';

type Db = Kysely<SiteDB>;

/** Who changed the pointer: an admin, or a deploy pipeline naming the person or job behind it. */
export type Actor = { label: string; principal: Principal };

/** A pipeline has no user id; its audit entries carry the nil id and the name it gave. */
export const deployActor = (releasedBy: string): Actor => ({
  label: releasedBy,
  principal: { id: '00000000-0000-0000-0000-000000000000', email: `deploy: ${releasedBy}`, role: 'admin', sessionId: null, name: releasedBy },
});

export const adminActor = (admin: Principal): Actor => ({ label: admin.email ?? admin.id, principal: admin });

function refused(c: Candidate, problems: string[]): AppError {
  const what = `The ${c.app} version ${c.version}`;
  return new AppError(
    409,
    'incompatible_release',
    `${what} was refused: ${problems.join('; ')}.`,
    problems.map((message) => ({ path: 'release', message })),
  );
}

/** Checks a built version against what is live and, unless refused or a dry run, makes it live. */
export async function publish(db: Db, req: z.output<typeof releases.ReleaseRequest>, actor: Actor): Promise<releases.ReleaseResult> {
  return db.transaction().execute(async (trx) => {
    await lockReleases(trx);
    const live = await liveCandidates(trx);
    const candidate: Candidate = { app: req.app, version: req.version, manifest: req.manifest, routes: req.routes };
    const problems = gateProblems(candidate, live);
    if (problems.length && !req.force) throw refused(candidate, problems);
    const previous = live.get(req.app)?.version ?? null;
    const result = { app: req.app, version: req.version, previous, forced: req.force, overridden: req.force ? problems : [] };
    if (req.dry_run) return { ...result, live: false };
    await storeVersion(trx, { ...candidate, commit: req.commit, createdBy: actor.label, pages: req.pages ?? null });
    if (previous !== req.version) {
      await addEvent(trx, { app: req.app, version: req.version, action: 'release', actor: actor.label, forced: req.force });
      await audit(
        trx,
        actor.principal,
        'site.release.publish',
        { type: 'release', id: `${req.app}@${req.version}` },
        { previous, forced: req.force, overridden: result.overridden, commit: req.commit },
      );
    }
    return { ...result, live: true };
  });
}

/** Makes an earlier stored version live again: `to`, or the one released before the live one. */
export async function rollback(db: Db, app: releases.App, to: string | undefined, actor: Actor): Promise<releases.ReleaseResult> {
  return db.transaction().execute(async (trx) => {
    await lockReleases(trx);
    const live = await liveCandidates(trx);
    const current = live.get(app)?.version ?? null;
    if (!current) throw conflict(`${app} has no live version to roll back.`);
    const target = to ?? (await previousVersion(trx, app, current));
    if (!target) throw conflict(`${app} has no version released before ${current} to roll back to.`);
    if (target === current) throw conflict(`${app} ${target} is already live.`);
    const candidate = await storedVersion(trx, app, target);
    if (!candidate) throw notFound(`${app} has no stored version ${target}.`);
    // An old version may not fit a shell released since: the same gate applies.
    const problems = gateProblems(candidate, live);
    if (problems.length) throw refused(candidate, problems);
    await addEvent(trx, { app, version: target, action: 'rollback', actor: actor.label, forced: false });
    await audit(trx, actor.principal, 'site.release.rollback', { type: 'release', id: `${app}@${target}` }, { previous: current });
    return { app, version: target, live: true, previous: current, forced: false, overridden: [] };
  });
}
