import { releases } from '@sqw/contracts';
import { api } from '@sqw/platform';
import type { z } from 'zod';

export type AppReleases = z.infer<typeof releases.AppReleases>;
type RollbackBody = z.input<typeof releases.AdminRollbackRequest>;

// The release registry lives on the site service; the site checks the admin role on each call.
export const listReleases = (signal?: AbortSignal) => api('site', '/admin/releases', { schema: releases.ReleaseList, signal });

/**
 * Makes a stored version of `app` live again. The version is always named: the admin confirmed
 * "from → to", so a release made meanwhile by someone else cannot change where this lands.
 */
export const rollBack = (app: releases.App, to: string) =>
  api('site', `/admin/releases/${encodeURIComponent(app)}/rollback`, { method: 'POST', body: { to } satisfies RollbackBody, schema: releases.ReleaseResult });
