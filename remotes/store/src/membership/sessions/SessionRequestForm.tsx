import type { store } from '@sqw/contracts';
import { ApiError, messageOf, newIdempotencyKey, toast } from '@sqw/platform';
import { Button, Card, Field, Form, Input, invalidProps, TextArea } from '@sqw/ui';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { requestSession } from '../api';
import { EMPTY_FORM, localNow, MAX_TIMES, sessionFormResolver, type SessionFormValues } from './session-form';

const TimeRow = styled.div`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  > div {
    flex: 1;
  }
  > button {
    margin-top: 30px;
  }
`;

const FormError = styled.p`
  color: ${(p) => p.theme.color.danger};
  margin: 0 0 16px;
`;

const AddTime = styled(Button)`
  margin-bottom: 20px;
`;

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Requests a session with 1-3 preferred times; the coach confirms one of them. */
export function SessionRequestForm({ onRequested }: { onRequested: () => void }) {
  const form = useForm<SessionFormValues, unknown, store.SessionRequest>({ resolver: sessionFormResolver, defaultValues: EMPTY_FORM });
  const { register, control, handleSubmit, formState, reset, setError } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'times' });
  const errors = formState.errors;
  // One key per request attempt: a retry after a dropped answer cannot spend a second credit.
  const [idemKey, setIdemKey] = useState(newIdempotencyKey);
  const min = localNow();
  const formError = errors.times?.root?.message ?? errors.root?.server?.message;

  const onValid = async (body: store.SessionRequest) => {
    try {
      await requestSession(body, idemKey);
      toast({ title: 'Session Requested', description: "We'll confirm one of your preferred times and let you know.", variant: 'success' });
      reset(EMPTY_FORM);
      setIdemKey(newIdempotencyKey());
      onRequested();
    } catch (err) {
      setError('root.server', { message: messageOf(err) });
      // Out of credits (another tab spent the last one): show the page's buying options.
      if (err instanceof ApiError && err.code === 'no_session_credits') onRequested();
    }
  };

  return (
    <Card as={Form} id="request" noValidate onSubmit={handleSubmit(onValid)} aria-labelledby="request-title">
      <h3 id="request-title">Request a Session</h3>
      <p>Suggest up to three times that suit you (your time zone: {zone}).</p>
      {fields.map((f, i) => {
        const id = `preferred-time-${i + 1}`;
        const error = errors.times?.[i]?.value?.message;
        return (
          <TimeRow key={f.id}>
            <Field id={id} label={`Preferred time ${i + 1}`} error={error}>
              <Input type="datetime-local" min={min} {...invalidProps(id, error)} {...register(`times.${i}.value`)} />
            </Field>
            {fields.length > 1 ? (
              <Button type="button" $variant="ghost" $size="sm" onClick={() => remove(i)} aria-label={`Remove preferred time ${i + 1}`}>
                Remove
              </Button>
            ) : null}
          </TimeRow>
        );
      })}
      {formError ? <FormError role="alert">{formError}</FormError> : null}
      <AddTime type="button" $variant="outline" $size="sm" disabled={fields.length >= MAX_TIMES} onClick={() => append({ value: '' })}>
        Add another time
      </AddTime>
      <Field id="session-topic" label="What would you like to cover? (optional)" error={errors.topic?.message}>
        <TextArea {...invalidProps('session-topic', errors.topic?.message)} maxLength={500} {...register('topic')} />
      </Field>
      <Button type="submit" $block disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Requesting...' : 'Request Session'}
      </Button>
    </Card>
  );
}
