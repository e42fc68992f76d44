import type { media } from '@sqw/contracts';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';
import type { MediaDB } from './db';

type Filter = z.infer<typeof media.ProposalFilter>;

// The search term is matched literally: LIKE's wildcards in it are escaped.
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Narrows a proposals query by the admin list's filters; the list and the CSV export share it. */
export function applyFilter<O>(q: SelectQueryBuilder<MediaDB, 'proposals', O>, f: Filter): SelectQueryBuilder<MediaDB, 'proposals', O> {
  if (f.formType) q = q.where('form_type', '=', f.formType);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.q) {
    const pattern = likePattern(f.q);
    q = q.where((eb) => eb.or(['name', 'email', 'company', 'phone', 'property_address', 'description'].map((c) => eb(eb.ref(c as 'name'), 'ilike', pattern))));
  }
  return q;
}

/** The filtered proposals, newest first. */
export const selectProposals = (db: Kysely<MediaDB>, f: Filter) =>
  applyFilter(db.selectFrom('proposals').selectAll(), f).orderBy('created_at', 'desc').orderBy('id', 'desc');
