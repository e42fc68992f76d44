import { zodResolver } from '@hookform/resolvers/zod';
import { store } from '@sqw/contracts';
import { applyServerErrors, notifyError, toast } from '@sqw/platform';
import { Button, Field, FileInput, Form, invalidProps, ProgressBar, TextArea } from '@sqw/ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { uploadProof } from './orders-api';
import { ProofFormSchema, type ProofFormOutput, type ProofFormValues } from './proof-file';

const Progress = styled.div`
  margin-bottom: 16px;
`;

type Props = { orderId: string; onUploaded: (order: store.OrderDetail) => void };

/** The payment proof: an image (required) and a note (optional), uploaded with progress. */
export function ProofForm({ orderId, onUploaded }: Props) {
  const form = useForm<ProofFormValues, unknown, ProofFormOutput>({
    resolver: zodResolver(ProofFormSchema),
    defaultValues: { file: null, note: '' },
    // A wrong file or an over-long note is said at once, and Upload stays off until both are right.
    mode: 'onChange',
  });
  const { control, register, handleSubmit, formState, watch } = form;
  const { errors, isSubmitting, isValid } = formState;
  const [progress, setProgress] = useState(0);
  const file = watch('file');

  const onValid = async ({ file: image, note }: ProofFormOutput) => {
    setProgress(0);
    try {
      const updated = await uploadProof(orderId, image, note, setProgress);
      toast({ title: store.MESSAGES.proofUploadedTitle, description: store.MESSAGES.proofUploaded, variant: 'success' });
      onUploaded(updated);
    } catch (err) {
      // The file and note stay chosen so the member can simply try again.
      applyServerErrors(form, err, { fields: ['note'] });
      notifyError(err, store.MESSAGES.uploadErrorTitle);
    }
  };

  const fileError = errors.file?.message;
  const noteError = errors.note?.message;
  return (
    <Form noValidate onSubmit={handleSubmit(onValid)} aria-label="Upload payment proof">
      <h3>Upload Payment Proof</h3>
      <Field id="proof-file" label="Payment screenshot" required error={fileError} hint="An image of your completed payment, at most 10 MB.">
        <Controller
          control={control}
          name="file"
          render={({ field }) => (
            <FileInput
              accept="image/*"
              disabled={isSubmitting}
              {...invalidProps('proof-file', fileError)}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
            />
          )}
        />
      </Field>
      <Field id="proof-note" label="Note (optional)" error={noteError}>
        <TextArea
          {...invalidProps('proof-note', noteError)}
          disabled={isSubmitting}
          placeholder="Anything we should know about this payment"
          {...register('note')}
        />
      </Field>
      {isSubmitting ? (
        <Progress>
          <ProgressBar value={progress} label="Proof upload progress" />
          <small>
            Uploading {file?.name}… {progress}%
          </small>
        </Progress>
      ) : null}
      <Button type="submit" $block disabled={!isValid || isSubmitting}>
        {isSubmitting ? 'Uploading...' : 'Upload Proof'}
      </Button>
    </Form>
  );
}
