import { site } from '@sqw/contracts';
import { api } from '@sqw/platform';

/** The shell's form posts to the site service, each answer checked against its contract (reads: ./reads). */
export const subscribeNewsletter = (body: site.NewsletterSignupInput, idempotencyKey: string) =>
  api('site', '/newsletter', { body, idempotencyKey, schema: site.FormAccepted });

export const unsubscribeNewsletter = (token: string) => api('site', '/newsletter/unsubscribe', { body: { token }, schema: site.FormAccepted });

export const requestGuide = (body: site.GuideRequestInput, idempotencyKey: string) =>
  api('site', '/guide-leads', { body, idempotencyKey, schema: site.FormAccepted });

export const sendContactMessage = (body: site.ContactFormInput, idempotencyKey: string) =>
  api('site', '/contact', { body, idempotencyKey, schema: site.ContactCreated });
