import { webEssentials as we } from '@sqw/contracts';
import { enqueueMail, idempotent, senderRateLimit, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import type { WebBuildDB } from '../db';
import { submissionNoticeMail, submissionReceivedMail } from '../mails';
import { toRow } from '../submission-view';

/** Per sender (address and e-mail), under a per-address ceiling that invalid posts count against too. */
export const SUBMIT_RATE_LIMIT = { perSender: 10, perAddress: 100, timeWindow: '10 minutes', emailField: 'contactEmail' };

export function submissionRoutes(app: ZodApp, { db, config }: ServiceContext<WebBuildDB>): void {
  app.post(
    '/submissions',
    {
      ...senderRateLimit(app, '/submissions', SUBMIT_RATE_LIMIT),
      schema: { body: we.Questionnaire, response: { 201: we.SubmissionCreated } },
    },
    async (req, reply) => {
      const input = req.body;
      const result = await idempotent(db, req, 'submissions', async (trx) => {
        const quote = we.quote(input);
        const row = await trx
          .insertInto('submissions')
          .values(toRow(input, quote, req.principal?.id ?? null))
          .returning(['id', 'status', 'submitted_at'])
          .executeTakeFirstOrThrow();
        const mail = { ...input, id: row.id, choiceLabel: we.choiceLabel(input), quote };
        await enqueueMail(trx, submissionReceivedMail(mail));
        await enqueueMail(trx, submissionNoticeMail(mail, config.BUSINESS_EMAIL));
        return { status: 201, body: { id: row.id, status: row.status, submittedAt: row.submitted_at, quote } };
      });
      return reply.code(201).send(result.body);
    },
  );
}
