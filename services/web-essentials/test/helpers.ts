import { sendJson } from '@sqw/service-kit/test-requests';
import { startTestService, type TestService as KitTestService } from '@sqw/service-kit/testing';
import type { WebBuildDB } from '../src/db';
import { webEssentialsService } from '../src/service';

export type TestService = KitTestService<WebBuildDB>;

export const startWebEssentials = () => startTestService(webEssentialsService, { BUSINESS_EMAIL: 'studio@example.com' });

export const validAnswers = {
  business_name: 'Sovereign Bakery',
  tagline: 'Bread with a backbone',
  business_description: 'Artisan sourdough for the neighbourhood.',
  services: 'Bread, pastries, catering',
  selection_type: 'individual',
  package: 'premium',
  add_ons: ['booking-tool'],
  hosting: 'standard',
  maintenance: 'basic',
  pages: 'Use Default Layout',
  contact_form: true,
  providing_assets: true,
  style_preference: 'Warm and minimal',
  social_media: '',
  need_domain_help: false,
  notes: 'Launch before spring.',
  contact_name: 'Ada Baker',
  contact_email: 'ada@example.com',
};

/** Sends the questionnaire, each call from its own address unless `ip` names one, so the per-IP limit only bites in the test about it. */
export const submit = (t: TestService, payload: unknown, headers: Record<string, string> = {}, ip?: string) =>
  sendJson(t, '/submissions', payload, { headers, ip });

export const storedSubmission = (t: TestService, id: string) => t.db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A stored submission row for a test to insert directly (many at once, or at a chosen time). */
export const seededSubmission = (business_name: string, submitted_at: string) => ({
  business_name,
  business_description: 'Seeded by a test.',
  services: 'Seeded',
  selection_type: 'individual' as const,
  package: 'basic' as const,
  add_ons: [],
  pages: 'Use Default Layout',
  contact_form: true,
  providing_assets: false,
  need_domain_help: false,
  contact_name: 'Seeded',
  contact_email: 'seeded@example.com',
  quote: JSON.stringify({
    lines: [],
    one_time_total: 875,
    deposit_due: 437.5,
    monthly_total: 0,
    monthly_is_starting_price: false,
    savings: { one_time: 0, monthly: 0 },
  }),
  submitted_at,
});
