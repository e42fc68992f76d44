import { site } from '@sqw/contracts';
import { call } from '@sqw/platform';

/** The shell's form posts to the site service, each answer checked against its contract (reads: ./reads). */
export const subscribeNewsletter = (body: site.NewsletterSignupInput, idempotencyKey: string) => call(site.endpoints.subscribe, { body, idempotencyKey });

export const unsubscribeNewsletter = (token: string) => call(site.endpoints.unsubscribe, { body: { token } });

export const requestGuide = (body: site.GuideRequestInput, idempotencyKey: string) => call(site.endpoints.requestGuide, { body, idempotencyKey });

export const sendContactMessage = (body: site.ContactFormInput, idempotencyKey: string) => call(site.endpoints.contact, { body, idempotencyKey });
