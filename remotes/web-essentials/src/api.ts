import { webEssentials as we } from '@sqw/contracts';
import { call } from '@sqw/platform';

/** Stores a questionnaire; the answer carries the quote the server computed from the price table. */
export const submitQuestionnaire = (answers: we.Questionnaire, idempotencyKey: string) => call(we.endpoints.submit, { body: answers, idempotencyKey });
