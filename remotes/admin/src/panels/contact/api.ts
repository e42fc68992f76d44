import { admin, media, site } from '@sqw/contracts';
import { call } from '@sqw/platform';

export const CONTACTS_PER_PAGE = 25;
export const TYPE_LABELS: Record<admin.ContactSubmissionType, string> = { contact: 'Contact', estate: 'Estate proposal', creative: 'Creative brief' };

/** The merged list (site contact messages and media proposals) comes from the admin service. */
export const listContacts = (filter: { type: string; q: string; after?: string }, signal?: AbortSignal) =>
  call(admin.endpoints.contactSubmissions, {
    query: {
      limit: CONTACTS_PER_PAGE,
      after: filter.after,
      type: (filter.type || undefined) as admin.ContactSubmissionType | undefined,
      q: filter.q || undefined,
    },
    signal,
  });

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Each row's statuses belong to the service that owns it, and so do its changes. */
export const statusOptions = (row: Pick<admin.ContactSubmission, 'source'>): { value: string; label: string }[] =>
  row.source === 'site' ? site.ContactStatus.options.map((status) => ({ value: status, label: capitalized(status) })) : [...media.PROPOSAL_STATUSES];

/** A status as the admin reads it ('New', not 'new'). */
export const statusLabel = (row: Pick<admin.ContactSubmission, 'source'>, status: string) =>
  statusOptions(row).find((option) => option.value === status)?.label ?? status;

export function setContactStatus(row: admin.ContactSubmission, status: string) {
  const params = { id: row.id };
  return row.source === 'site'
    ? call(site.adminEndpoints.setContactStatus, { params, body: { status: site.ContactStatus.parse(status) } })
    : call(media.adminEndpoints.setProposalStatus, { params, body: { status: media.ProposalStatus.parse(status) } });
}

export type ContactDetail = { kind: 'site'; message: site.ContactMessage } | { kind: 'media'; proposal: media.Proposal };

export async function getContactDetail(row: admin.ContactSubmission, signal?: AbortSignal): Promise<ContactDetail> {
  const params = { id: row.id };
  if (row.source === 'site') return { kind: 'site', message: await call(site.adminEndpoints.contactMessage, { params, signal }) };
  return { kind: 'media', proposal: await call(media.adminEndpoints.proposal, { params, signal }) };
}
