import type { webEssentials as we } from '@sqw/contracts';
import { badRequest } from '@sqw/service-kit';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The filter's date range as instants. A date-only `to` means "through the end of that day", so
 * the bound is the next midnight (UTC). A range that ends before it starts is a 400.
 */
export function dateBounds(f: Pick<we.SubmissionFilter, 'from' | 'to'>): { start: Date | null; end: Date | null } {
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
