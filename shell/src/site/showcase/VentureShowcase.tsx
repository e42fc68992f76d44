import type { site } from '@sqw/contracts';
import { useResource } from '@sqw/platform';
import { Container, ErrorPanel, PageSpinner, Section, SectionTitle } from '@sqw/ui';
import { useCallback, useState } from 'react';
import { Intro, SpacedGrid } from '../pages/page-parts';
import { fetchVentures } from '../reads';
import { VentureCard } from './VentureCard';
import { VentureDialog } from './VentureDialog';

/** The grid of the brand's ventures, each opening a dialog; the list comes from the site service. */
export function VentureShowcase({ title, intro }: { title: string; intro?: string }) {
  const { data, error, loading, reload } = useResource((signal) => fetchVentures(signal), []);
  const [selected, setSelected] = useState<site.Venture | null>(null);
  // Stable, so the dialog does not re-run its focus handling on every render.
  const close = useCallback(() => setSelected(null), []);

  return (
    <Section aria-labelledby="showcase-title">
      <Container>
        <SectionTitle id="showcase-title">{title}</SectionTitle>
        {intro ? <Intro>{intro}</Intro> : null}
        {error ? (
          <ErrorPanel title="The ventures could not be loaded" message={error.message} onRetry={reload} />
        ) : loading && !data ? (
          <PageSpinner label="Loading ventures" />
        ) : (
          <SpacedGrid $min="240px">
            {data?.items.map((v) => (
              <VentureCard key={v.id} venture={v} onOpen={setSelected} />
            ))}
          </SpacedGrid>
        )}
      </Container>
      <VentureDialog venture={selected} onClose={close} />
    </Section>
  );
}
