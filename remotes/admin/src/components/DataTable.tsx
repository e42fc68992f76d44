import { EmptyState } from '@sqw/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export type Column<T> = { key: string; header: string; cell: (row: T) => ReactNode; align?: 'left' | 'right' };

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surface};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.92rem;
  caption { text-align: left; padding: 12px 16px; color: ${(p) => p.theme.color.muted}; }
  th, td { padding: 12px 16px; text-align: left; vertical-align: top; border-top: 1px solid ${(p) => p.theme.color.border}; }
  th { color: ${(p) => p.theme.color.gold}; font-weight: 600; font-size: 0.8rem; letter-spacing: 0.06em; text-transform: uppercase; white-space: nowrap; }
  td[data-align='right'], th[data-align='right'] { text-align: right; }
  tbody tr:hover { background: ${(p) => p.theme.color.surfaceRaised}; }

  /* Phones: each row becomes a card and each cell carries its column name. */
  @media (max-width: ${(p) => p.theme.breakpoint.sm}) {
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    tr { display: block; border-top: 1px solid ${(p) => p.theme.color.border}; padding: 8px 0; }
    td { display: grid; grid-template-columns: 38% 1fr; gap: 8px; border: none; padding: 6px 16px; }
    td[data-align='right'] { text-align: left; }
    td::before { content: attr(data-label); color: ${(p) => p.theme.color.muted}; font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.05em; }
  }
`;

/** The one table every panel uses: labelled columns, an empty text, and a stacked layout on phones. */
export function DataTable<T>({ caption, columns, rows, rowKey, empty }: { caption: string; columns: Column<T>[]; rows: T[]; rowKey: (row: T) => string; empty: string }) {
  if (rows.length === 0) return <EmptyState title={empty} />;
  return (
    <Scroll>
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
                <td key={c.key} data-label={c.header} data-align={c.align}>
                  {/* One box per cell, so the phone layout's label sits beside all of it. */}
                  <div>{c.cell(row)}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
