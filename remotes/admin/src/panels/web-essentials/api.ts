import { webEssentials as we } from '@sqw/contracts';
import { api } from '@sqw/platform';

export const SUBMISSIONS_PER_PAGE = 25;

export const listSubmissions = (f: { status: string; search: string; offset: number }, signal?: AbortSignal) => {
  const q = new URLSearchParams({
    limit: String(SUBMISSIONS_PER_PAGE),
    offset: String(f.offset),
    ...(f.status ? { status: f.status } : {}),
    ...(f.search ? { search: f.search } : {}),
  });
  return api('webEssentials', `/admin/submissions?${q}`, { schema: we.SubmissionList, signal });
};

export const getSubmission = (id: string, signal?: AbortSignal) =>
  api('webEssentials', `/admin/submissions/${encodeURIComponent(id)}`, { schema: we.Submission, signal });

export const setSubmissionStatus = (id: string, status: we.SubmissionStatus) =>
  api('webEssentials', `/admin/submissions/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status }, schema: we.Submission });

export const STATUS_OPTIONS = we.SUBMISSION_STATUSES.map((s) => ({ value: s, label: we.STATUS_LABELS[s] }));
