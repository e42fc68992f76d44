import { store } from '@sqw/contracts';
import { notifyError, toast, useMutation } from '@sqw/platform';
import { Button, Dialog, Muted, Stack } from '@sqw/ui';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { cancelOrder } from '../../shared/purchase/orders-api';
import { ProofForm } from '../../shared/purchase/ProofForm';
import { refreshStanding } from '../../shared/purchase/standing';

const Bar = styled(Stack)`
  grid-column: 1 / -1;
`;

const Choices = styled(Stack)`
  margin-top: 20px;
`;

type Props = { order: store.Order; onChanged: () => void };

/**
 * What a member can still do with an open order from the dashboard: upload the proof of a
 * product order awaiting payment, and cancel an order awaiting payment. The service enforces
 * both rules again (409 once a proof is under review).
 */
export function OrderActions({ order, onChanged }: Props) {
  const [dialog, setDialog] = useState<'proof' | 'cancel' | null>(null);
  const cancelling = useMutation(() => cancelOrder(order.id));
  // Stable, so an open dialog keeps its focus while the member works in it.
  const close = useCallback(() => setDialog(null), []);
  if (order.status !== 'pending_payment') return null;

  const changed = () => {
    setDialog(null);
    refreshStanding();
    onChanged();
  };

  const confirmCancel = async () => {
    const result = await cancelling.run();
    if (!result) return;
    if (result.ok) toast({ title: store.MESSAGES.orderCancelledTitle, description: store.MESSAGES.orderCancelled(order.pay_code), variant: 'success' });
    else notifyError(result.error, 'Error');
    // Refused too: the order may have moved on elsewhere (a proof uploaded in another tab), so show where it is now.
    changed();
  };

  return (
    <Bar $row $gap="12px" $wrap>
      {store.needsProof(order) ? (
        <Button type="button" $size="sm" aria-haspopup="dialog" onClick={() => setDialog('proof')}>
          Upload Proof<span className="sr-only"> for order {order.pay_code}</span>
        </Button>
      ) : null}
      {store.canCancel(order) ? (
        <Button type="button" $size="sm" $variant="danger" aria-haspopup="dialog" onClick={() => setDialog('cancel')}>
          Cancel Order<span className="sr-only"> {order.pay_code}</span>
        </Button>
      ) : null}
      <Dialog open={dialog === 'proof'} onClose={close} title={`Payment proof for ${order.pay_code}`}>
        <Muted>
          A screenshot of your Cash App payment of {store.formatAmount(order.amount_cents)} to {order.payment.handle} with the note {order.pay_code}.
        </Muted>
        <ProofForm orderId={order.id} onUploaded={changed} />
      </Dialog>
      <Dialog open={dialog === 'cancel'} onClose={close} title={`Cancel order ${order.pay_code}?`}>
        <Muted>
          {order.item.title}, {store.formatAmount(order.amount_cents)}. Once cancelled, this pay code can no longer be paid; you can start a new purchase any
          time. If you already sent the payment, upload its proof instead.
        </Muted>
        <Choices $row $gap="12px" $wrap>
          <Button type="button" $variant="danger" disabled={cancelling.busy} onClick={() => void confirmCancel()}>
            {cancelling.busy ? 'Cancelling...' : 'Cancel Order'}
          </Button>
          <Button type="button" $variant="ghost" disabled={cancelling.busy} onClick={close}>
            Keep Order
          </Button>
        </Choices>
      </Dialog>
    </Bar>
  );
}
