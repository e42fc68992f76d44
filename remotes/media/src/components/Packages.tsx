import type * as media from '@sqw/contracts/media-copy';
import { Grid, TitledSection } from '@sqw/ui';
import type { ReactNode } from 'react';
import { PackageCard } from './PackageCard';

type Props = { id: string; title: string; intro: ReactNode; packages: readonly media.MediaPackage[]; tone?: 'raised'; onBook: () => void };

/** A family of packages (real estate or service business) as a row of cards. */
export function Packages({ id, title, intro, packages, tone, onBook }: Props) {
  return (
    <TitledSection id={id} tone={tone} titleId={`${id}-title`} title={title} intro={intro} center>
      {/* Wider cards for a family of three, so the row is filled rather than left with a gap. */}
      <Grid $min={packages.length > 3 ? '240px' : '300px'}>
        {packages.map((p) => (
          <PackageCard key={p.id} pkg={p} onBook={onBook} />
        ))}
      </Grid>
    </TitledSection>
  );
}
