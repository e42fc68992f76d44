import { screen, within } from '@testing-library/react';
import { DataTable, type Column } from '../src/components/DataTable';
import { renderWithProviders } from '@sqw/platform/testing';

type Row = { id: string; name: string; amount: number };
const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', cell: (r) => r.name },
  { key: 'amount', header: 'Amount', align: 'right', cell: (r) => `$${r.amount}` },
];

test('rows become table rows with one cell per column, in a box the keyboard can scroll sideways', () => {
  renderWithProviders(
    <DataTable
      caption="Orders"
      columns={columns}
      rows={[
        { id: 'a', name: 'Ada', amount: 5 },
        { id: 'b', name: 'Bo', amount: 7 },
      ]}
      rowKey={(r) => r.id}
      empty="Nothing"
    />,
  );
  const table = screen.getByRole('table', { name: 'Orders' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Name', 'Amount']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(
    rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ),
  ).toEqual([
    ['Ada', '$5'],
    ['Bo', '$7'],
  ]);
  const amount = within(rows[0]!).getAllByRole('cell')[1]!;
  expect(amount.getAttribute('data-align')).toBe('right');
  const box = screen.getByRole('region', { name: 'Orders' });
  expect(box.contains(table)).toBe(true);
  expect(box.tabIndex).toBe(0);
  expect(screen.queryByText('Nothing')).toBeNull();
});

test('no rows shows the empty text instead of a table', () => {
  renderWithProviders(<DataTable caption="Submissions" columns={columns} rows={[]} rowKey={(r) => r.id} empty="No submissions yet" />);
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.getByRole('heading', { name: 'No submissions yet' })).toBeTruthy();
});
