import { media } from '@sqw/contracts';
import type { Selectable } from 'kysely';
import type { ProposalsTable } from './db';

export type ProposalRow = Selectable<ProposalsTable>;

/** The table's row as the API shows it (the request's camelCase names). */
export const toProposal = (r: ProposalRow): media.Proposal => ({
  id: r.id,
  formType: r.form_type,
  name: r.name,
  email: r.email,
  phone: r.phone,
  company: r.company,
  propertyAddress: r.property_address,
  propertyValue: r.property_value,
  timeline: r.timeline,
  projectType: r.project_type,
  budget: r.budget,
  description: r.description,
  referralSource: r.referral_source,
  addOn: r.add_on,
  status: r.status,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** A validated request as a table row; fields the variant does not have are stored as null. */
export const toRow = (p: media.ProposalRequest) => ({
  form_type: p.formType,
  name: p.name,
  email: p.email,
  phone: p.phone,
  company: p.company,
  property_address: p.formType === 'estate' ? p.propertyAddress : null,
  property_value: p.propertyValue,
  timeline: p.timeline,
  project_type: p.formType === 'creative' ? p.projectType : null,
  budget: p.budget,
  description: p.description,
  referral_source: p.referralSource,
  add_on: p.addOn,
});

/** Human-readable "Label: value" lines of a proposal, for mails and anywhere a person reads it. */
export function describeProposal(p: media.Proposal | media.ProposalRequest): string[] {
  const L = media.FIELD_LABELS;
  const addOn = media.ADD_ONS.find((a) => a.id === p.addOn);
  const lines: [string, string | null | undefined][] = [
    [L.name, p.name],
    [L.email, p.email],
    [L.phone, p.phone],
    [L.company, p.company],
    [L.propertyAddress, p.formType === 'estate' ? p.propertyAddress : null],
    [L.propertyValue, media.labelOf(media.PROPERTY_VALUES, p.propertyValue)],
    [L.projectType, p.formType === 'creative' ? media.labelOf(media.CREATIVE_PROJECT_TYPES, p.projectType) : null],
    [L.timeline, media.labelOf(media.TIMELINES[p.formType], p.timeline)],
    [L.budget, media.labelOf(media.BUDGETS, p.budget)],
    [L.referralSource, media.labelOf(media.REFERRAL_SOURCES, p.referralSource)],
    [L.addOn, addOn ? `${addOn.name} (${media.priceLabel(addOn)})` : null],
  ];
  return lines.filter(([, v]) => v).map(([k, v]) => `${k}: ${v}`);
}
