import { hall } from '@sqw/contracts';
import { PagerBar } from '../../components/Pager';

/**
 * Previous/next over the application list, which pages by cursor: page `index` (from 0) of
 * `size` rows; Next exists while the hall names a next page. The total may be "1,000+".
 */
export function ApplicationPager({
  index,
  size,
  page,
  onNext,
  onPrevious,
}: {
  index: number;
  size: number;
  page: hall.ApplicationPage;
  onNext: (cursor: string) => void;
  onPrevious: () => void;
}) {
  if (index === 0 && !page.next) return null;
  const from = index * size + 1;
  const to = index * size + page.items.length;
  const next = page.next;
  return (
    <PagerBar
      label="Applications"
      range={`${page.items.length ? `${from}–${to}` : 'None'} of ${hall.applicationTotalLabel(page)}`}
      hasPrevious={index > 0}
      hasNext={Boolean(next)}
      onPrevious={onPrevious}
      onNext={() => next && onNext(next)}
    />
  );
}
