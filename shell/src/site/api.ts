import { site, store } from '@sqw/contracts';
import { api } from '@sqw/platform';

/** Every call the shell's own pages make to the site service (and the store's public config). */
export const fetchVentures = (signal?: AbortSignal) => api('site', '/ventures', { schema: site.VentureList, signal });

export const fetchContent = (signal?: AbortSignal) => api('site', '/content', { schema: site.ContentMap, signal });

export const subscribeNewsletter = (body: site.NewsletterSignupInput, idempotencyKey: string) =>
  api('site', '/newsletter', { body, idempotencyKey, schema: site.FormAccepted });

export const unsubscribeNewsletter = (token: string) => api('site', '/newsletter/unsubscribe', { body: { token }, schema: site.FormAccepted });

export const requestGuide = (body: site.GuideRequestInput, idempotencyKey: string) =>
  api('site', '/guide-leads', { body, idempotencyKey, schema: site.FormAccepted });

export const sendContactMessage = (body: site.ContactFormInput, idempotencyKey: string) =>
  api('site', '/contact', { body, idempotencyKey, schema: site.ContactCreated });

export const fetchStorePublicConfig = (signal?: AbortSignal) => api('store', '/config/public', { schema: store.PublicConfig, signal });
