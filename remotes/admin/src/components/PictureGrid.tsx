import { Grid } from '@sqw/ui';
import { PictureCard } from './PictureCard';

/** One item's picture as the grid shows it: its name, current picture, and how to replace or remove it. */
export type Picture = {
  id: string;
  name: string;
  src: string | null;
  upload: (file: File, onProgress: (pct: number) => void) => Promise<unknown>;
  remove: () => Promise<unknown>;
};

/** The pictures of a list of items (products, ventures), a card each; `onChanged` reloads the list after a change. */
export function PictureGrid({ pictures, maxBytes, onChanged }: { pictures: Picture[]; maxBytes: number; onChanged: () => void }) {
  return (
    <Grid $min="240px" $gap="16px">
      {pictures.map(({ id, ...picture }) => (
        <PictureCard key={id} {...picture} maxBytes={maxBytes} onChanged={onChanged} />
      ))}
    </Grid>
  );
}
