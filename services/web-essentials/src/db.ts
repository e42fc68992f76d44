import type { ColumnType, Generated } from 'kysely';
import type { webEssentials as we } from '@sqw/contracts';
import type { KitTables } from '@sqw/service-kit';

/** jsonb: written as a JSON string, read back as the object. */
type Json<T> = ColumnType<T, string, string>;

export interface SubmissionsTable {
  id: Generated<string>;
  business_name: string;
  tagline: string | null;
  business_description: string;
  services: string;
  selection_type: we.SelectionType;
  package: we.PackageId | null;
  bundle: we.BuildBundleId | null;
  add_ons: we.AddOnId[];
  hosting: we.HostingId | null;
  maintenance: we.MaintenanceId | null;
  bundle_hosting_maintenance: we.HostingBundleId | null;
  pages: string;
  contact_form: boolean;
  providing_assets: boolean;
  style_preference: string | null;
  social_media: string | null;
  need_domain_help: boolean;
  notes: string | null;
  contact_name: string;
  contact_email: string;
  user_id: string | null;
  quote: Json<we.Quote>;
  status: Generated<we.SubmissionStatus>;
  status_changed_at: string | null;
  submitted_at: Generated<string>;
}

/** The service's tables and the kit's (outbox, idempotency keys, audit log, rate limit counters). */
export interface WebBuildDB extends KitTables {
  submissions: SubmissionsTable;
}
