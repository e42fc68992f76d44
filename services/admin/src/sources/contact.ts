import { admin, cursorPage, media, site } from '@sqw/contracts';
import { z } from 'zod';
import { trackUnavailable, type Upstream } from '../upstream';
import { collectCounted, MAX_ROWS, query, type Page } from './paging';

type Filter = z.infer<typeof admin.ContactSubmissionFilter>;
/** A row of the list, with what the visitor wrote (the CSV export carries it; the list does not). */
export type Submission = admin.ContactSubmission & { message: string; answers: ReturnType<typeof media.proposalAnswers> | null };

const Messages = cursorPage(site.ContactMessage.pick({ id: true, name: true, email: true, message: true, status: true, created_at: true }));

/** The site's first `need` messages, newest first; the total is the site's count, capped at 1000. */
const fromSite = (up: Upstream, f: Filter, need: number) =>
  collectCounted(async (limit, after) => {
    const p = await up.json('site', `${site.adminEndpoints.contactMessages.path}?${query({ q: f.q, limit, after })}`, Messages);
    return {
      ...p,
      items: p.items.map((m): Submission => ({
        id: m.id,
        source: 'site',
        type: 'contact',
        name: m.name,
        email: m.email,
        phone: null,
        submitted_at: m.created_at,
        status: m.status,
        message: m.message,
        answers: null,
      })),
    };
  }, need);

/** The media service's first `need` proposals of the filter's kind, newest first, with their capped count. */
const fromMedia = (up: Upstream, f: Filter, need: number) =>
  collectCounted(async (limit, after) => {
    const formType = f.type === 'estate' || f.type === 'creative' ? f.type : undefined;
    const p = await up.json('media', `${media.adminEndpoints.proposals.path}?${query({ q: f.q, form_type: formType, limit, after })}`, media.ProposalPage);
    return {
      ...p,
      items: p.items.map((r): Submission => ({
        id: r.id,
        source: 'media',
        type: r.form_type,
        name: r.name,
        email: r.email,
        phone: r.phone,
        submitted_at: r.created_at,
        status: r.status,
        message: r.description,
        answers: media.proposalAnswers(r),
      })),
    };
  }, need);

const newestFirst = (a: Submission, b: Submission) => Date.parse(b.submitted_at) - Date.parse(a.submitted_at) || (a.id < b.id ? 1 : -1);

/**
 * The site's contact messages and the media proposals as one list, newest first. Each source
 * is already newest first, so the first `need` rows of the merge come from the first `need`
 * rows of each: a page deep in the list never reads either source whole.
 */
export async function contactSubmissions(up: Upstream, f: Filter, need = MAX_ROWS) {
  const parts = trackUnavailable();
  const empty: Page<Submission> = { items: [], total: 0 };
  const wantSite = !f.type || f.type === 'contact';
  const wantMedia = f.type !== 'contact';
  const [a, b] = await Promise.all([
    wantSite ? parts.take(fromSite(up, f, need), empty) : empty,
    wantMedia ? parts.take(fromMedia(up, f, need), empty) : empty,
  ]);
  return { items: [...a.items, ...b.items].sort(newestFirst), total: a.total + b.total, unavailable: parts.unavailable };
}

/** The number of contact forms both sources hold. */
export async function contactTotal(up: Upstream) {
  const { total, unavailable } = await contactSubmissions(up, {}, 1);
  return { total, unavailable };
}
