import { zodResolver } from '@hookform/resolvers/zod';
import { store } from '@sqw/contracts';
import { ApiError, messageOf, notifyError, toast } from '@sqw/platform';
import { Button, Dialog, Field, Form, Input, invalidProps, Muted } from '@sqw/ui';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { unlockResource } from '../api';
import { isCompleteCode, sanitizeCode } from './verify-code';

const CodeInput = styled(Input)`
  font-size: 1.8rem;
  letter-spacing: 0.6em;
  text-align: center;
  max-width: 220px;
`;

const CodeForm = styled(Form)`
  margin-top: 16px;
`;

type Props = {
  resource: store.Resource | null;
  /** The order being paid, when known: its payment link stays at hand. */
  order: store.Order | null;
  onClose: () => void;
  onUnlocked: (resource: store.Resource) => void;
};

/** Why a code was refused, in the member's words; the service's message is already readable. */
const refusal = (err: unknown) => {
  if (!(err instanceof ApiError)) return messageOf(err);
  const left = err.details.find((d) => d.path === 'code')?.message;
  return left ? `${err.message} (${left}.)` : err.message;
};

/** The 4-digit code issued once an admin confirms the payment; a right one unlocks the download. */
export function VerifyCodeDialog({ resource, order, onClose, onUnlocked }: Props) {
  const form = useForm<z.input<typeof store.UnlockCode>, unknown, z.output<typeof store.UnlockCode>>({
    resolver: zodResolver(store.UnlockCode),
    defaultValues: { code: '' },
  });
  const { control, handleSubmit, formState, reset, setError, watch } = form;
  const { errors, isSubmitting } = formState;
  useEffect(() => reset({ code: '' }), [resource?.id, reset]);
  const code = watch('code');
  if (!resource) return null;

  const verify = async ({ code: typed }: z.output<typeof store.UnlockCode>) => {
    try {
      await unlockResource(resource.id, typed);
      toast({ title: store.MESSAGES.paymentVerified, variant: 'success' });
      onUnlocked(resource);
    } catch (err) {
      // The code stays for correction, with the reason (and the attempts left) under it.
      setError('code', { type: 'server', message: refusal(err) });
      notifyError(err, 'Error');
    }
  };

  const waiting = order && order.status !== 'paid';
  return (
    <Dialog open onClose={onClose} title="Enter Verification Code">
      <Muted>
        {waiting
          ? `Once we confirm your payment for ${resource.title} (within 24 hours), we e-mail you a 4-digit code. Enter it here to unlock the download.`
          : `Enter the 4-digit code from your payment confirmation e-mail to unlock ${resource.title}. It is also shown with your order on your dashboard.`}
      </Muted>
      {order && waiting ? (
        <p>
          Order reference <strong>{order.pay_code}</strong> ·{' '}
          <a href={order.payment.url} target="_blank" rel="noopener noreferrer">
            Open the Cash App payment again
          </a>
        </p>
      ) : null}
      <CodeForm noValidate onSubmit={handleSubmit(verify)} aria-label="Verification code">
        <Field id="unlock-code" label="4-digit code" error={errors.code?.message}>
          <Controller
            control={control}
            name="code"
            render={({ field }) => (
              <CodeInput
                {...invalidProps('unlock-code', errors.code?.message)}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(sanitizeCode(e.target.value))}
              />
            )}
          />
        </Field>
        <Button type="submit" $block disabled={!isCompleteCode(code) || isSubmitting}>
          {isSubmitting ? 'Verifying...' : 'Verify'}
        </Button>
      </CodeForm>
    </Dialog>
  );
}
