import { store } from '@sqw/contracts';
import { Button } from '@sqw/ui';
import styled from 'styled-components';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-top: 14px;
  color: ${(p) => p.theme.color.muted};
  font-size: 0.9rem;
`;

/**
 * Previous/next over the order list, which pages by cursor: page `index` (from 0) of `size`
 * rows; Next exists while the store names a next page. The total may be "1,000+".
 */
export function OrderPager({ index, size, page, onNext, onPrevious }: { index: number; size: number; page: store.AdminOrderPage; onNext: () => void; onPrevious: () => void }) {
  if (index === 0 && !page.next) return null;
  const from = index * size + 1;
  const to = index * size + page.items.length;
  return (
    <Bar aria-label="Orders pages">
      <span aria-live="polite">
        {page.items.length ? `${from}–${to}` : 'None'} of {store.orderTotalLabel(page)}
      </span>
      <span style={{ display: 'flex', gap: 8 }}>
        <Button type="button" $size="sm" $variant="outline" disabled={index === 0} onClick={onPrevious}>
          Previous
        </Button>
        <Button type="button" $size="sm" $variant="outline" disabled={!page.next} onClick={onNext}>
          Next
        </Button>
      </span>
    </Bar>
  );
}
