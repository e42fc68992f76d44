import { media } from '@sqw/contracts';
import type { Selectable } from 'kysely';
import type { ProposalsTable } from './db';

export type ProposalRow = Selectable<ProposalsTable>;

/** The table's row as the API shows it: the same snake_case names. */
export const toProposal = (r: ProposalRow): media.Proposal => ({
  id: r.id,
  form_type: r.form_type,
  name: r.name,
  email: r.email,
  phone: r.phone,
  company: r.company,
  property_address: r.property_address,
  property_value: r.property_value,
  timeline: r.timeline,
  project_type: r.project_type,
  budget: r.budget,
  description: r.description,
  referral_source: r.referral_source,
  add_on: r.add_on,
  status: r.status,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

/** A validated request as a table row; fields the variant does not have are stored as null. */
export const toRow = (p: media.ProposalRequest) => ({
  form_type: p.form_type,
  name: p.name,
  email: p.email,
  phone: p.phone,
  company: p.company,
  property_address: p.form_type === 'estate' ? p.property_address : null,
  property_value: p.property_value,
  timeline: p.timeline,
  project_type: p.form_type === 'creative' ? p.project_type : null,
  budget: p.budget,
  description: p.description,
  referral_source: p.referral_source,
  add_on: p.add_on,
});

/** Human-readable "Label: value" lines of a proposal, for mails and anywhere a person reads it. */
export function describeProposal(p: media.Proposal | media.ProposalRequest): string[] {
  const L = media.FIELD_LABELS;
  const addOn = media.ADD_ONS.find((a) => a.id === p.add_on);
  const lines: [string, string | null | undefined][] = [
    [L.name, p.name],
    [L.email, p.email],
    [L.phone, p.phone],
    [L.company, p.company],
    [L.property_address, p.form_type === 'estate' ? p.property_address : null],
    [L.property_value, media.labelOf(media.PROPERTY_VALUES, p.property_value)],
    [L.project_type, p.form_type === 'creative' ? media.labelOf(media.CREATIVE_PROJECT_TYPES, p.project_type) : null],
    [L.timeline, media.labelOf(media.TIMELINES[p.form_type], p.timeline)],
    [L.budget, media.labelOf(media.BUDGETS, p.budget)],
    [L.referral_source, media.labelOf(media.REFERRAL_SOURCES, p.referral_source)],
    [L.add_on, addOn ? `${addOn.name} (${media.priceLabel(addOn)})` : null],
  ];
  return lines.filter(([, v]) => v).map(([k, v]) => `${k}: ${v}`);
}
