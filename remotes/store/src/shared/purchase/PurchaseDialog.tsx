import { store } from '@sqw/contracts';
import { newIdempotencyKey, notifyError, toast, useMutation } from '@sqw/platform';
import { Dialog } from '@sqw/ui';
import { useCallback, useState } from 'react';
import { createOrder } from './orders-api';
import { PaymentStep } from './PaymentStep';
import type { PaymentToast } from './PurchaseButton';
import { ResumeStep } from './ResumeStep';
import { ReviewStep } from './ReviewStep';
import { refreshStanding } from './standing';
import { StepList, type Step } from './StepList';
import { SubmittedStep } from './SubmittedStep';

type Props = {
  product: string;
  open: boolean;
  onClose: () => void;
  paymentToast?: PaymentToast;
  /** The member's order for this product still awaiting payment: offered again instead of a new one. */
  pending?: store.Order | null;
};

/**
 * The purchase dialog's three steps. Its state outlives closing the dialog, so a member who
 * closes it at the payment step comes back to the same order instead of creating another;
 * after a reload the pending order comes from the service and is offered to resume.
 */
export function PurchaseDialog({ product, open, onClose, paymentToast, pending = null }: Props) {
  const [step, setStep] = useState<Step>('review');
  const [order, setOrder] = useState<store.Order | null>(null);
  // One key per purchase attempt: a double click or a retry after a lost answer returns the same order.
  const [idemKey, setIdemKey] = useState(newIdempotencyKey);
  const creating = useMutation(() => createOrder(product, idemKey));

  const create = async () => {
    const result = await creating.run();
    if (!result) return;
    if (!result.ok) return notifyError(result.error, 'Error');
    setOrder(result.value);
    setStep('payment');
    refreshStanding();
    toast({ title: store.MESSAGES.orderCreatedTitle, description: store.MESSAGES.orderCreated(result.value.pay_code), variant: 'success' });
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
    refreshStanding();
  };

  const resume = (existing: store.Order) => {
    setOrder(existing);
    setStep('payment');
  };

  const resumable = step === 'review' && !order && pending?.status === 'pending_payment' ? pending : null;

  return (
    <Dialog open={open} onClose={close} title="Complete Your Purchase">
      <StepList current={step} />
      {resumable ? <ResumeStep order={resumable} onResume={() => resume(resumable)} onClose={close} /> : null}
      {step === 'review' && !resumable ? <ReviewStep product={product} busy={creating.busy} onConfirm={() => void create()} onCancel={close} /> : null}
      {step === 'payment' && order ? <PaymentStep order={order} paymentToast={paymentToast} onUploaded={onProofUploaded} /> : null}
      {step === 'submitted' && order ? <SubmittedStep order={order} onClose={close} /> : null}
    </Dialog>
  );
}
