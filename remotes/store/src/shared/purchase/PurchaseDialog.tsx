import { store } from '@sqw/contracts';
import { newIdempotencyKey, toast } from '@sqw/platform';
import { Dialog } from '@sqw/ui';
import { useCallback, useState } from 'react';
import { toastError } from '../notify';
import { createOrder } from './orders-api';
import { PaymentStep } from './PaymentStep';
import type { PaymentToast } from './PurchaseButton';
import { ReviewStep } from './ReviewStep';
import { StepList, type Step } from './StepList';
import { SubmittedStep } from './SubmittedStep';

type Props = { product: string; open: boolean; onClose: () => void; paymentToast?: PaymentToast };

/**
 * The purchase dialog's three steps. Its state outlives closing the dialog, so a member who
 * closes it at the payment step comes back to the same order instead of creating another.
 */
export function PurchaseDialog({ product, open, onClose, paymentToast }: Props) {
  const [step, setStep] = useState<Step>('review');
  const [order, setOrder] = useState<store.OrderDetail | null>(null);
  const [creating, setCreating] = useState(false);
  // One key per purchase attempt: a double click or a retry after a lost answer returns the same order.
  const [idemKey, setIdemKey] = useState(newIdempotencyKey);

  const create = async () => {
    setCreating(true);
    try {
      const created = await createOrder(product, idemKey);
      setOrder(created);
      setStep('payment');
      toast({ title: store.MESSAGES.orderCreatedTitle, description: store.MESSAGES.orderCreated(created.pay_code), variant: 'success' });
    } catch (err) {
      toastError(err);
    } finally {
      setCreating(false);
    }
  };

  const close = useCallback(() => {
    onClose();
    if (step === 'submitted') {
      // The purchase is done: the next click starts a new one.
      setStep('review');
      setOrder(null);
      setIdemKey(newIdempotencyKey());
    }
  }, [onClose, step]);

  const onProofUploaded = (updated: store.OrderDetail) => {
    setOrder(updated);
    setStep('submitted');
  };

  return (
    <Dialog open={open} onClose={close} title="Complete Your Purchase">
      <StepList current={step} />
      {step === 'review' ? <ReviewStep product={product} busy={creating} onConfirm={create} onCancel={close} /> : null}
      {step === 'payment' && order ? <PaymentStep order={order} paymentToast={paymentToast} onUploaded={onProofUploaded} /> : null}
      {step === 'submitted' && order ? <SubmittedStep order={order} onClose={close} /> : null}
    </Dialog>
  );
}
