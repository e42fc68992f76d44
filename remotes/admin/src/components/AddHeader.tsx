import { Button } from '@sqw/ui';
import { SubHeader } from './PanelHeader';

/** The heading of a list the admin adds to, with its Add button: filled, unlike the rows' outlined buttons. */
export function AddHeader({ title, note, add, onAdd }: { title: string; note: string; add: string; onAdd: () => void }) {
  return (
    <SubHeader title={title} note={note}>
      <Button type="button" $size="sm" onClick={onAdd}>
        {add}
      </Button>
    </SubHeader>
  );
}
