import { webEssentials as we } from '@sqw/contracts';
import { enqueueMail, idempotent, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import type { WebBuildDB } from '../db';
import { submissionNoticeMail, submissionReceivedMail } from '../mails';
import { toRow } from '../submission-view';

/** Per client IP; invalid posts count too, so a script cannot probe the schema endlessly. */
export const SUBMIT_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' };

export function submissionRoutes(app: ZodApp, { db, config }: ServiceContext<WebBuildDB>): void {
  app.post(
    '/submissions',
    {
      config: { rateLimit: SUBMIT_RATE_LIMIT },
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
