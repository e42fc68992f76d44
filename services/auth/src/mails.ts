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
const footer = `\n\nIf you did not ask for this, you can ignore this e-mail.\n\n${BRAND}`;
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function mail(to: string, kind: string, subject: string, intro: string, link: string, action: string, code: string, expiryMinutes: number): Mail {
  const text = `${intro}\n\n${action}:\n${link}\n\nOr enter this code: ${code}\n\nThe link and the code expire in ${expiryMinutes} minutes and work once.${footer}`;
  const html =
    `<p>${escape(intro)}</p><p><a href="${escape(link)}">${escape(action)}</a></p>` +
    `<p>Or enter this code: <strong>${code}</strong></p><p>The link and the code expire in ${expiryMinutes} minutes and work once.</p>` +
    `<p>If you did not ask for this, you can ignore this e-mail.</p><p>${BRAND}</p>`;
  return { to, kind, subject, text, html };
}

type MailInput = { config: AuthConfig; to: string; secret: OneTimeSecret; redirectTo: string };
const minutes = (config: AuthConfig) => Math.round(config.OTP_TTL / 60);

export const confirmationMail = ({ config, to, secret, redirectTo }: MailInput): Mail =>
  mail(
    to,
    'auth.confirmation',
    'Confirm your signup',
    `Welcome to ${BRAND}. Please confirm your e-mail address to activate your account.`,
    verifyLink(config, 'signup', secret, redirectTo),
    'Confirm your e-mail',
    secret.code,
    minutes(config),
  );

export const magicLinkMail = ({ config, to, secret, redirectTo }: MailInput): Mail =>
  mail(
    to,
    'auth.magiclink',
    'Your sign-in link',
    `Here is your one-time sign-in link for ${BRAND}.`,
    verifyLink(config, 'magiclink', secret, redirectTo),
    'Sign in',
    secret.code,
    minutes(config),
  );

export const recoveryMail = ({ config, to, secret, redirectTo }: MailInput): Mail =>
  mail(
    to,
    'auth.recovery',
    'Reset your password',
    'Someone asked to reset the password of your account. Follow the link to choose a new one.',
    verifyLink(config, 'recovery', secret, redirectTo),
    'Reset your password',
    secret.code,
    minutes(config),
  );

export const inviteMail = ({ config, to, secret, redirectTo }: MailInput): Mail =>
  mail(
    to,
    'auth.invite',
    `You have been invited to ${BRAND}`,
    `You have been invited to create an account on ${BRAND}. Follow the link to set your password.`,
    verifyLink(config, 'invite', secret, redirectTo),
    'Accept the invitation',
    secret.code,
    minutes(config),
  );

export const emailChangeMail = ({ config, to, secret, redirectTo }: MailInput): Mail =>
  mail(
    to,
    'auth.email_change',
    'Confirm your new e-mail address',
    `Please confirm that ${to} is the new e-mail address of your ${BRAND} account.`,
    verifyLink(config, 'email_change', secret, redirectTo),
    'Confirm the new address',
    secret.code,
    minutes(config),
  );

/**
 * Sent to the current address: the change needs its confirmation too, so a hijacked session
 * cannot quietly move the account away, and the owner learns of the attempt.
 */
export const emailChangeCurrentMail = ({ config, to, secret, redirectTo }: MailInput, newEmail: string): Mail =>
  mail(
    to,
    'auth.email_change_current',
    'Confirm the change of your e-mail address',
    `A change of your ${BRAND} account's e-mail address to ${newEmail} was requested. It takes effect once this address and the new one both confirm. If this was not you, do not confirm, and reset your password right away.`,
    verifyLink(config, 'email_change', secret, redirectTo),
    'Confirm the change',
    secret.code,
    minutes(config),
  );

/** The code GET /reauthenticate mails: it lets a signed-in member change their password. */
export const reauthenticationMail = (config: AuthConfig, to: string, code: string): Mail => ({
  to,
  kind: 'auth.reauthentication',
  subject: 'Confirm it is you',
  text: `Enter this code to confirm it is you: ${code}\n\nIt expires in ${minutes(config)} minutes and works once.${footer}`,
  html: `<p>Enter this code to confirm it is you: <strong>${code}</strong></p><p>It expires in ${minutes(config)} minutes and works once.</p><p>If you did not ask for this, you can ignore this e-mail.</p><p>${BRAND}</p>`,
});
