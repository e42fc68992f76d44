import { webEssentials as we } from '@sqw/contracts';
import { enqueueMail, idempotent, route, senderRateLimit, type ServiceContext, type ZodApp } from '@sqw/service-kit';
import { insertSubmission } from '../data/submissions';
import type { WebBuildDB } from '../db';
import { submissionNoticeMail, submissionReceivedMail } from '../mails';
import { toRow } from '../submission-view';

/** Per sender (address and e-mail), under a per-address ceiling that invalid posts count against too. */
export const SUBMIT_RATE_LIMIT = { perSender: 10, perAddress: 100, timeWindow: '10 minutes', emailField: 'contact_email' };

export function submissionRoutes(app: ZodApp, { db, config }: ServiceContext<WebBuildDB>): void {
  route(app, we.endpoints.submit, senderRateLimit(db, we.endpoints.submit.path, SUBMIT_RATE_LIMIT), async (req) => {
    const input = req.body;
    const result = await idempotent(db, req, 'submissions', async (trx) => {
      const quote = we.quote(input);
      const row = await insertSubmission(trx, toRow(input, quote, req.principal?.id ?? null));
      const mail = { ...input, id: row.id, choice_label: we.choiceLabel(input), quote };
      await enqueueMail(trx, submissionReceivedMail(mail));
      await enqueueMail(trx, submissionNoticeMail(mail, config.BUSINESS_EMAIL));
      return { status: 201, body: { id: row.id, status: row.status, submitted_at: row.submitted_at, quote } };
    });
    return result.body;
  });
}
