import { useResource } from '@sqw/platform';
import { useEffect, useRef } from 'react';
import { useSearchParams } from '@sqw/router';
import { fetchLegend } from '../api';
import { LegendCard } from './LegendCard';

/** A shared deep link (?legend=id) shows that legend first, highlighted. */
export function SharedLegend() {
  const [params] = useSearchParams();
  const id = params.get('legend');
  const ref = useRef<HTMLDivElement>(null);
  const legend = useResource(async (signal) => (id ? fetchLegend(id, signal) : null), [id]);

  useEffect(() => {
    if (legend.data) ref.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [legend.data]);

  if (!id || !legend.data) return null;
  return (
    <div ref={ref} style={{ maxWidth: 420, margin: '24px 0' }} aria-label="Shared legend">
      <LegendCard legend={legend.data} focused />
    </div>
  );
}
