import { webEssentials as we } from '@sqw/contracts';
import type { Insertable, Selectable } from 'kysely';
import type { SubmissionsTable } from './db';

type Row = Selectable<SubmissionsTable>;

/** The validated answers as a row; the quote is the server's own, never the client's. */
export const toRow = (q: we.Questionnaire, quote: we.Quote, userId: string | null): Insertable<SubmissionsTable> => ({
  business_name: q.businessName,
  tagline: q.tagline,
  business_description: q.businessDescription,
  services: q.services,
  selection_type: q.selectionType,
  package: q.package,
  bundle: q.bundle,
  add_ons: q.addOns,
  hosting: q.hosting,
  maintenance: q.maintenance,
  bundle_hosting_maintenance: q.bundleHostingMaintenance,
  pages: q.pages,
  contact_form: q.contactForm,
  providing_assets: q.providingAssets,
  style_preference: q.stylePreference,
  social_media: q.socialMedia,
  need_domain_help: q.needDomainHelp,
  notes: q.notes,
  contact_name: q.contactName,
  contact_email: q.contactEmail,
  user_id: userId,
  quote: JSON.stringify(quote),
});

export const toSummary = (r: Row): we.SubmissionSummary => ({
  id: r.id,
  businessName: r.business_name,
  selectionType: r.selection_type,
  package: r.package,
  bundle: r.bundle,
  choiceLabel: we.choiceLabel({ selectionType: r.selection_type, package: r.package, bundle: r.bundle }),
  contactName: r.contact_name,
  contactEmail: r.contact_email,
  status: r.status,
  submittedAt: r.submitted_at,
  oneTimeTotal: r.quote.oneTimeTotal,
  monthlyTotal: r.quote.monthlyTotal,
});

export const toSubmission = (r: Row): we.Submission => ({
  ...toSummary(r),
  tagline: r.tagline,
  businessDescription: r.business_description,
  services: r.services,
  addOns: r.add_ons,
  hosting: r.hosting,
  maintenance: r.maintenance,
  bundleHostingMaintenance: r.bundle_hosting_maintenance,
  pages: r.pages,
  contactForm: r.contact_form,
  providingAssets: r.providing_assets,
  stylePreference: r.style_preference,
  socialMedia: r.social_media,
  needDomainHelp: r.need_domain_help,
  notes: r.notes,
  userId: r.user_id,
  statusChangedAt: r.status_changed_at,
  quote: r.quote,
});
