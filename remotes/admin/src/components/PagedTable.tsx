import { DataTable, type Column } from './DataTable';
import { Loadable } from './Loadable';
import { CursorPager } from './Pager';
import { Unavailable } from './Unavailable';
import type { PagedList } from './use-paged-list';

type Page<T> = { items: T[]; next: string | null; total?: number; total_capped?: boolean; unavailable?: string[] };

export type PagedTableProps<T> = {
  paged: PagedList<Page<T>>;
  what: string;
  label: string;
  size: number;
  caption: (page: Page<T>) => string;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  empty: string;
};

/**
 * A list paged by cursor as every panel shows it: loading and its error, the services that did
 * not answer (an aggregate's `unavailable`), the table with its caption and empty text, and the
 * previous/next bar (`label` names it: "Orders pages").
 */
export function PagedTable<T>({ paged, what, label, size, caption, columns, rowKey, empty }: PagedTableProps<T>) {
  const { list, pages } = paged;
  return (
    <Loadable resource={list} what={what}>
      {(page) => (
        <>
          {page.unavailable ? <Unavailable services={page.unavailable} /> : null}
          <DataTable caption={caption(page)} columns={columns} rows={page.items} rowKey={rowKey} empty={empty} />
          <CursorPager label={label} index={pages.index} size={size} page={page} onNext={pages.next} onPrevious={pages.previous} />
        </>
      )}
    </Loadable>
  );
}
