import { startTestService, type TestService } from '@sqw/service-kit/testing';
import { webEssentialsService } from '../src/service';

export type { TestService };

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

// Each request comes from its own address unless told otherwise, so the per-IP rate
// limit only bites in the test that is about it.
let nextIp = 1;
export const freshIp = () => `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

export const submit = (t: TestService, payload: unknown, headers: Record<string, string> = {}, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/submissions', payload: payload as object, remoteAddress, headers: { 'content-type': 'application/json', ...headers } });

export const countRows = async (t: TestService) =>
  Number((await t.db.selectFrom('submissions').select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
