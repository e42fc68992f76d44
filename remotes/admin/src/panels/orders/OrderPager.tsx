import { store } from '@sqw/contracts';
import { PagerBar } from '../../components/Pager';

/**
 * Previous/next over the order list, which pages by cursor: page `index` (from 0) of `size`
 * rows; Next exists while the store names a next page. The total may be "1,000+".
 */
export function OrderPager({
  index,
  size,
  page,
  onNext,
  onPrevious,
}: {
  index: number;
  size: number;
  page: store.AdminOrderPage;
  onNext: () => void;
  onPrevious: () => void;
}) {
  if (index === 0 && !page.next) return null;
  const from = index * size + 1;
  const to = index * size + page.items.length;
  return (
    <PagerBar
      label="Orders"
      range={`${page.items.length ? `${from}–${to}` : 'None'} of ${store.orderTotalLabel(page)}`}
      hasPrevious={index > 0}
      hasNext={Boolean(page.next)}
      onPrevious={onPrevious}
      onNext={onNext}
    />
  );
}
