import { store } from '@sqw/contracts';
import { toast } from '@sqw/platform';
import { Button, Muted } from '@sqw/ui';
import styled from 'styled-components';
import { ProofForm } from './ProofForm';
import type { PaymentToast } from './PurchaseButton';
import { useCopyCode } from './use-copy-code';

/** The payment instructions toast stays 10 s: long enough to read while the payment app opens. */
export const INSTRUCTIONS_MS = 10_000;

const CodeBox = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
  padding: 14px 16px;
  margin: 8px 0 16px;
  border: 1px dashed ${(p) => p.theme.color.gold};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surfaceRaised};
  code {
    font-size: 1.5rem;
    letter-spacing: 0.12em;
    color: ${(p) => p.theme.color.goldLight};
  }
`;

const Divider = styled.hr`
  border: none;
  border-top: 1px solid ${(p) => p.theme.color.border};
  margin: 24px 0;
`;

type Props = { order: store.Order; paymentToast?: PaymentToast; onUploaded: (order: store.OrderDetail) => void };

/** Step 2: the pay code, the Cash App link with handle and amount, and the proof upload. */
export function PaymentStep({ order, paymentToast, onUploaded }: Props) {
  const { copied, copy } = useCopyCode();
  const amount = store.formatAmount(order.amount_cents);

  const openedPayment = () => {
    toast({
      title: 'Payment Instructions',
      description: `Send ${amount} to ${order.payment.handle} and put your pay code ${order.pay_code} in the note. Then upload a screenshot of the payment here.`,
      duration: INSTRUCTIONS_MS,
    });
    if (paymentToast) toast({ ...paymentToast, variant: 'success', duration: INSTRUCTIONS_MS });
  };

  return (
    <section aria-label="Payment">
      <Muted>
        Your order for <strong>{order.item.title}</strong> is created. Include this pay code in your payment note so we can match it:
      </Muted>
      <CodeBox>
        <code aria-label="Pay code">{order.pay_code}</code>
        <Button type="button" $variant="outline" $size="sm" onClick={() => void copy(order.pay_code)}>
          {copied ? 'Copied' : 'Copy Code'}
        </Button>
      </CodeBox>
      <p>
        Amount: <strong>{amount}</strong> to <strong>{order.payment.handle}</strong>
      </p>
      <Button as="a" href={order.payment.url} target="_blank" rel="noopener noreferrer" $block onClick={openedPayment}>
        Pay {amount} with Cash App
      </Button>
      <Divider />
      <ProofForm orderId={order.id} onUploaded={onUploaded} />
    </section>
  );
}
