import { store } from '@sqw/contracts';
import { Button, Muted, Stack } from '@sqw/ui';
import { Link } from '@sqw/router';
import styled from 'styled-components';
import { formatDateTime } from '../../membership/format';

const Actions = styled(Stack)`
  margin-top: 20px;
`;

type Props = { order: store.Order; onResume: () => void; onClose: () => void };

/**
 * Step 1 when the member already started this purchase: the order awaiting payment is
 * offered again (same pay code) instead of a second order.
 */
export function ResumeStep({ order, onResume, onClose }: Props) {
  return (
    <section aria-label="Resume your order">
      <h3>You already started this order</h3>
      <Muted>
        Order <strong>{order.pay_code}</strong> for {order.item.title} ({store.formatAmount(order.amount_cents)}) was created on{' '}
        {formatDateTime(order.created_at)} and is waiting for your payment. Continue with it to pay with the same pay code and upload your proof.
      </Muted>
      <Actions $row $gap="12px" $wrap>
        <Button type="button" onClick={onResume}>
          Resume Order
        </Button>
        <Button as={Link} to={store.orderPath(order.id)} $variant="ghost" onClick={onClose}>
          Manage in My Orders
        </Button>
      </Actions>
    </section>
  );
}
