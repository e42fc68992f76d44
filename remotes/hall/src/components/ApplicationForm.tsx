import { zodResolver } from '@hookform/resolvers/zod';
import { hall } from '@sqw/contracts';
import { ApiError, applyServerErrors, newIdempotencyKey, notifyError, toast, useMutation } from '@sqw/platform';
import { Button, Card, Field, Form, Input, invalidProps, Select, TextArea } from '@sqw/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { submitApplication, uploadPhoto } from '../api';
import { PhotoField } from './PhotoField';

type Input = z.input<typeof hall.LegendApplication>;
type Output = z.output<typeof hall.LegendApplication>;

const EMPTY: Input = {
  name: '',
  alias: '',
  email: '',
  challenge: '' as Input['challenge'],
  passive_income: '',
  custom_title: '',
  quote: '',
  proof_description: '',
  photo_id: null,
};
const REQUIRED: (keyof Input)[] = ['name', 'email', 'challenge', 'passive_income'];
const FIELDS = Object.keys(EMPTY) as (keyof Input)[];

/** The refusal toast's text: where to look when fields are marked, else the service's own readable reason (how long to wait, offline, busy). */
function refusalDescription(err: unknown, markedFields: number): string {
  if (markedFields > 0)
    return markedFields === 1 ? 'Please correct the field marked below and send it again.' : 'Please correct the fields marked below and send it again.';
  if (err instanceof ApiError) return err.message;
  return 'There was an error submitting your application. Please try again.';
}

const options = (values: readonly string[]) =>
  values.map((v) => (
    <option key={v} value={v}>
      {v}
    </option>
  ));

const Two = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0 20px;
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
  }
`;

export function ApplicationForm({ onSubmitted }: { onSubmitted: () => void }) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(hall.LegendApplication),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, formState, setValue, reset } = form;
  const errors = formState.errors;
  const [photoKey, setPhotoKey] = useState(0);
  const photo = useMutation(uploadPhoto);
  // One key per attempt at this application: a retry after a network failure cannot store it twice.
  const [idemKey, setIdemKey] = useState(newIdempotencyKey);

  const onValid = async (values: Output) => {
    try {
      await submitApplication(values, idemKey);
      toast({ title: 'Application Submitted!', description: "Your submission is under review. You'll hear from us within 48 hours.", variant: 'success' });
      reset(EMPTY);
      setPhotoKey((k) => k + 1);
      setIdemKey(newIdempotencyKey());
      onSubmitted();
    } catch (err) {
      // A reason several fields share (control characters pasted into each) reads once, under the first.
      const marked = applyServerErrors(form, err, { fields: FIELDS, sameMessageOnce: true });
      notifyError(err, 'Submission Failed', refusalDescription(err, marked));
    }
  };

  const onInvalid = (errs: typeof errors) => {
    if (REQUIRED.some((k) => errs[k])) notifyError(null, 'Missing Required Fields', 'Please fill in all required fields to continue.');
  };

  const busy = formState.isSubmitting || photo.busy;
  return (
    <Card as={Form} noValidate onSubmit={handleSubmit(onValid, onInvalid)} aria-label="Legend Application">
      <Two>
        <Field id="name" label="Full Name" required error={errors.name?.message}>
          <Input {...invalidProps('name', errors.name?.message)} autoComplete="name" {...register('name')} />
        </Field>
        <Field id="alias" label="Alias / Username" error={errors.alias?.message}>
          <Input {...invalidProps('alias', errors.alias?.message)} {...register('alias')} />
        </Field>
      </Two>
      <Field id="email" label="Email" required error={errors.email?.message}>
        <Input type="email" {...invalidProps('email', errors.email?.message)} autoComplete="email" {...register('email')} />
      </Field>
      <Two>
        <Field id="challenge" label="Challenge" required error={errors.challenge?.message}>
          <Select {...invalidProps('challenge', errors.challenge?.message)} {...register('challenge')}>
            <option value="">Choose your challenge</option>
            {options(hall.CHALLENGES)}
          </Select>
        </Field>
        <Field id="passive_income" label="Passive Income" required error={errors.passive_income?.message} hint="For example $250/month">
          <Input {...invalidProps('passive_income', errors.passive_income?.message)} {...register('passive_income')} />
        </Field>
      </Two>
      <Field id="custom_title" label="Preferred Title" error={errors.custom_title?.message}>
        <Select {...invalidProps('custom_title', errors.custom_title?.message)} {...register('custom_title')}>
          <option value="">No preference</option>
          {options(hall.LEVEL_TITLES)}
        </Select>
      </Field>
      <Field id="quote" label="Your Quote" error={errors.quote?.message}>
        <Input {...invalidProps('quote', errors.quote?.message)} {...register('quote')} />
      </Field>
      <Field id="proof_description" label="Proof Description" error={errors.proof_description?.message} hint="How can we verify your passive income?">
        <TextArea {...invalidProps('proof_description', errors.proof_description?.message)} {...register('proof_description')} />
      </Field>
      <PhotoField key={photoKey} upload={photo.run} busy={photo.busy} onUploaded={(id) => setValue('photo_id', id)} />
      <Button type="submit" $block disabled={busy}>
        {formState.isSubmitting ? 'Submitting...' : photo.busy ? 'Uploading photo...' : 'Submit Application'}
      </Button>
    </Card>
  );
}
