import { zodResolver } from '@hookform/resolvers/zod';
import { store } from '@sqw/contracts';
import { Button, Dialog, Field, Input, invalidProps, TextArea } from '@sqw/ui';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
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

type PaidIn = z.input<typeof store.MarkPaid>;
type PaidOut = z.output<typeof store.MarkPaid>;
type RejectIn = z.input<typeof store.RejectOrder>;

/** One order's payment review: the proof image, then mark paid (with a note) or reject (with a reason). */
export function OrderReviewDialog({ order, onClose, onDone }: { order: store.AdminOrder; onClose: () => void; onDone: () => void }) {
  // Marking paid and rejecting are two forms, so an empty reason does not stop marking paid.
  // Focus stays on the button pressed: the message under a field is announced (role="alert").
  const paid = useForm<PaidIn, unknown, PaidOut>({ resolver: zodResolver(store.MarkPaid), shouldFocusError: false, defaultValues: { note: '' } });
  const rejection = useForm<RejectIn>({ resolver: zodResolver(store.RejectOrder), shouldFocusError: false, defaultValues: { reason: '' } });
  const noteError = paid.formState.errors.note?.message;
  const reasonError = rejection.formState.errors.reason?.message;

  const { busy, save } = useDialogAction(onDone, onClose);
  const markAsPaid = paid.handleSubmit(({ note }) =>
    save(paid, () => markPaid(order.id, note ?? ''), `Order ${order.pay_code} marked paid`, 'Order not marked paid', { fields: ['note'] }),
  );
  const reject = rejection.handleSubmit(({ reason }) =>
    save(rejection, () => rejectOrder(order.id, reason), `Order ${order.pay_code} rejected`, 'Order not rejected', { fields: ['reason'] }),
  );

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
          <Field id="paid-note" label="Note to the member (optional)" error={noteError}>
            <Input {...invalidProps('paid-note', noteError)} maxLength={500} {...paid.register('note')} />
          </Field>
          <Button type="button" disabled={busy} onClick={markAsPaid}>
            Mark Paid
          </Button>
          <Divider />
          <Field id="reject-reason" label="Reason for rejecting" error={reasonError}>
            <ReasonInput {...invalidProps('reject-reason', reasonError)} maxLength={500} {...rejection.register('reason')} />
          </Field>
          <Button type="button" $variant="danger" disabled={busy} onClick={reject}>
            Reject Payment
          </Button>
        </Decision>
      ) : null}
    </Dialog>
  );
}
