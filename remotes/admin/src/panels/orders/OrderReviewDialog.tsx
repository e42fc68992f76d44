import { store } from '@sqw/contracts';
import { Button, Dialog, Field, Input, invalidProps, TextArea } from '@sqw/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { DetailList } from '../../components/DetailList';
import { ProtectedImage } from '../../components/ProtectedImage';
import { formatDateTime } from '../../lib/format';
import { useDialogAction } from '../../lib/run-action';
import { isOpen, markPaid, rejectOrder } from './api';

const Decision = styled.div`
  margin-top: 22px;
`;

const Divider = styled.hr`
  margin: 24px 0;
  border: 0;
  border-top: 1px solid rgba(255, 255, 255, 0.1);
`;

const ReasonInput = styled(TextArea)`
  min-height: 80px;
`;

/** One order's payment review: the proof image, then mark paid (with a note) or reject (with a reason). */
export function OrderReviewDialog({ order, onClose, onDone }: { order: store.AdminOrder; onClose: () => void; onDone: () => void }) {
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();

  const { busy, act } = useDialogAction(onDone, onClose);
  const reject = () => {
    const r = reason.trim();
    if (r.length < 3) return setReasonError('Please give the member a reason.');
    setReasonError(undefined);
    void act(() => rejectOrder(order.id, r), `Order ${order.pay_code} rejected`, 'Order not rejected');
  };

  return (
    <Dialog open onClose={onClose} title={`Order ${order.pay_code}`} wide>
      <DetailList
        items={[
          ['Item', order.item.title],
          ['Amount', store.formatAmount(order.amount_cents) + (order.is_test ? ' (test)' : '')],
          ['Customer', `${order.customer_name ?? ''} ${order.customer_email ? `<${order.customer_email}>` : ''}`.trim()],
          ['Cash App tag', order.cashtag],
          ['Member note', order.message ?? order.note],
          ['Status', store.STATUS_LABELS[order.status]],
          ['Ordered', formatDateTime(order.created_at)],
          ['Proof sent', formatDateTime(order.proof_submitted_at)],
          ['Rejected because', order.reject_reason],
          ['Unlock code', order.unlock_code],
        ]}
      />
      <h3>Payment proof</h3>
      {order.proof_url ? (
        <ProtectedImage service="store" path={order.proof_url} alt={`Payment proof for order ${order.pay_code}`} />
      ) : (
        <p>{store.proofSectionText(order)}</p>
      )}
      {isOpen(order) ? (
        <Decision>
          <Field id="paid-note" label="Note to the member (optional)">
            <Input id="paid-note" value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} />
          </Field>
          <Button
            type="button"
            disabled={busy}
            onClick={() => void act(() => markPaid(order.id, note.trim()), `Order ${order.pay_code} marked paid`, 'Order not marked paid')}
          >
            Mark Paid
          </Button>
          <Divider />
          <Field id="reject-reason" label="Reason for rejecting" error={reasonError}>
            <ReasonInput {...invalidProps('reject-reason', reasonError)} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
          </Field>
          <Button type="button" $variant="danger" disabled={busy} onClick={reject}>
            Reject Payment
          </Button>
        </Decision>
      ) : null}
    </Dialog>
  );
}
