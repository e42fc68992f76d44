import type { site } from '@sqw/contracts';
import { useResource } from '@sqw/platform';
import { Badge } from '@sqw/ui';
import { DataTable, type Column } from '../../components/DataTable';
import { Loadable } from '../../components/Loadable';
import { AddHeader } from '../../components/AddHeader';
import { useEditing } from '../../components/use-editing';
import { useAction } from '../../lib/run-action';
import { listVentures, reorderVentures, updateVenture } from './api';
import { VentureFormDialog } from './VentureFormDialog';
import { VenturePictures } from './VenturePictures';
import { RowActions, RowButton } from '../../components/RowActions';
import { TwoLines } from '../../components/TwoLines';

/** The venture showcase of the home page: order, activate, edit, and each venture's picture. */
export function VentureShowcase() {
  const ventures = useResource((signal) => listVentures(signal), []);
  const editor = useEditing<site.Venture>();
  const { busy, act } = useAction();

  const move = (items: site.Venture[], from: number, to: number) => {
    const ids = items.map((v) => v.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved!);
    return act(() => reorderVentures(ids).then(ventures.setData), `${items[from]!.name} moved`, 'Order not saved');
  };
  const toggle = (v: site.Venture) =>
    act(
      () => updateVenture(v.id, { status: v.status === 'active' ? 'coming-soon' : 'active' }),
      v.status === 'active' ? `${v.name} set to coming soon` : `${v.name} activated`,
      'Not changed',
    ).then(ventures.reload);

  const columns = (items: site.Venture[]): Column<site.Venture>[] => [
    { key: 'pos', header: '#', cell: (v) => items.indexOf(v) + 1 },
    { key: 'name', header: 'Venture', cell: (v) => <TwoLines first={<strong>{v.name}</strong>} second={v.tagline} /> },
    { key: 'link', header: 'Link', cell: (v) => v.url ?? '—' },
    {
      key: 'status',
      header: 'Status',
      cell: (v) => <Badge $tone={v.status === 'active' ? 'success' : 'muted'}>{v.status === 'active' ? 'Active' : 'Coming soon'}</Badge>,
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (v) => {
        const i = items.indexOf(v);
        return (
          <RowActions>
            <RowButton disabled={busy || i === 0} onClick={() => void move(items, i, i - 1)} aria-label={`Move ${v.name} up`}>
              ↑
            </RowButton>
            <RowButton disabled={busy || i === items.length - 1} onClick={() => void move(items, i, i + 1)} aria-label={`Move ${v.name} down`}>
              ↓
            </RowButton>
            <RowButton disabled={busy} onClick={() => void toggle(v)} aria-label={`${v.status === 'active' ? 'Deactivate' : 'Activate'} ${v.name}`}>
              {v.status === 'active' ? 'Deactivate' : 'Activate'}
            </RowButton>
            <RowButton onClick={() => editor.edit(v)} aria-label={`Edit ${v.name}`}>
              Edit
            </RowButton>
          </RowActions>
        );
      },
    },
  ];

  return (
    <>
      <AddHeader
        title="Venture Showcase"
        note="The ventures on the home page, in this order. Coming-soon ventures show without a link."
        add="Add Venture"
        onAdd={editor.add}
      />
      <Loadable resource={ventures} what="the venture showcase">
        {(data) => (
          <>
            <DataTable caption="Ventures in showcase order" columns={columns(data.items)} rows={data.items} rowKey={(v) => v.id} empty="No ventures yet" />
            <VenturePictures ventures={data.items} onChanged={ventures.reload} />
          </>
        )}
      </Loadable>
      <VentureFormDialog open={editor.open} venture={editor.item} onClose={editor.close} onSaved={ventures.reload} />
    </>
  );
}
