import { webEssentials as we } from '@sqw/contracts';
import { Container, Grid, Section } from '@sqw/ui';
import { amount, perMonth } from '../prices';
import { PriceCard } from './PriceCard';
import { SectionHead } from './SectionHead';

export function BuildBundles() {
  return (
    <Section $tone="raised" aria-labelledby="bundles-title">
      <Container>
        <SectionHead id="bundles-title" title="Build Bundles">
          Your build, hosting and maintenance in one plan, with the setup discount already taken off.
        </SectionHead>
        <Grid $min="420px">
          {we.BUILD_BUNDLE_IDS.map((id) => {
            const b = we.BUILD_BUNDLES[id];
            return (
              <PriceCard
                key={id}
                title={b.label}
                price={amount(b.price)}
                cadence={`one-time + ${perMonth(b.monthly)}`}
                badge={`Save ${amount(b.setupDiscount)} on setup`}
                highlight
                description={b.description}
              />
            );
          })}
        </Grid>
      </Container>
    </Section>
  );
}
