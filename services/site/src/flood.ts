export type FloodRule = { form: string; maxPerHour: number; message: string };

export const FLOOD_RULES = {
  newsletter: { form: 'newsletter', maxPerHour: 5, message: 'Too many sign-ups for this email address. Please try again in an hour.' },
  guide: { form: 'guide', maxPerHour: 3, message: 'This email address has requested the guide too often. Please check your inbox or try again in an hour.' },
  contact: { form: 'contact', maxPerHour: 5, message: 'Too many messages from this email address. Please try again in an hour.' },
} satisfies Record<string, FloodRule>;

/** Per-sender limits of the public forms (the kit's rate limiter; 429 in the shared error shape). */
export const FORM_RATE_LIMIT = { perSender: 10, perAddress: 100, timeWindow: '10 minutes', emailField: 'email' };
