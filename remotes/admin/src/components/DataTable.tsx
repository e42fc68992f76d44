import { EmptyState } from '@sqw/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export type Column<T> = { key: string; header: string; cell: (row: T) => ReactNode; align?: 'left' | 'right' };

// On a phone the table keeps its columns and scrolls sideways inside this box; the page itself
// never does. The box is focusable so the keyboard can scroll it too.
const Scroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surface};
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.goldLight};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  /* Narrow screens scroll rather than squeeze every column into a few letters. */
  min-width: 640px;
  border-collapse: collapse;
  font-size: 0.92rem;
  caption {
    text-align: left;
    padding: 12px 16px;
    color: ${(p) => p.theme.color.muted};
  }
  th,
  td {
    padding: 12px 16px;
    text-align: left;
    vertical-align: top;
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
  th {
    color: ${(p) => p.theme.color.gold};
    font-weight: 600;
    font-size: 0.8rem;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    white-space: nowrap;
  }
  td[data-align='right'],
  th[data-align='right'] {
    text-align: right;
  }
  tbody tr:hover {
    background: ${(p) => p.theme.color.surfaceRaised};
  }
  /* Words stay whole (a column is as wide as its longest word); only a word wider than the box breaks. */
  td {
    overflow-wrap: break-word;
  }
  @media (max-width: ${(p) => p.theme.breakpoint.sm}) {
    th,
    td {
      padding: 10px 12px;
    }
  }
`;

/** The one table every panel uses: labelled columns, an empty text, and sideways scrolling on phones. */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  empty: string;
}) {
  if (rows.length === 0) return <EmptyState title={empty} />;
  return (
    <Scroll role="region" aria-label={caption} tabIndex={0}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" data-align={c.align}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.key} data-align={c.align}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

/** The table's box and styles, for a table whose rows DataTable does not lay out (a row that unfolds another under it). */
export { Scroll as TableScroll, Table as TableBase };
