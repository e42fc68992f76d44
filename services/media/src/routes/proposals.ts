import { media } from '@sqw/contracts';
import { enqueueMail, idempotent, senderRateLimit, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import type { MediaDB } from '../db';
import { proposalNoticeMail, proposalReceivedMail } from '../mails';
import { toRow } from '../proposal-view';

/** The proposal modal's endpoint: open to visitors, so rate limited per sender (address and e-mail). */
export function proposalRoutes(app: ZodApp, { db, config }: ServiceContext<MediaDB>): void {
  app.post(
    '/proposals',
    {
      ...senderRateLimit(app, '/proposals', { perSender: 20, perAddress: 200, timeWindow: '10 minutes', emailField: 'email' }),
      schema: { body: media.ProposalRequest, response: { 201: media.ProposalCreated } },
    },
    async (req, reply) => {
      const input = req.body;
      // Row and both mails commit together or not at all.
      const result = await idempotent(db, req, 'proposals', async (trx) => {
        const row = await trx.insertInto('proposals').values(toRow(input)).returning('id').executeTakeFirstOrThrow();
        await enqueueMail(trx, proposalReceivedMail(input));
        await enqueueMail(trx, proposalNoticeMail(input, row.id, config.BUSINESS_EMAIL));
        return { status: 201, body: { id: row.id } };
      });
      return reply.code(201).send(result.body);
    },
  );
}
