import { startTestService, type TestService } from '@sqw/service-kit/testing';
import { mediaService } from '../src/service';

export const BUSINESS = 'studio@example.com';

export const estate = {
  formType: 'estate',
  name: 'Ada Realtor',
  email: 'Ada@Example.com',
  phone: '+1 555 0100',
  company: 'Skyline Realty',
  propertyAddress: '1 Ocean Drive, Miami',
  propertyValue: '2m-5m',
  timeline: 'within-week',
  budget: '',
  description: 'Four-bedroom villa, needs photos and drone.',
  referralSource: 'google',
} as const;

export const creative = {
  formType: 'creative',
  name: 'Grace Artist',
  email: 'grace@example.com',
  projectType: 'music-video',
  timeline: 'within-quarter',
  budget: '15k-30k',
  description: 'A music video for my new single.',
} as const;

export type { TestService };

export const startMedia = () => startTestService(mediaService, { BUSINESS_EMAIL: BUSINESS });

let ip = 0;
/** Each call comes from its own address unless one is given, so the per-IP rate limit only bites where a test wants it. */
export const poster =
  (t: () => TestService) =>
  (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = `10.0.${(++ip >> 8) & 255}.${ip & 255}`) =>
    t().app.inject({ method: 'POST', url, payload: payload as object, remoteAddress, headers: { 'content-type': 'application/json', ...headers } });

export const countRows = async (t: TestService, table: 'proposals' | 'outbox') =>
  Number(
    (
      await t.db
        .selectFrom(table as any)
        .select(t.db.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
