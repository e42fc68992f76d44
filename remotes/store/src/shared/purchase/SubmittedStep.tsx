import { store } from '@sqw/contracts';
import { Button, Muted, Stack } from '@sqw/ui';
import { Link } from '@sqw/router';

/** Step 3: the proof is in; the member learns what happens next and where to follow the order. */
export function SubmittedStep({ order, onClose }: { order: store.Order; onClose: () => void }) {
  return (
    <section aria-label="Proof submitted">
      <h3>Thank you!</h3>
      <Muted>{store.MESSAGES.proofUploaded}</Muted>
      <p>
        Order <strong>{order.pay_code}</strong> · {order.item.title} · {store.formatAmount(order.amount_cents)} · status{' '}
        <strong>{store.STATUS_LABELS[order.status]}</strong>
      </p>
      <Stack $row $gap="12px" $wrap>
        <Button as={Link} to={store.orderPath(order.id)} $variant="outline" onClick={onClose}>
          View My Orders
        </Button>
        <Button type="button" onClick={onClose}>
          Done
        </Button>
      </Stack>
    </section>
  );
}
