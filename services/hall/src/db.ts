import type { Generated } from 'kysely';
import type { KitTables } from '@sqw/service-kit';

export interface LegendsTable {
  id: Generated<string>;
  name: string;
  username: string | null;
  photo_key: string | null;
  avatar_url: string | null;
  level: number;
  title: string;
  challenge: string;
  passive_income: string;
  quote: string | null;
  badges: Generated<string[]>;
  application_id: string | null;
  created_at: Generated<string>;
}

export interface SubmissionsTable {
  id: Generated<string>;
  name: string;
  alias: string | null;
  email: string;
  challenge: string;
  passive_income: string;
  custom_title: string | null;
  quote: string | null;
  proof_description: string | null;
  photo_id: string | null;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  decision_reason: string | null;
  legend_id: string | null;
  decided_at: string | null;
  created_at: Generated<string>;
}

export interface PhotosTable {
  id: Generated<string>;
  storage_key: string;
  mime: string;
  size_bytes: number;
  created_at: Generated<string>;
}

/** The service's tables and the kit's (outbox, idempotency keys, audit log, rate limit counters). */
export interface HallDB extends KitTables {
  sqw_legends: LegendsTable;
  sqw_submissions: SubmissionsTable;
  photos: PhotosTable;
}
