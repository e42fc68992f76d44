import { store } from '@sqw/contracts';
import { newIdempotencyKey, toast, useSession } from '@sqw/platform';
import { Dialog, Muted } from '@sqw/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { orderResource } from '../api';
import { PaymentDetailsForm } from './PaymentDetailsForm';

/** The pause between opening the payment app and switching to the code dialog. */
export const CLOSE_AFTER_MS = 1500;
export const INSTRUCTIONS_MS = 10_000;

const Terms = styled(Muted)`
  margin-bottom: 20px;
`;

type Props = {
  resource: store.Resource | null;
  test: boolean;
  onClose: () => void;
  /** The order exists and the payment app was opened: time for the code dialog. */
  onOrdered: (order: store.OrderDetail) => void;
};

/** Premium resource purchase: payment details → resource order → Cash App (with the order reference as the note). */
export function PurchaseResourceDialog({ resource, test, onClose, onOrdered }: Props) {
  const { user } = useSession();
  const [placed, setPlaced] = useState<store.OrderDetail | null>(null);
  // One key per opened form: a double submit or a retry returns the same order.
  const idemKey = useRef(newIdempotencyKey());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    setPlaced(null);
    idemKey.current = newIdempotencyKey();
    // Closing during the pause means the member chose not to continue to the code now.
    return () => clearTimeout(timer.current);
  }, [resource?.id, test]);

  if (!resource) return null;
  const amount = store.formatAmount(test ? store.TEST_PRICE_CENTS : resource.price_cents);

  const submit = async (values: store.ResourcePurchase) => {
    const order = await orderResource(resource.id, { ...values, test }, idemKey.current);
    setPlaced(order);
    const opened = window.open(order.payment.url, '_blank', 'noopener,noreferrer');
    toast({
      title: 'Complete Your Payment',
      description: `Send ${amount} to ${order.payment.handle} with the note ${order.pay_code}. We e-mail your 4-digit code once the payment is confirmed (within 24 hours).`,
      duration: INSTRUCTIONS_MS,
    });
    if (!opened) console.warn('The payment tab was blocked; the link stays in the code dialog.');
    timer.current = setTimeout(() => onOrdered(order), CLOSE_AFTER_MS);
  };

  const defaults: store.ResourcePurchase = { name: user?.fullName ?? '', email: user?.email ?? '', cashtag: '', message: '' };
  return (
    <Dialog open onClose={onClose} title={`Purchase ${resource.title}`}>
      {placed ? (
        <div role="status">
          <p>Order {placed.pay_code} created. Opening Cash App…</p>
          <Muted>Next, you will enter the 4-digit code we send once your payment is confirmed.</Muted>
        </div>
      ) : (
        <>
          <Terms>
            {test ? 'Test payment: ' : ''}
            {amount} by Cash App. After you pay, an admin confirms the payment (within 24 hours) and we e-mail you a 4-digit code that unlocks the download.
          </Terms>
          <PaymentDetailsForm defaults={defaults} amountLabel={amount} onSubmit={submit} />
        </>
      )}
    </Dialog>
  );
}
