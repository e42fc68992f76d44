import { store } from '@sqw/contracts';
import { Badge, Button, Card, EmptyState, Stack } from '@sqw/ui';
import { Link } from '@sqw/router';
import styled from 'styled-components';
import { formatDate, formatDateTime, ORDER_TONE } from '../format';

const Row = styled(Card)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 12px 24px;
  padding: 20px;
  h3 { margin: 0; font-size: 1.1rem; }
  dl { grid-column: 1 / -1; display: grid; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); gap: 12px; margin: 0; }
  dt { color: ${(p) => p.theme.color.muted}; font-size: 0.75rem; text-transform: uppercase; letter-spacing: 0.08em; }
  dd { margin: 2px 0 0; }
  code { font-size: 1rem; color: ${(p) => p.theme.color.goldLight}; letter-spacing: 0.08em; }
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

function proofState(o: store.Order): string {
  if (o.status === 'paid') return 'Payment confirmed';
  if (o.has_proof && o.proof_submitted_at) return `Submitted ${formatDate(o.proof_submitted_at)}`;
  if (o.has_proof) return 'Submitted';
  return o.status === 'pending_payment' ? 'Not uploaded yet' : '—';
}

function OrderRow({ order: o }: { order: store.Order }) {
  const open = o.status === 'pending_payment';
  return (
    <Row aria-labelledby={`order-${o.id}`}>
      <div>
        <h3 id={`order-${o.id}`}>{o.item.title}</h3>
        <Badge $tone={ORDER_TONE[o.status]}>{store.STATUS_LABELS[o.status]}</Badge>
      </div>
      <Amount>{store.formatAmount(o.amount_cents)}</Amount>
      <dl>
        <div>
          <dt>Pay Code</dt>
          <dd>
            <code>{o.pay_code}</code>
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
      {open ? (
        <Note>
          Send {store.formatAmount(o.amount_cents)} to {o.payment.handle} and quote your pay code {o.pay_code}:{' '}
          <a href={o.payment.url} target="_blank" rel="noopener noreferrer">
            open Cash App<span className="sr-only"> (opens in a new tab)</span>
          </a>
          . Your purchase unlocks once we confirm the payment.
        </Note>
      ) : null}
    </Row>
  );
}

/** Every order the member placed, newest first, with what is still needed from them. */
export function OrdersTab({ orders }: { orders: store.Order[] }) {
  if (orders.length === 0)
    return (
      <EmptyState
        title="No orders yet"
        action={
          <Button as={Link} to="/products">
            Browse Products
          </Button>
        }
      >
        When you buy a course, coaching or a resource, its order, pay code and payment status appear here.
      </EmptyState>
    );
  return (
    <Stack as="ul" $gap="16px" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {orders.map((o) => (
        <li key={o.id}>
          <OrderRow order={o} />
        </li>
      ))}
    </Stack>
  );
}
