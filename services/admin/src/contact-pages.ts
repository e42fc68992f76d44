import { admin } from '@sqw/contracts';
import { badRequest, decodeCursor, encodeCursor, type OrderKey } from '@sqw/service-kit';
import type { z } from 'zod';
import { contactSubmissions, type Submission } from './sources/contact';
import { MAX_ROWS } from './sources/paging';
import type { Upstream } from './upstream';

type Filter = z.infer<typeof admin.ContactSubmissionFilter>;

/**
 * A page's cursor names the last row shown (its time and id, the merged list's order) and how
 * many rows came before it: the next page is the rows after that row, so it stays right while
 * new messages arrive at the top, and the count says how far into both sources to read.
 */
const CURSOR_PARTS: OrderKey[] = [
  { column: 'submitted_at', type: 'text' },
  { column: 'id', type: 'uuid' },
  { column: 'shown', type: 'int' },
];
type Position = { submittedAt: number; id: string; shown: number };

const invalidCursor = () => badRequest('This page link is not valid; please start from the first page.', [{ path: 'after', message: 'Invalid cursor' }]);

function readCursor(cursor: string): Position {
  const [submittedAt, id, shown] = decodeCursor(cursor, CURSOR_PARTS) as [string, string, string];
  const time = Date.parse(submittedAt);
  const count = Number(shown);
  if (!Number.isFinite(time) || count < 1 || count > MAX_ROWS) throw invalidCursor();
  return { submittedAt: time, id, shown: count };
}

const cursorAfter = (row: Submission, shown: number) => encodeCursor([row.submitted_at, row.id, String(shown)]);

/** Whether a row comes after the position in the merged order: newest first, ties by id, higher first (as the merge sorts). */
const comesAfter = (row: Submission, position: Position) => {
  const time = Date.parse(row.submitted_at);
  return time < position.submittedAt || (time === position.submittedAt && row.id < position.id);
};

/** The list shows who wrote and when; what they wrote stays in the detail view and the export. */
const listed = ({ message: _message, answers: _answers, ...row }: Submission): admin.ContactSubmission => row;

/**
 * One page of the merged contact messages and proposals, newest first. The merge is right
 * for as many rows as it was asked for, so it is asked for the rows up to this page and one
 * more; when rows that arrived since push this page further down, it is asked again for more.
 */
export async function contactSubmissionPage(upstream: Upstream, filter: Filter, page: { limit: number; after?: string }) {
  const position = page.after ? readCursor(page.after) : null;
  let need = Math.min(MAX_ROWS, (position?.shown ?? 0) + page.limit + 1);
  for (;;) {
    const merged = await contactSubmissions(upstream, filter, need);
    const readAll = merged.items.length < need;
    const trusted = merged.items.slice(0, need);
    const following = position ? trusted.filter((row) => comesAfter(row, position)) : trusted;
    if (following.length > page.limit || readAll || need >= MAX_ROWS) {
      const rows = following.slice(0, page.limit);
      const last = rows.at(-1);
      const shown = (position?.shown ?? 0) + rows.length;
      return {
        items: rows.map(listed),
        next: following.length > page.limit && last ? cursorAfter(last, shown) : null,
        total: Math.min(merged.total, admin.COUNT_CAP),
        total_capped: merged.total > admin.COUNT_CAP,
        unavailable: merged.unavailable,
      };
    }
    need = Math.min(MAX_ROWS, need * 2);
  }
}
