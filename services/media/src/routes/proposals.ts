import { media } from '@sqw/contracts';
import { enqueueMail, idempotent, route, senderRateLimit, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import { insertProposal } from '../data/proposals';
import type { MediaDB } from '../db';
import { proposalNoticeMail, proposalReceivedMail } from '../mails';

/** The proposal modal's endpoint: open to visitors, so rate limited per sender (address and e-mail). */
export function proposalRoutes(app: ZodApp, { db, config }: ServiceContext<MediaDB>): void {
  const limit = senderRateLimit(db, media.endpoints.propose.path, { perSender: 20, perAddress: 200, timeWindow: '10 minutes', emailField: 'email' });
  route(app, media.endpoints.propose, limit, async (req) => {
    const input = req.body;
    // Row and both mails commit together or not at all.
    const result = await idempotent(db, req, 'proposals', async (trx) => {
      const row = await insertProposal(trx, input);
      await enqueueMail(trx, proposalReceivedMail(input));
      await enqueueMail(trx, proposalNoticeMail(input, row.id, config.BUSINESS_EMAIL));
      return { status: 201, body: { id: row.id } };
    });
    return result.body;
  });
}
