import { webEssentials as we } from '@sqw/contracts';
import type { Mail } from '@sqw/service-kit';

const usd = we.formatUsd;

/** The quote as plain text, one line per item, then the totals; shared by both mails. */
export function quoteText(q: we.Quote): string {
  const items = q.lines.map((l) => `  - ${l.label}: ${usd(l.amount)}${l.starting_price ? '+' : ''}${l.cadence === 'monthly' ? '/month' : ''}`);
  const monthly = `${usd(q.monthly_total)}${q.monthly_is_starting_price ? '+' : ''}/month`;
  const saved = [q.savings.one_time ? `${usd(q.savings.one_time)} on setup` : '', q.savings.monthly ? `${usd(q.savings.monthly)}/month` : ''].filter(Boolean);
  return [
    ...(items.length ? items : ['  - Nothing chosen yet: we will put a quote together with you.']),
    '',
    `One-time build total: ${usd(q.one_time_total)}`,
    `Deposit due to begin (50%): ${usd(q.deposit_due)}`,
    `Monthly total: ${monthly}`,
    ...(saved.length ? [`You save: ${saved.join(' and ')}`] : []),
  ].join('\n');
}

// A subject is one header line: answers typed with line breaks must not add headers or lines.
const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ');

type Submitted = { id: string; business_name: string; contact_name: string; contact_email: string; choice_label: string; quote: we.Quote };

export const submissionReceivedMail = (s: Submitted): Mail => ({
  to: s.contact_email,
  kind: 'web-essentials.submission_received',
  subject: oneLine(`We received your project for ${s.business_name}`),
  text: `Hi ${s.contact_name},\n\nThank you for your project questionnaire for ${s.business_name}. Our team will contact you within 24 hours to discuss next steps and confirm your deposit.\n\nYour quote:\n${quoteText(s.quote)}\n\nNo work begins until the deposit is confirmed. Maintenance is billed separately after launch.\n\nReference: ${s.id}\n`,
});

export const submissionNoticeMail = (s: Submitted, business: string): Mail => ({
  to: business,
  kind: 'web-essentials.submission_notice',
  subject: oneLine(`New web build questionnaire: ${s.business_name} (${s.choice_label})`),
  text: `${s.contact_name} <${s.contact_email}> submitted a project questionnaire for ${s.business_name}.\n\n${quoteText(s.quote)}\n\nReview it in the admin dashboard (submission ${s.id}).`,
});
