import { media } from '@sqw/contracts';
import { call } from '@sqw/platform';

export const submitProposal = (input: media.ProposalRequest, idempotencyKey: string) => call(media.endpoints.propose, { body: input, idempotencyKey });
