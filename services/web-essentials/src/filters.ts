import type { webEssentials as we } from '@sqw/contracts';
import { badRequest } from '@sqw/service-kit';
import type { SelectQueryBuilder } from 'kysely';
import type { WebBuildDB } from './db';

type Filter = { status?: we.SubmissionStatus; search?: string; from?: string; to?: string };
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A date-only `to` means "through the end of that day", so the bound is the next midnight (UTC). */
export function dateBounds(f: Filter): { start: Date | null; end: Date | null } {
  const start = f.from ? new Date(DATE_ONLY.test(f.from) ? `${f.from}T00:00:00Z` : f.from) : null;
  let end: Date | null = null;
  if (f.to) {
    end = new Date(DATE_ONLY.test(f.to) ? `${f.to}T00:00:00Z` : f.to);
    if (DATE_ONLY.test(f.to)) end.setUTCDate(end.getUTCDate() + 1);
  }
  if (start && end && start >= end)
    throw badRequest('The end date must not be before the start date.', [{ path: 'to', message: 'Must not be before the start date' }]);
  return { start, end };
}

// LIKE's own wildcards in a search are literal characters, not patterns.
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The admin list's and the CSV's filters, applied to any query over submissions. */
export function applyFilter<O>(q: SelectQueryBuilder<WebBuildDB, 'submissions', O>, f: Filter): SelectQueryBuilder<WebBuildDB, 'submissions', O> {
  const { start, end } = dateBounds(f);
  if (f.status) q = q.where('status', '=', f.status);
  if (start) q = q.where('submitted_at', '>=', start.toISOString());
  if (end) q = q.where('submitted_at', '<', end.toISOString());
  if (f.search) {
    const pattern = `%${likeEscape(f.search)}%`;
    q = q.where((eb) => eb.or([eb('business_name', 'ilike', pattern), eb('contact_name', 'ilike', pattern), eb('contact_email', 'ilike', pattern)]));
  }
  return q;
}
