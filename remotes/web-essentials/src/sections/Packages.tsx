import { webEssentials as we } from '@sqw/contracts';
import { Container, Grid, Section } from '@sqw/ui';
import { amount, depositFor, revisionsLabel } from '../prices';
import { DepositStatement } from './DepositStatement';
import { PackageAccordion } from './PackageAccordion';
import { PriceCard } from './PriceCard';
import { SectionHead } from './SectionHead';

export function Packages() {
  return (
    <Section id="packages" $tone="raised" aria-labelledby="packages-title">
      <Container>
        <SectionHead id="packages-title" title="Website Packages">
          One-time build prices. Every package is designed, written with you and launched by our team.
        </SectionHead>
        <Grid $min="300px">
          {we.PACKAGE_IDS.map((id) => {
            const p = we.PACKAGES[id];
            return (
              <PriceCard
                key={id}
                title={p.label}
                price={amount(p.price)}
                cadence="one-time"
                description={p.description}
                details={[p.pagesLabel, revisionsLabel(p.revisions), `${depositFor(p.price)} deposit to begin`]}
              />
            );
          })}
        </Grid>
        <PackageAccordion />
        <DepositStatement />
      </Container>
    </Section>
  );
}
