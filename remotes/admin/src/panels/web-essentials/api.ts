import { webEssentials as we } from '@sqw/contracts';
import { call } from '@sqw/platform';

export const SUBMISSIONS_PER_PAGE = 25;

/** The filters the list and its CSV share; empty ones are left out. */
export const filterOf = (f: { status: string; search: string }): we.SubmissionFilter => ({
  ...(f.status ? { status: f.status as we.SubmissionStatus } : {}),
  ...(f.search ? { search: f.search } : {}),
});

export const listSubmissions = (f: { status: string; search: string; after?: string }, signal?: AbortSignal) =>
  call(we.adminEndpoints.submissions, { query: { ...filterOf(f), limit: SUBMISSIONS_PER_PAGE, after: f.after }, signal });

export const getSubmission = (id: string, signal?: AbortSignal) => call(we.adminEndpoints.submission, { params: { id }, signal });

export const setSubmissionStatus = (id: string, status: we.SubmissionStatus) =>
  call(we.adminEndpoints.setSubmissionStatus, { params: { id }, body: { status } });

export const STATUS_OPTIONS = we.SUBMISSION_STATUSES.map((s) => ({ value: s, label: we.STATUS_LABELS[s] }));
