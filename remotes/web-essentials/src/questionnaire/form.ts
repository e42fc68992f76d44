// The questionnaire's form types and the rules it applies while the user fills it in.
import { webEssentials as we } from '@sqw/contracts';
import type { SessionUser } from '@sqw/platform';
import type { UseFormReturn } from 'react-hook-form';

export type Answers = we.QuestionnaireInput;
export type QuestionnaireForm = UseFormReturn<Answers, unknown, we.Questionnaire>;
export type AnswerName = keyof typeof we.QUESTIONNAIRE_DEFAULTS;

/** The questionnaire's defaults, with a signed-in member's name and e-mail already filled in. */
export const startingAnswers = (user: Pick<SessionUser, 'fullName' | 'email'> | null): Answers => ({
  ...we.QUESTIONNAIRE_DEFAULTS,
  add_ons: [],
  contact_name: user?.fullName ?? '',
  contact_email: user?.email ?? '',
});

/** Selects offer a "none" option; the contract knows no choice as null, never ''. */
export const noneAsNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/** A hosting-and-maintenance bundle replaces the separate plans, so they are emptied, not hidden. */
export function applyHostingBundleChoice(form: QuestionnaireForm, chosen: unknown) {
  if (!chosen) return;
  for (const name of we.CLEARED_BY_HOSTING_BUNDLE) form.setValue(name, null, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
}

/** Server details name a path like `add_ons.0`; the form knows the field by its first segment. */
export function fieldOf(path: string): AnswerName | null {
  const head = path.split('.')[0] ?? '';
  return head in we.QUESTIONNAIRE_DEFAULTS ? (head as AnswerName) : null;
}
