import { media } from '@sqw/contracts';
import type { Mail } from '@sqw/service-kit';
import { describeProposal } from './proposal-view';

const KIND_NAMES = { estate: 'estate proposal request', creative: 'creative brief' } as const;
// A name is free text: keep it from breaking the subject line.
const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ');

export const proposalReceivedMail = (p: media.ProposalRequest): Mail => ({
  to: p.email,
  kind: 'media.proposal_received',
  subject: `We received your ${KIND_NAMES[p.form_type]}`,
  text: [
    `Hi ${oneLine(p.name)},`,
    '',
    `Thank you for your ${KIND_NAMES[p.form_type]}. We'll get back to you within ${media.RESPONSE_HOURS} hours.`,
    '',
    'What you sent us:',
    ...describeProposal(p),
    '',
    p.description,
    '',
    'Sovereign Skies media services',
  ].join('\n'),
});

export const proposalNoticeMail = (p: media.ProposalRequest, id: string, business: string): Mail => ({
  to: business,
  kind: 'media.proposal_notice',
  subject: `New ${KIND_NAMES[p.form_type]}: ${oneLine(p.name)}`,
  text: [
    ...describeProposal(p),
    '',
    p.description,
    '',
    `Reference: ${id}`,
    `Answer within ${media.RESPONSE_HOURS} hours; manage it in the admin dashboard.`,
  ].join('\n'),
});
