import type { hall } from '@sqw/contracts';
import { notifyError, useMutation, useResource } from '@sqw/platform';
import { Button, Container, EmptyState, ErrorPanel, Grid, PageSpinner, Section, SectionTitle } from '@sqw/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { fetchLegends } from '../gallery-api';
import { LegendCard } from './LegendCard';
import { SharedLegend, useSharedLegend } from './SharedLegend';

const FILTERS: { id: hall.LegendFilter; label: string }[] = [
  { id: 'all', label: 'All Legends' },
  { id: 'immortal', label: 'Immortal' },
  { id: 'sovereign', label: 'Sovereign' },
  { id: 'wealth-commander', label: 'Wealth Commander' },
];

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin: 24px 0 32px;
`;

const MoreBar = styled.div`
  text-align: center;
  margin-top: 28px;
`;

const LOAD_FAILED = 'Error Loading Legends';
const LOAD_FAILED_TEXT = 'Unable to load the legends gallery. Please try again later.';

/** The pages loaded after the first with "Show more", and the cursor of the one after them. */
type More = { filter: hall.LegendFilter; items: hall.Legend[]; next: string | null };

export function Gallery({ onApply }: { onApply: () => void }) {
  const [filter, setFilter] = useState<hall.LegendFilter>('all');
  const [extra, setExtra] = useState<More | null>(null);
  const page = useResource((signal) => fetchLegends(filter, undefined, signal), [filter]);
  const loadMore = useMutation(fetchLegends);
  const shared = useSharedLegend();

  useEffect(() => {
    if (page.error) notifyError(page.error, LOAD_FAILED, LOAD_FAILED_TEXT);
  }, [page.error]);

  // Pages loaded for another filter are dropped (a filter change starts from its first page).
  const more = extra?.filter === filter ? extra : null;
  const items = [...(page.data?.items ?? []), ...(more?.items ?? [])];
  const next = more ? more.next : (page.data?.next ?? null);
  // The grid shows every legend loaded but the shared one, already shown above.
  const shown = shared ? items.filter((l) => l.id !== shared.id) : items;
  const showMore = async () => {
    if (!next) return;
    const result = await loadMore.run(filter, next);
    if (!result) return;
    if (!result.ok) return notifyError(result.error, LOAD_FAILED, LOAD_FAILED_TEXT);
    const { items: added, next: after } = result.value;
    setExtra((e) => ({ filter, items: [...(e?.filter === filter ? e.items : []), ...added], next: after }));
  };

  return (
    <Section id="legends" aria-labelledby="legends-title">
      <Container>
        <SectionTitle id="legends-title">Hall of Legends</SectionTitle>
        {shared ? <SharedLegend legend={shared} /> : null}
        <Filters role="group" aria-label="Filter legends">
          {FILTERS.map((f) => (
            <Button
              key={f.id}
              type="button"
              $size="sm"
              $variant={filter === f.id ? 'gold' : 'outline'}
              aria-pressed={filter === f.id}
              onClick={() => setFilter(f.id)}
            >
              {f.label}
            </Button>
          ))}
        </Filters>
        {page.loading ? (
          <PageSpinner label="Loading legends" />
        ) : page.error ? (
          <ErrorPanel title={LOAD_FAILED} message={LOAD_FAILED_TEXT} onRetry={page.reload} />
        ) : items.length === 0 ? (
          <EmptyState
            title="No Legends Yet"
            action={
              <Button type="button" onClick={onApply}>
                Become a Legend
              </Button>
            }
          >
            {filter === 'all' ? 'Be the first to take your place in the hall.' : 'No legend has reached this level yet. Yours could be the first.'}
          </EmptyState>
        ) : (
          <>
            <Grid $min="300px">
              {shown.map((l) => (
                <LegendCard key={l.id} legend={l} />
              ))}
            </Grid>
            {next ? (
              <MoreBar>
                <Button type="button" $variant="outline" onClick={showMore} disabled={loadMore.busy}>
                  {loadMore.busy ? 'Loading...' : 'Show more legends'}
                </Button>
              </MoreBar>
            ) : null}
          </>
        )}
      </Container>
    </Section>
  );
}
