import { store } from '@sqw/contracts';
import { PagerBar } from '../../components/Pager';

/**
 * Previous/next over a list paged by cursor: page `index` (from 0) of `size` rows; Next exists
 * while the service names a next page. The total may be "1,000+".
 */
export function CursorPager({
  label,
  index,
  size,
  page,
  onNext,
  onPrevious,
}: {
  label: string;
  index: number;
  size: number;
  page: { items: unknown[]; next: string | null; total: number; total_capped: boolean };
  onNext: () => void;
  onPrevious: () => void;
}) {
  if (index === 0 && !page.next) return null;
  const from = index * size + 1;
  const to = index * size + page.items.length;
  return (
    <PagerBar
      label={label}
      range={`${page.items.length ? `${from}–${to}` : 'None'} of ${store.totalLabel(page)}`}
      hasPrevious={index > 0}
      hasNext={Boolean(page.next)}
      onPrevious={onPrevious}
      onNext={onNext}
    />
  );
}
