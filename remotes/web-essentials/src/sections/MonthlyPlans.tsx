import { webEssentials as we } from '@sqw/contracts';
import { Container, Grid, Section } from '@sqw/ui';
import styled from 'styled-components';
import { perMonth } from '../prices';
import { PriceCard } from './PriceCard';
import { SectionHead } from './SectionHead';

const Group = styled.div`
  & + & {
    margin-top: 48px;
  }
  h3 {
    font-size: 1.4rem;
    margin-bottom: 16px;
  }
`;

const Note = styled.p`
  margin: 16px 0 0;
  color: ${(p) => p.theme.color.muted};
  font-style: italic;
`;

/** Hosting, maintenance and the bundles of both: everything billed monthly after launch. */
export function MonthlyPlans() {
  return (
    <Section aria-labelledby="monthly-title">
      <Container>
        <SectionHead id="monthly-title" title="Hosting & Maintenance">
          Keep your site fast, secure and current. Monthly plans start after launch.
        </SectionHead>
        <Group>
          <h3>Hosting</h3>
          <Grid $min="220px">
            {we.HOSTING_IDS.map((id) => {
              const h = we.HOSTING[id];
              return <PriceCard key={id} title={h.label} price={perMonth(h.price, h.startingPrice)} description={h.description} />;
            })}
          </Grid>
        </Group>
        <Group>
          <h3>Maintenance</h3>
          <Grid $min="420px">
            {we.MAINTENANCE_IDS.map((id) => {
              const m = we.MAINTENANCE[id];
              return <PriceCard key={id} title={m.label} price={perMonth(m.price)} description={m.description} details={[m.updatesLabel]} />;
            })}
          </Grid>
          <Note>{we.MAINTENANCE_NOTE}</Note>
        </Group>
        <Group>
          <h3>Hosting & maintenance bundles</h3>
          <Grid $min="420px">
            {we.HOSTING_BUNDLE_IDS.map((id) => {
              const b = we.HOSTING_BUNDLES[id];
              return (
                <PriceCard
                  key={id}
                  title={b.label}
                  price={perMonth(b.price)}
                  badge={`Save ${perMonth(we.hostingBundleSaving(id))}`}
                  highlight
                  description={b.description}
                  details={[we.HOSTING[b.hosting].label, we.MAINTENANCE[b.maintenance].label]}
                />
              );
            })}
          </Grid>
        </Group>
      </Container>
    </Section>
  );
}
