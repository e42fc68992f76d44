import type { Mail } from '@sqw/service-kit';
import type { AuthConfig } from './config';
import type { OneTimeSecret } from './one-time-tokens';

type LinkType = 'signup' | 'recovery' | 'invite' | 'magiclink' | 'email_change';

/** The e-mail link: GET /auth/v1/verify on this service, which redirects to `redirectTo` with the session. */
export function verifyLink(config: AuthConfig, type: LinkType, secret: OneTimeSecret, redirectTo: string): string {
  const url = new URL('/auth/v1/verify', config.API_EXTERNAL_URL);
  url.searchParams.set('token', secret.linkToken);
  url.searchParams.set('type', type);
  url.searchParams.set('redirect_to', redirectTo);
  return url.toString();
}

const BRAND = 'SQW Sovereign Wealth';
const IGNORE = 'If you did not ask for this, you can ignore this e-mail.';
const footer = `\n\n${IGNORE}\n\n${BRAND}`;
const htmlFooter = `<p>${IGNORE}</p><p>${BRAND}</p>`;
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type MailInput = { config: AuthConfig; to: string; secret: OneTimeSecret; redirectTo: string };
const minutes = (config: AuthConfig) => Math.round(config.OTP_TTL / 60);

/** What sets one link mail apart from another; `intro` may name the address it goes to. */
type LinkMail = { kind: string; link: LinkType; subject: string; intro: string | ((to: string) => string); action: string };

/** A mail with a one-time link and the same secret as a code, either of which works once. */
function linkMail({ kind, link, subject, intro, action }: LinkMail, { config, to, secret, redirectTo }: MailInput): Mail {
  const opening = typeof intro === 'string' ? intro : intro(to);
  const url = verifyLink(config, link, secret, redirectTo);
  const expiry = `The link and the code expire in ${minutes(config)} minutes and work once.`;
  const text = `${opening}\n\n${action}:\n${url}\n\nOr enter this code: ${secret.code}\n\n${expiry}${footer}`;
  const html =
    `<p>${escape(opening)}</p><p><a href="${escape(url)}">${escape(action)}</a></p>` +
    `<p>Or enter this code: <strong>${secret.code}</strong></p><p>${expiry}</p>${htmlFooter}`;
  return { to, kind, subject, text, html };
}

const CONFIRMATION: LinkMail = {
  kind: 'auth.confirmation',
  link: 'signup',
  subject: 'Confirm your signup',
  intro: `Welcome to ${BRAND}. Please confirm your e-mail address to activate your account.`,
  action: 'Confirm your e-mail',
};
const MAGIC_LINK: LinkMail = {
  kind: 'auth.magiclink',
  link: 'magiclink',
  subject: 'Your sign-in link',
  intro: `Here is your one-time sign-in link for ${BRAND}.`,
  action: 'Sign in',
};
const RECOVERY: LinkMail = {
  kind: 'auth.recovery',
  link: 'recovery',
  subject: 'Reset your password',
  intro: 'Someone asked to reset the password of your account. Follow the link to choose a new one.',
  action: 'Reset your password',
};
const INVITE: LinkMail = {
  kind: 'auth.invite',
  link: 'invite',
  subject: `You have been invited to ${BRAND}`,
  intro: `You have been invited to create an account on ${BRAND}. Follow the link to set your password.`,
  action: 'Accept the invitation',
};
const EMAIL_CHANGE: LinkMail = {
  kind: 'auth.email_change',
  link: 'email_change',
  subject: 'Confirm your new e-mail address',
  intro: (to) => `Please confirm that ${to} is the new e-mail address of your ${BRAND} account.`,
  action: 'Confirm the new address',
};

export const confirmationMail = (input: MailInput): Mail => linkMail(CONFIRMATION, input);
export const magicLinkMail = (input: MailInput): Mail => linkMail(MAGIC_LINK, input);
export const recoveryMail = (input: MailInput): Mail => linkMail(RECOVERY, input);
export const inviteMail = (input: MailInput): Mail => linkMail(INVITE, input);
export const emailChangeMail = (input: MailInput): Mail => linkMail(EMAIL_CHANGE, input);

/**
 * Sent to the current address: the change needs its confirmation too, so a hijacked session
 * cannot quietly move the account away, and the owner learns of the attempt.
 */
export const emailChangeCurrentMail = (input: MailInput, newEmail: string): Mail =>
  linkMail(
    {
      kind: 'auth.email_change_current',
      link: 'email_change',
      subject: 'Confirm the change of your e-mail address',
      intro: `A change of your ${BRAND} account's e-mail address to ${newEmail} was requested. It takes effect once this address and the new one both confirm. If this was not you, do not confirm, and reset your password right away.`,
      action: 'Confirm the change',
    },
    input,
  );

/** The code GET /reauthenticate mails: it lets a signed-in member change their password. */
export const reauthenticationMail = (config: AuthConfig, to: string, code: string): Mail => ({
  to,
  kind: 'auth.reauthentication',
  subject: 'Confirm it is you',
  text: `Enter this code to confirm it is you: ${code}\n\nIt expires in ${minutes(config)} minutes and works once.${footer}`,
  html: `<p>Enter this code to confirm it is you: <strong>${code}</strong></p><p>It expires in ${minutes(config)} minutes and works once.</p>${htmlFooter}`,
});
