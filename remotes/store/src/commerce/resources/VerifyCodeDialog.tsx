import { store } from '@sqw/contracts';
import { ApiError, messageOf, toast } from '@sqw/platform';
import { Button, Dialog, Field, Input, invalidProps, Muted } from '@sqw/ui';
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { toastError } from '../../shared/notify';
import { unlockResource } from '../api';
import { isCompleteCode, sanitizeCode } from './verify-code';

const CodeInput = styled(Input)`
  font-size: 1.8rem;
  letter-spacing: 0.6em;
  text-align: center;
  max-width: 220px;
`;

const CodeForm = styled.form`
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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setCode('');
    setError(undefined);
  }, [resource?.id]);
  if (!resource) return null;

  const verify = async (e: FormEvent) => {
    e.preventDefault();
    if (!isCompleteCode(code) || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await unlockResource(resource.id, code);
      toast({ title: store.MESSAGES.paymentVerified, variant: 'success' });
      onUnlocked(resource);
    } catch (err) {
      setError(refusal(err));
      toastError(err);
    } finally {
      setBusy(false);
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
      <CodeForm noValidate onSubmit={verify} aria-label="Verification code">
        <Field id="unlock-code" label="4-digit code" error={error}>
          <CodeInput
            {...invalidProps('unlock-code', error)}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            value={code}
            onChange={(e) => setCode(sanitizeCode(e.target.value))}
          />
        </Field>
        <Button type="submit" $block disabled={!isCompleteCode(code) || busy}>
          {busy ? 'Verifying...' : 'Verify'}
        </Button>
      </CodeForm>
    </Dialog>
  );
}
