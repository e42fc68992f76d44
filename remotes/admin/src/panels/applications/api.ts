import { fillPath, hall } from '@sqw/contracts';
import { call } from '@sqw/platform';

export const APPLICATIONS_PER_PAGE = 20;

/** A status to list, or '' for every application. */
export type StatusFilter = hall.Application['status'] | '';

/** One page of applications, newest first: the first without `after`, the following ones with the previous page's `next`. */
export const listApplications = ({ status, after }: { status: StatusFilter; after?: string }, signal?: AbortSignal) =>
  call(hall.adminEndpoints.applications, { query: { status: status || undefined, limit: APPLICATIONS_PER_PAGE, after }, signal });

export type Approval = { level: number; title: string; username: string; badges: string[] };

/** Approving creates the legend on the hall service and mails the applicant. */
export const approveApplication = (id: string, a: Approval) =>
  call(hall.adminEndpoints.approve, {
    params: { id },
    body: { level: a.level, title: a.title, username: a.username || null, badges: a.badges },
  });

export const rejectApplication = (id: string, reason: string) => call(hall.adminEndpoints.reject, { params: { id }, body: { reason } });

/** The applicant's photo on the hall service (only an admin may fetch it, so it is fetched with the token). */
export const photoPath = (id: string) => fillPath(hall.adminEndpoints.applicationPhoto.path, { id });

/** 'Early Adopter, Verified' → ['Early Adopter', 'Verified']. */
export const parseBadges = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((b) => b.trim())
      .filter(Boolean),
  ),
];
