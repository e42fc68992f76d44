import type { store } from '@sqw/contracts';
import { Button, EmptyState, Muted, Stack } from '@sqw/ui';
import { useEffect, useRef } from 'react';
import { Link } from '@sqw/router';
import styled from 'styled-components';
import { OrderRow } from './OrderRow';

const List = styled(Stack)`
  list-style: none;
  padding: 0;
  margin: 0;
`;

const Missing = styled(Muted)`
  margin: 0 0 16px;
`;

type Props = {
  orders: store.Order[];
  /** The order the URL names (?order=, the order mails link there): highlighted, scrolled to and focused. */
  focus?: string | null;
  /** Something changed on the service (proof uploaded, order cancelled): load the orders again. */
  onChanged?: () => void;
};

/** Every order the member placed, newest first, with what is still needed from them and what they can do. */
export function OrdersTab({ orders, focus = null, onChanged = () => undefined }: Props) {
  const selected = useRef<HTMLElement>(null);
  const found = focus !== null && orders.some((o) => o.id === focus);

  useEffect(() => {
    const el = selected.current;
    if (!el) return;
    el.scrollIntoView?.({ block: 'center' });
    el.focus({ preventScroll: true });
  }, [focus, found]);

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
    <>
      {focus !== null && !found ? <Missing role="status">The order from your link is not among the orders of this account.</Missing> : null}
      <List as="ul" $gap="16px">
        {orders.map((o) => (
          <li key={o.id}>
            <OrderRow ref={o.id === focus ? selected : undefined} order={o} selected={o.id === focus} onChanged={onChanged} />
          </li>
        ))}
      </List>
    </>
  );
}
