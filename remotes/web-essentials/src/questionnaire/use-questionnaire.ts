import { zodResolver } from '@hookform/resolvers/zod';
import { webEssentials as we } from '@sqw/contracts';
import { applyServerErrors, newIdempotencyKey, notifyError, toast, useSession } from '@sqw/platform';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { submitQuestionnaire } from '../api';
import { fieldOf, startingAnswers, type Answers } from './form';

/** The questionnaire's state: validation by the shared schema, the member prefill and the real submit. */
export function useQuestionnaire() {
  const { user } = useSession();
  const form = useForm<Answers, unknown, we.Questionnaire>({
    resolver: zodResolver(we.Questionnaire),
    defaultValues: startingAnswers(user),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  // One key per questionnaire: a retry after a lost answer cannot store it twice.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);

  // The session can arrive after the first render; fill in only what the user has not typed.
  const { getValues, setValue } = form;
  useEffect(() => {
    if (!user) return;
    if (!getValues('contact_name')) setValue('contact_name', user.fullName);
    if (!getValues('contact_email')) setValue('contact_email', user.email);
  }, [user, getValues, setValue]);

  const submit = form.handleSubmit(async (answers) => {
    try {
      await submitQuestionnaire(answers, idempotencyKey);
      toast({ title: we.SUBMIT_SUCCESS.title, description: we.SUBMIT_SUCCESS.description, variant: 'success', duration: we.SUBMIT_SUCCESS.durationMs });
      form.reset(startingAnswers(user));
      setIdempotencyKey(newIdempotencyKey());
    } catch (err) {
      // Every answer stays; what the server refused is shown at its field.
      applyServerErrors(form, err, { fieldOf });
      notifyError(err, we.SUBMIT_FAILURE.title, we.SUBMIT_FAILURE.description);
    }
  });

  return { form, submit };
}
