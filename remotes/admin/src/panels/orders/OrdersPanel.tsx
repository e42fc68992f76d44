import { SubHeader } from '../../components/PanelHeader';
import { OrderQueue } from './OrderQueue';
import { SessionQueue } from './SessionQueue';

/** The store's verification queues: payments to check, then coaching sessions to schedule. */
export function OrdersPanel() {
  return (
    <>
      <SubHeader title="Payment Verification" note="Check the member's proof against the Cash App payment before marking an order paid." />
      <OrderQueue />
      <SubHeader title="Coaching Sessions" />
      <SessionQueue />
    </>
  );
}
