import type { ReactNode } from 'react';
import { PagedTable, type PagedTableProps } from './PagedTable';
import { SubHeader } from './PanelHeader';
import { RefreshExport, Toolbar } from './Toolbar';

type ListPanelProps<T> = PagedTableProps<T> & {
  /** The list's heading; left out where the panel around it already heads the list. */
  title?: string;
  note?: ReactNode;
  /** Downloads the list as CSV; given, the header also offers Refresh, which reloads the list. */
  onExport?: () => void;
  /** The toolbar's search boxes and filters. */
  children: ReactNode;
  /** The dialog of the row opened from the table, if one is open. */
  detail?: ReactNode;
};

/**
 * A filtered list paged by cursor as a panel lays it out: heading and header actions, the
 * toolbar, the table with its pager, and the dialog of the row opened from it. A panel passes
 * only what is its own: texts, filters, columns and the dialog.
 */
export function ListPanel<T>({ title, note, onExport, children, detail, ...table }: ListPanelProps<T>) {
  return (
    <>
      {title ? (
        <SubHeader title={title} note={note}>
          {onExport ? <RefreshExport onRefresh={table.paged.list.reload} onExport={onExport} /> : null}
        </SubHeader>
      ) : null}
      <Toolbar>{children}</Toolbar>
      <PagedTable {...table} />
      {detail}
    </>
  );
}
