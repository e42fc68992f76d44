import { sendJson } from '@sqw/service-kit/test-requests';
import { startTestService, type TestService as KitTestService } from '@sqw/service-kit/testing';
import type { MediaDB } from '../src/db';
import { mediaService } from '../src/service';

export const BUSINESS = 'studio@example.com';

export const estate = {
  form_type: 'estate',
  name: 'Ada Realtor',
  email: 'Ada@Example.com',
  phone: '+1 555 0100',
  company: 'Skyline Realty',
  property_address: '1 Ocean Drive, Miami',
  property_value: '2m-5m',
  timeline: 'within-week',
  budget: '',
  description: 'Four-bedroom villa, needs photos and drone.',
  referral_source: 'google',
} as const;

export const creative = {
  form_type: 'creative',
  name: 'Grace Artist',
  email: 'grace@example.com',
  project_type: 'music-video',
  timeline: 'within-quarter',
  budget: '15k-30k',
  description: 'A music video for my new single.',
} as const;

export type TestService = KitTestService<MediaDB>;

export const startMedia = () => startTestService(mediaService, { BUSINESS_EMAIL: BUSINESS });

/** Each call comes from its own address unless one is given, so the per-IP rate limit only bites where a test wants it. */
export const poster =
  (t: () => TestService) =>
  (url: string, payload: unknown, headers: Record<string, string> = {}, ip?: string) =>
    sendJson(t(), url, payload, { headers, ip });
