import type { Column } from './DataTable';
import { RowButton } from './RowActions';

/**
 * A column of one button a row that opens that row, in a detail or review dialog. Every row's
 * button has the same text, so `label` names the row for screen readers.
 */
export function openColumn<T>({
  key,
  header,
  text,
  label,
  onOpen,
}: {
  key: string;
  header: string;
  text: string;
  label: (row: T) => string;
  // The row's type comes from the table the column is in, not from the handler: a state setter
  // passed as it would make the row its own SetStateAction.
  onOpen: (row: NoInfer<T>) => void;
}): Column<T> {
  return {
    key,
    header,
    cell: (row) => (
      <RowButton onClick={() => onOpen(row)} aria-label={label(row)}>
        {text}
      </RowButton>
    ),
  };
}
