import { store } from '@sqw/contracts';
import { Badge } from '@sqw/ui';
import { useState } from 'react';
import type { Column } from '../../components/DataTable';
import { ListPanel } from '../../components/ListPanel';
import { countOf } from '../../components/Pager';
import { FilterSelect, SearchBox } from '../../components/Toolbar';
import { usePagedList } from '../../components/use-paged-list';
import { formatDateTime } from '../../lib/format';
import { listOrders, ORDER_STATUS_OPTIONS, ORDERS_PER_PAGE } from './api';
import { OrderReviewDialog } from './OrderReviewDialog';
import { openColumn } from '../../components/open-column';
import { TwoLines } from '../../components/TwoLines';

const TONE: Record<store.OrderStatus, 'gold' | 'blue' | 'success' | 'danger' | 'muted'> = {
  pending_payment: 'muted',
  proof_submitted: 'blue',
  paid: 'success',
  rejected: 'danger',
  cancelled: 'muted',
};

const STATUSES = [{ value: '', label: 'All orders' }, ...ORDER_STATUS_OPTIONS];

/** The payment verification queue; it opens on orders whose proof waits for a decision. */
export function OrderQueue() {
  const orders = usePagedList({ status: 'proof_submitted', q: '' }, listOrders);
  const { status } = orders.filter;
  const [reviewing, setReviewing] = useState<store.AdminOrder | null>(null);

  const columns: Column<store.AdminOrder>[] = [
    { key: 'code', header: 'Pay Code', cell: (o) => <code>{o.pay_code}</code> },
    { key: 'customer', header: 'Customer', cell: (o) => <TwoLines first={o.customer_name ?? '—'} second={o.customer_email} /> },
    { key: 'item', header: 'Item', cell: (o) => o.item.title },
    { key: 'amount', header: 'Amount', align: 'right', cell: (o) => store.formatAmount(o.amount_cents) },
    { key: 'status', header: 'Status', cell: (o) => <Badge $tone={TONE[o.status]}>{store.STATUS_LABELS[o.status]}</Badge> },
    { key: 'when', header: 'Proof Sent', cell: (o) => formatDateTime(o.proof_submitted_at) },
    openColumn({ key: 'review', header: 'Review', text: 'Review', label: (o) => `Review order ${o.pay_code}`, onOpen: setReviewing }),
  ];

  return (
    <ListPanel
      paged={orders}
      what="orders"
      label="Orders"
      size={ORDERS_PER_PAGE}
      caption={(page) => countOf(page, 'order')}
      columns={columns}
      rowKey={(o) => o.id}
      empty={status === 'proof_submitted' ? 'No payments waiting for review' : 'No orders'}
      detail={reviewing ? <OrderReviewDialog order={reviewing} onClose={() => setReviewing(null)} onDone={orders.list.reload} /> : null}
    >
      <FilterSelect id="order-status" label="Status" value={status} onChange={(status) => orders.setFilter({ status })} options={STATUSES} />
      <SearchBox id="order-search" label="Search code, customer or item" onSearch={(q) => orders.setFilter({ q })} />
    </ListPanel>
  );
}
