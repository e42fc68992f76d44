import type { media } from '@sqw/contracts';
import { Container, Grid, Section } from '@sqw/ui';
import type { ReactNode } from 'react';
import { PackageCard } from './PackageCard';
import { SectionHead } from './SectionHead';

type Props = { id: string; title: string; intro: ReactNode; packages: readonly media.MediaPackage[]; tone?: 'raised'; onBook: () => void };

/** A family of packages (real estate or service business) as a row of cards. */
export function Packages({ id, title, intro, packages, tone, onBook }: Props) {
  return (
    <Section id={id} $tone={tone} aria-labelledby={`${id}-title`}>
      <Container>
        <SectionHead id={`${id}-title`} title={title}>
          {intro}
        </SectionHead>
        {/* Wider cards for a family of three, so the row is filled rather than left with a gap. */}
        <Grid $min={packages.length > 3 ? '240px' : '300px'}>
          {packages.map((p) => (
            <PackageCard key={p.id} pkg={p} onBook={onBook} />
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
