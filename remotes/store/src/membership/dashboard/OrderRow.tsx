import { store } from '@sqw/contracts';
import { Badge, Button, Card } from '@sqw/ui';
import { forwardRef } from 'react';
import styled from 'styled-components';
import { useCopyCode } from '../../shared/purchase/use-copy-code';
import { formatDate, formatDateTime, ORDER_TONE } from '../format';
import { OrderActions } from './OrderActions';

const Row = styled(Card)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 12px 24px;
  padding: 20px;
  scroll-margin-top: 96px;
  h3 {
    margin: 0;
    font-size: 1.1rem;
    overflow-wrap: anywhere;
  }
  dl {
    grid-column: 1 / -1;
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
    gap: 12px;
    margin: 0;
  }
  dt {
    color: ${(p) => p.theme.color.muted};
    font-size: 0.75rem;
    text-transform: uppercase;
    letter-spacing: 0.08em;
  }
  dd {
    margin: 2px 0 0;
  }
  code {
    font-size: 1rem;
    color: ${(p) => p.theme.color.goldLight};
    letter-spacing: 0.08em;
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.gold};
    outline-offset: 2px;
  }
`;

const Amount = styled.p`
  margin: 0;
  font-family: ${(p) => p.theme.font.heading};
  font-size: 1.4rem;
  color: ${(p) => p.theme.color.gold};
  text-align: right;
`;

const Note = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${(p) => p.theme.color.muted};
  font-size: 0.9rem;
`;

const CodeLine = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  flex-wrap: wrap;
`;

function proofState(o: store.Order): string {
  if (o.status === 'paid') return 'Payment confirmed';
  if (o.has_proof && o.proof_submitted_at) return `Submitted ${formatDate(o.proof_submitted_at)}`;
  if (o.has_proof) return 'Submitted';
  // Resource payments are matched by their note and Cash App tag: nothing to upload.
  if (!store.needsProof(o)) return 'Not needed';
  return o.status === 'pending_payment' ? 'Not uploaded yet' : '—';
}

function Instructions({ order: o }: { order: store.Order }) {
  const amount = store.formatAmount(o.amount_cents);
  const link = (
    <a href={o.payment.url} target="_blank" rel="noopener noreferrer">
      open Cash App<span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
  if (!store.needsProof(o))
    return (
      <Note>
        Send {amount} to {o.payment.handle} from the Cash App tag you gave, with the note {o.pay_code}: {link}. There is nothing to upload: we e-mail your
        4-digit code once the payment is confirmed (within 24 hours), and you enter it on the Resources page.
      </Note>
    );
  return (
    <Note>
      Send {amount} to {o.payment.handle} and quote your pay code {o.pay_code}: {link}. Then upload a screenshot of the payment. Your purchase unlocks once we
      confirm it.
    </Note>
  );
}

type Props = { order: store.Order; selected: boolean; onChanged: () => void };

/** One order: what it is for, its pay code (to copy again), its status and what is still needed. */
export const OrderRow = forwardRef<HTMLElement, Props>(function OrderRow({ order: o, selected, onChanged }, ref) {
  const { copied, copy } = useCopyCode();
  const open = o.status === 'pending_payment';
  return (
    <Row
      ref={ref}
      $highlight={selected}
      aria-current={selected ? 'true' : undefined}
      tabIndex={selected ? -1 : undefined}
      aria-labelledby={`order-${o.id}`}
      data-order={o.id}
    >
      <div>
        <h3 id={`order-${o.id}`}>{o.item.title}</h3>
        <Badge $tone={ORDER_TONE[o.status]}>{store.STATUS_LABELS[o.status]}</Badge>
      </div>
      <Amount>{store.formatAmount(o.amount_cents)}</Amount>
      <dl>
        <div>
          <dt>Pay Code</dt>
          <dd>
            <CodeLine>
              <code>{o.pay_code}</code>
              {open ? (
                <Button type="button" $variant="outline" $size="sm" onClick={() => void copy(o.pay_code)}>
                  {copied ? 'Copied' : 'Copy Code'}
                  <span className="sr-only"> {o.pay_code}</span>
                </Button>
              ) : null}
            </CodeLine>
          </dd>
        </div>
        <div>
          <dt>Ordered</dt>
          <dd>{formatDateTime(o.created_at)}</dd>
        </div>
        <div>
          <dt>Payment Proof</dt>
          <dd>{proofState(o)}</dd>
        </div>
        {o.kind === 'resource' && o.status === 'paid' && o.unlock_code ? (
          <div>
            <dt>Unlock Code</dt>
            <dd>
              <code>{o.unlock_code}</code>
            </dd>
          </div>
        ) : null}
      </dl>
      {o.status === 'rejected' && o.reject_reason ? <Note>Reason: {o.reject_reason}</Note> : null}
      {o.status === 'proof_submitted' ? <Note>Your proof is under review; we e-mail you once the payment is confirmed (within 24 hours).</Note> : null}
      {open ? <Instructions order={o} /> : null}
      <OrderActions order={o} onChanged={onChanged} />
    </Row>
  );
});
