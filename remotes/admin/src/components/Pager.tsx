import { countLabel } from '@sqw/contracts';
import { Stack } from '@sqw/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { RowButton } from './RowActions';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-top: 14px;
  color: ${(p) => p.theme.color.muted};
  font-size: 0.9rem;
`;

type BarProps = { label: string; range: string; hasPrevious: boolean; hasNext: boolean; onPrevious: () => void; onNext: () => void };

/** The previous/next bar every list pages with, by offset or by cursor. */
export function PagerBar({ label, range, hasPrevious, hasNext, onPrevious, onNext }: BarProps) {
  return (
    <Bar aria-label={`${label} pages`}>
      <span aria-live="polite">{range}</span>
      <Stack as="span" $row $gap="8px">
        <RowButton disabled={!hasPrevious} onClick={onPrevious}>
          Previous
        </RowButton>
        <RowButton disabled={!hasNext} onClick={onNext}>
          Next
        </RowButton>
      </Stack>
    </Bar>
  );
}

/** Previous/next paging over `total` rows, `size` at a time, starting at `offset`. */
export function Pager({
  offset,
  size,
  total,
  onChange,
  label,
}: {
  offset: number;
  size: number;
  total: number;
  onChange: (offset: number) => void;
  label: string;
}) {
  if (total <= size) return null;
  const to = Math.min(total, offset + size);
  return (
    <PagerBar
      label={label}
      range={`${offset + 1}–${to} of ${total}`}
      hasPrevious={offset > 0}
      hasNext={to < total}
      onPrevious={() => onChange(Math.max(0, offset - size))}
      onNext={() => onChange(offset + size)}
    />
  );
}

/** A list's caption count: "1 order", "45 orders", "1,000+ orders". */
export const countOf = (page: { total?: number; total_capped?: boolean }, noun: string) =>
  `${countLabel(page)} ${noun}${page.total === 1 && !page.total_capped ? '' : 's'}`;

/** A list's caption: "45 orders, newest first". */
export const newestFirst = (noun: string) => (page: { total?: number; total_capped?: boolean }) => `${countOf(page, noun)}, newest first`;

/**
 * The cursors of a list paged by cursor: the pages after the first, up to the one shown.
 * Next adds the page's `next`; Previous drops the last; a new filter starts again at the first.
 */
export function useCursorPages() {
  const [cursors, setCursors] = useState<string[]>([]);
  return {
    after: cursors.at(-1),
    index: cursors.length,
    next: (cursor: string) => setCursors((seen) => [...seen, cursor]),
    previous: () => setCursors((seen) => seen.slice(0, -1)),
    reset: () => setCursors([]),
  };
}

/** Previous/next over a list paged by cursor: page `index` (from 0) of `size` rows, "1–20 of 45" or "of 1,000+". */
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
  page: { items: unknown[]; next: string | null; total?: number; total_capped?: boolean };
  onNext: (cursor: string) => void;
  onPrevious: () => void;
}) {
  if (index === 0 && !page.next) return null;
  const from = index * size + 1;
  const to = index * size + page.items.length;
  const next = page.next;
  return (
    <PagerBar
      label={label}
      range={`${page.items.length ? `${from}–${to}` : 'None'}${page.total === undefined ? '' : ` of ${countLabel(page)}`}`}
      hasPrevious={index > 0}
      hasNext={Boolean(next)}
      onPrevious={onPrevious}
      onNext={() => next && onNext(next)}
    />
  );
}
