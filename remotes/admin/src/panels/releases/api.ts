import { releases } from '@sqw/contracts';
import { call } from '@sqw/platform';
import type { z } from 'zod';

export type AppReleases = z.infer<typeof releases.AppReleases>;

// The release registry lives on the site service; the site checks the admin role on each call.
export const listReleases = (signal?: AbortSignal) => call(releases.adminEndpoints.releases, { signal });

/**
 * Makes a stored version of `app` live again. The version is always named: the admin confirmed
 * "from → to", so a release made meanwhile by someone else cannot change where this lands.
 */
export const rollBack = (app: releases.App, to: string) => call(releases.adminEndpoints.rollBack, { params: { app }, body: { to } });
