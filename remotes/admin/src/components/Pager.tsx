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

/** Previous/next paging over `total` rows, `size` at a time, starting at `offset`. */
export function Pager({ offset, size, total, onChange, label }: { offset: number; size: number; total: number; onChange: (offset: number) => void; label: string }) {
  if (total <= size) return null;
  const from = offset + 1;
  const to = Math.min(total, offset + size);
  return (
    <Bar aria-label={`${label} pages`}>
      <span aria-live="polite">
        {from}–{to} of {total}
      </span>
      <span style={{ display: 'flex', gap: 8 }}>
        <Button type="button" $size="sm" $variant="outline" disabled={offset === 0} onClick={() => onChange(Math.max(0, offset - size))}>
          Previous
        </Button>
        <Button type="button" $size="sm" $variant="outline" disabled={to >= total} onClick={() => onChange(offset + size)}>
          Next
        </Button>
      </span>
    </Bar>
  );
}
