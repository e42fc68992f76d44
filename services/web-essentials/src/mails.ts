import { webEssentials as we } from '@sqw/contracts';
import type { Mail } from '@sqw/service-kit';

const usd = we.formatUsd;

/** The quote as plain text, one line per item, then the totals; shared by both mails. */
export function quoteText(q: we.Quote): string {
  const items = q.lines.map((l) => `  - ${l.label}: ${usd(l.amount)}${l.startingPrice ? '+' : ''}${l.cadence === 'monthly' ? '/month' : ''}`);
  const monthly = `${usd(q.monthlyTotal)}${q.monthlyIsStartingPrice ? '+' : ''}/month`;
  const saved = [q.savings.oneTime ? `${usd(q.savings.oneTime)} on setup` : '', q.savings.monthly ? `${usd(q.savings.monthly)}/month` : ''].filter(Boolean);
  return [
    ...(items.length ? items : ['  - Nothing chosen yet: we will put a quote together with you.']),
    '',
    `One-time build total: ${usd(q.oneTimeTotal)}`,
    `Deposit due to begin (50%): ${usd(q.depositDue)}`,
    `Monthly total: ${monthly}`,
    ...(saved.length ? [`You save: ${saved.join(' and ')}`] : []),
  ].join('\n');
}

// A subject is one header line: answers typed with line breaks must not add headers or lines.
const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ');

type Submitted = { id: string; businessName: string; contactName: string; contactEmail: string; choiceLabel: string; quote: we.Quote };

export const submissionReceivedMail = (s: Submitted): Mail => ({
  to: s.contactEmail,
  kind: 'web-essentials.submission_received',
  subject: oneLine(`We received your project for ${s.businessName}`),
  text: `Hi ${s.contactName},\n\nThank you for your project questionnaire for ${s.businessName}. Our team will contact you within 24 hours to discuss next steps and confirm your deposit.\n\nYour quote:\n${quoteText(s.quote)}\n\nNo work begins until the deposit is confirmed. Maintenance is billed separately after launch.\n\nReference: ${s.id}\n`,
});

export const submissionNoticeMail = (s: Submitted, business: string): Mail => ({
  to: business,
  kind: 'web-essentials.submission_notice',
  subject: oneLine(`New web build questionnaire: ${s.businessName} (${s.choiceLabel})`),
  text: `${s.contactName} <${s.contactEmail}> submitted a project questionnaire for ${s.businessName}.\n\n${quoteText(s.quote)}\n\nReview it in the admin dashboard (submission ${s.id}).`,
});
