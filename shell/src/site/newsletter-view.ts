/** What the newsletter box shows of its form's state: the e-mail's message, and whether a post is in flight. */
export type NewsletterView = { error?: string; busy: boolean };

/** Before the form's code arrives: no message, nothing in flight. */
export const IDLE_VIEW: NewsletterView = { busy: false };
