import { site } from '@sqw/contracts';
import type { Mail } from '@sqw/service-kit';

const SIGN_OFF = '\n\nReconnect with your money. Reclaim your freedom.\nSQW Sovereign Wealth';

export const newsletterWelcomeMail = (email: string, unsubscribeLink: string): Mail => ({
  to: email,
  kind: 'site.newsletter_welcome',
  subject: 'Welcome to Sovereign Wealth Insights',
  text:
    `${site.MESSAGES.newsletterSuccess}\n\n` +
    'You will receive our insights on building, growing and protecting your wealth. ' +
    `If you did not sign up, or no longer want these emails, unsubscribe here:\n${unsubscribeLink}` +
    SIGN_OFF,
});

export const guideMail = (to: { name: string | null; email: string }, pdfLink: string): Mail => ({
  to: to.email,
  kind: 'site.guide',
  subject: `Your ${site.GUIDE_TITLE}`,
  text:
    `Hi ${to.name ?? 'there'},\n\nThank you for requesting the ${site.GUIDE_TITLE}. Download it here:\n${pdfLink}\n\n` +
    `Inside you will learn:\n${site.GUIDE_POINTS.map((p) => `- ${p}`).join('\n')}` +
    SIGN_OFF,
});

export const contactNoticeMail = (m: { name: string; email: string; message: string }, business: string): Mail => ({
  to: business,
  kind: 'site.contact_notice',
  subject: `New contact message from ${m.name.replace(/[\r\n]+/g, ' ')}`,
  text: `${m.name} <${m.email}> wrote through the contact form:\n\n${m.message}\n\nReply to ${m.email} and mark the message as replied in the admin dashboard.`,
});
