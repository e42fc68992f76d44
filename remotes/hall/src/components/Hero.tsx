import type { hall } from '@sqw/contracts';
import { Button, media, PageHero, scrollToId } from '@sqw/ui';
import styled from 'styled-components';

const Counters = styled.dl`
  display: flex;
  justify-content: center;
  gap: 48px;
  margin: 36px 0 0;
  ${media.sm} {
    gap: 20px;
    flex-wrap: wrap;
  }
  div {
    min-width: 120px;
  }
  dt {
    color: ${(p) => p.theme.color.muted};
    font-size: 0.85rem;
    text-transform: uppercase;
    letter-spacing: 0.1em;
  }
  dd {
    margin: 0;
    font-family: ${(p) => p.theme.font.heading};
    font-size: 2.4rem;
    color: ${(p) => p.theme.color.gold};
  }
`;

/** The hall's opening: the promise, the ways in, and the counters once the hall has any. The page names the tab. */
export function Hero({ stats, onApply }: { stats: hall.HallStats | undefined; onApply: () => void }) {
  const show = stats && (stats.legends > 0 || stats.submissions > 0);
  return (
    <PageHero
      size="feature"
      documentTitle={null}
      eyebrow="SQW Hall of Legends"
      title="Where Passive Income Becomes Legacy"
      lead="Every level is proof that money can work for you. Climb the path, share your numbers and take your place among the legends."
      actions={
        <>
          <Button type="button" $size="lg" onClick={onApply}>
            Earn Your Place
          </Button>
          <Button type="button" $size="lg" $variant="outline" onClick={() => scrollToId('legends')}>
            View the Legends
          </Button>
        </>
      }
    >
      {show ? (
        <Counters aria-label="Hall statistics">
          <div>
            <dt>Active Legends</dt>
            <dd>{stats.legends}</dd>
          </div>
          <div>
            <dt>Total Applications</dt>
            <dd>{stats.submissions}</dd>
          </div>
          <div>
            <dt>Immortal Investors</dt>
            <dd>{stats.immortals}</dd>
          </div>
        </Counters>
      ) : null}
    </PageHero>
  );
}
