import { store } from '@sqw/contracts';
import { useResource } from '@sqw/platform';
import { Badge, Button } from '@sqw/ui';
import { useState } from 'react';
import { DataTable, type Column } from '../../components/DataTable';
import { Loadable } from '../../components/Loadable';
import { FilterSelect, SearchBox, Toolbar } from '../../components/Toolbar';
import { formatDateTime } from '../../lib/format';
import { listOrders, ORDER_STATUS_OPTIONS, ORDERS_PER_PAGE } from './api';
import { OrderReviewDialog } from './OrderReviewDialog';
import { countOf, CursorPager, useCursorPages } from '../../components/Pager';

const TONE: Record<store.OrderStatus, 'gold' | 'blue' | 'success' | 'danger' | 'muted'> = {
  pending_payment: 'muted',
  proof_submitted: 'blue',
  paid: 'success',
  rejected: 'danger',
  cancelled: 'muted',
};

/** The payment verification queue; it opens on orders whose proof waits for a decision. */
export function OrderQueue() {
  const [status, setStatus] = useState<string>('proof_submitted');
  const [q, setQ] = useState('');
  const pages = useCursorPages();
  const after = pages.after;
  const [reviewing, setReviewing] = useState<store.AdminOrder | null>(null);
  const orders = useResource((signal) => listOrders({ status, q, after }, signal), [status, q, after]);

  const columns: Column<store.AdminOrder>[] = [
    { key: 'code', header: 'Pay Code', cell: (o) => <code>{o.pay_code}</code> },
    {
      key: 'customer',
      header: 'Customer',
      cell: (o) => (
        <>
          {o.customer_name ?? '—'}
          <div>{o.customer_email}</div>
        </>
      ),
    },
    { key: 'item', header: 'Item', cell: (o) => o.item.title },
    { key: 'amount', header: 'Amount', align: 'right', cell: (o) => store.formatAmount(o.amount_cents) },
    { key: 'status', header: 'Status', cell: (o) => <Badge $tone={TONE[o.status]}>{store.STATUS_LABELS[o.status]}</Badge> },
    { key: 'when', header: 'Proof Sent', cell: (o) => formatDateTime(o.proof_submitted_at) },
    {
      key: 'review',
      header: 'Review',
      cell: (o) => (
        <Button type="button" $size="sm" $variant="outline" onClick={() => setReviewing(o)} aria-label={`Review order ${o.pay_code}`}>
          Review
        </Button>
      ),
    },
  ];

  return (
    <>
      <Toolbar>
        <FilterSelect
          id="order-status"
          label="Status"
          value={status}
          onChange={(v) => {
            setStatus(v);
            pages.reset();
          }}
        >
          <option value="">All orders</option>
          {ORDER_STATUS_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </FilterSelect>
        <SearchBox
          id="order-search"
          label="Search code, customer or item"
          onSearch={(v) => {
            setQ(v);
            pages.reset();
          }}
        />
      </Toolbar>
      <Loadable resource={orders} what="orders">
        {(page) => (
          <>
            <DataTable
              caption={countOf(page, 'order')}
              columns={columns}
              rows={page.items}
              rowKey={(o) => o.id}
              empty={status === 'proof_submitted' ? 'No payments waiting for review' : 'No orders'}
            />
            <CursorPager label="Orders" index={pages.index} size={ORDERS_PER_PAGE} page={page} onNext={pages.next} onPrevious={pages.previous} />
          </>
        )}
      </Loadable>
      {reviewing ? <OrderReviewDialog order={reviewing} onClose={() => setReviewing(null)} onDone={orders.reload} /> : null}
    </>
  );
}
