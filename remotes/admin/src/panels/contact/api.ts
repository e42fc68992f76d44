import { admin, media, site } from '@sqw/contracts';
import { api } from '@sqw/platform';

export const CONTACTS_PER_PAGE = 25;
export const TYPE_LABELS: Record<admin.ContactSubmissionType, string> = { contact: 'Contact', estate: 'Estate proposal', creative: 'Creative brief' };

/** The merged list (site contact messages and media proposals) comes from the admin service. */
export const listContacts = (f: { type: string; q: string; offset: number }, signal?: AbortSignal) => {
  const query = new URLSearchParams({
    limit: String(CONTACTS_PER_PAGE),
    offset: String(f.offset),
    ...(f.type ? { type: f.type } : {}),
    ...(f.q ? { q: f.q } : {}),
  });
  return api('admin', `/admin/contact-submissions?${query}`, { schema: admin.ContactSubmissionPage, signal });
};

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Each row's statuses belong to the service that owns it, and so do its changes. */
export const statusOptions = (row: Pick<admin.ContactSubmission, 'source'>): { value: string; label: string }[] =>
  row.source === 'site' ? site.ContactStatus.options.map((s) => ({ value: s, label: cap(s) })) : [...media.PROPOSAL_STATUSES];

/** A status as the admin reads it ('New', not 'new'). */
export const statusLabel = (row: Pick<admin.ContactSubmission, 'source'>, status: string) =>
  statusOptions(row).find((o) => o.value === status)?.label ?? status;

export function setContactStatus(row: admin.ContactSubmission, status: string) {
  const id = encodeURIComponent(row.id);
  return row.source === 'site'
    ? api('site', `/admin/contact-messages/${id}`, { method: 'PATCH', body: { status }, schema: site.ContactMessage })
    : api('media', `/admin/proposals/${id}`, { method: 'PATCH', body: { status }, schema: media.Proposal });
}

export type ContactDetail = { kind: 'site'; message: site.ContactMessage } | { kind: 'media'; proposal: media.Proposal };

export async function getContactDetail(row: admin.ContactSubmission, signal?: AbortSignal): Promise<ContactDetail> {
  const id = encodeURIComponent(row.id);
  if (row.source === 'site') return { kind: 'site', message: await api('site', `/admin/contact-messages/${id}`, { schema: site.ContactMessage, signal }) };
  return { kind: 'media', proposal: await api('media', `/admin/proposals/${id}`, { schema: media.Proposal, signal }) };
}
