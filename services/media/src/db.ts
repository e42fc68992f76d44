import type { Generated } from 'kysely';
import type { media } from '@sqw/contracts';
import type { KitTables } from '@sqw/service-kit';

export interface ProposalsTable {
  id: Generated<string>;
  form_type: media.FormType;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  property_address: string | null;
  property_value: string | null;
  timeline: string;
  project_type: string | null;
  budget: string | null;
  description: string;
  referral_source: string | null;
  add_on: string | null;
  status: Generated<media.ProposalStatus>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** The service's tables and the kit's (outbox, idempotency keys, audit log, rate limit counters). */
export interface MediaDB extends KitTables {
  proposals: ProposalsTable;
}
