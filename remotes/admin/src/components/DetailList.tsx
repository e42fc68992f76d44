import type { ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, 34%) 1fr;
  gap: 8px 16px;
  margin: 0 0 18px;
  dt {
    color: ${(p) => p.theme.color.muted};
    font-size: 0.88rem;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  @media (max-width: ${(p) => p.theme.breakpoint.sm}) {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: 8px;
    }
  }
`;

const Pair = styled.div`
  display: contents;
`;

/** Label/value pairs of a detail view; empty values show a dash. */
export function DetailList({ items }: { items: [string, ReactNode][] }) {
  return (
    <List>
      {items.map(([label, value]) => (
        <Pair key={label}>
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </Pair>
      ))}
    </List>
  );
}
