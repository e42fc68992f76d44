import { media } from '@sqw/contracts';
import { api } from '@sqw/platform';

export const submitProposal = (input: media.ProposalRequest, idempotencyKey: string) =>
  api('media', '/proposals', { body: input, idempotencyKey, schema: media.ProposalCreated });
