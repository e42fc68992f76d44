import { webEssentials as we } from '@sqw/contracts';
import { api } from '@sqw/platform';

/** Stores a questionnaire; the answer carries the quote the server computed from the price table. */
export const submitQuestionnaire = (answers: we.Questionnaire, idempotencyKey: string) =>
  api('webEssentials', '/submissions', { body: answers, idempotencyKey, schema: we.SubmissionCreated });
