import { Button, Stack } from '@sqw/ui';
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

type BarProps = { label: string; range: string; hasPrevious: boolean; hasNext: boolean; onPrevious: () => void; onNext: () => void };

/** The previous/next bar every list pages with, by offset or by cursor. */
export function PagerBar({ label, range, hasPrevious, hasNext, onPrevious, onNext }: BarProps) {
  return (
    <Bar aria-label={`${label} pages`}>
      <span aria-live="polite">{range}</span>
      <Stack as="span" $row $gap="8px">
        <Button type="button" $size="sm" $variant="outline" disabled={!hasPrevious} onClick={onPrevious}>
          Previous
        </Button>
        <Button type="button" $size="sm" $variant="outline" disabled={!hasNext} onClick={onNext}>
          Next
        </Button>
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
