import type { hall } from '@sqw/contracts';
import { useResource } from '@sqw/platform';
import { scrollToElement } from '@sqw/ui';
import { useEffect, useRef } from 'react';
import { useSearchParams } from '@sqw/router';
import styled from 'styled-components';
import { fetchLegend } from '../gallery-api';
import { LegendCard } from './LegendCard';

const Wrap = styled.div`
  max-width: 420px;
  margin: 24px 0;
`;

/** The legend a shared deep link (?legend=id) names, once it has loaded (null without one, or when it cannot load). */
export function useSharedLegend(): hall.Legend | null {
  const [params] = useSearchParams();
  const id = params.get('legend');
  const legend = useResource(async (signal) => (id ? fetchLegend(id, signal) : null), [id]);
  return id && legend.data?.id === id ? legend.data : null;
}

/** A shared legend shown first, highlighted; the gallery leaves it out of its grid so it appears once. */
export function SharedLegend({ legend }: { legend: hall.Legend }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    scrollToElement(ref.current, { block: 'center' });
  }, [legend.id]);
  return (
    <Wrap ref={ref} role="region" aria-label="Shared legend">
      <LegendCard legend={legend} focused />
    </Wrap>
  );
}
