import type { auth } from '@sqw/contracts';
import type { FactorRow } from './db';

/** A factor as the user's `factors` list shows it; the secret never leaves after enrolment. */
export const factorView = (f: FactorRow): auth.Factor => ({
  id: f.id,
  ...(f.friendly_name ? { friendly_name: f.friendly_name } : {}),
  factor_type: f.factor_type,
  status: f.status,
  created_at: f.created_at,
  updated_at: f.updated_at,
  last_challenged_at: f.last_challenged_at,
});
