import { webEssentials as we } from '@sqw/contracts';
import type { Insertable, Selectable } from 'kysely';
import type { SubmissionsTable } from './db';

type Row = Selectable<SubmissionsTable>;

/** The validated answers as a row; the quote is the server's own, never the client's. */
export const toRow = (q: we.Questionnaire, quote: we.Quote, userId: string | null): Insertable<SubmissionsTable> => ({
  business_name: q.business_name,
  tagline: q.tagline,
  business_description: q.business_description,
  services: q.services,
  selection_type: q.selection_type,
  package: q.package,
  bundle: q.bundle,
  add_ons: q.add_ons,
  hosting: q.hosting,
  maintenance: q.maintenance,
  bundle_hosting_maintenance: q.bundle_hosting_maintenance,
  pages: q.pages,
  contact_form: q.contact_form,
  providing_assets: q.providing_assets,
  style_preference: q.style_preference,
  social_media: q.social_media,
  need_domain_help: q.need_domain_help,
  notes: q.notes,
  contact_name: q.contact_name,
  contact_email: q.contact_email,
  user_id: userId,
  quote: JSON.stringify(quote),
});

export const toSummary = (r: Row): we.SubmissionSummary => ({
  id: r.id,
  business_name: r.business_name,
  selection_type: r.selection_type,
  package: r.package,
  bundle: r.bundle,
  choice_label: we.choiceLabel({ selection_type: r.selection_type, package: r.package, bundle: r.bundle }),
  contact_name: r.contact_name,
  contact_email: r.contact_email,
  status: r.status,
  submitted_at: r.submitted_at,
  one_time_total: r.quote.one_time_total,
  monthly_total: r.quote.monthly_total,
});

export const toSubmission = (r: Row): we.Submission => ({
  ...toSummary(r),
  tagline: r.tagline,
  business_description: r.business_description,
  services: r.services,
  add_ons: r.add_ons,
  hosting: r.hosting,
  maintenance: r.maintenance,
  bundle_hosting_maintenance: r.bundle_hosting_maintenance,
  pages: r.pages,
  contact_form: r.contact_form,
  providing_assets: r.providing_assets,
  style_preference: r.style_preference,
  social_media: r.social_media,
  need_domain_help: r.need_domain_help,
  notes: r.notes,
  user_id: r.user_id,
  status_changed_at: r.status_changed_at,
  quote: r.quote,
});
