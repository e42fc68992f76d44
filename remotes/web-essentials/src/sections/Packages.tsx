import * as we from '@sqw/contracts/web-essentials-prices';
import { TitledSection } from '@sqw/ui';
import { amount, depositFor, revisionsLabel } from '../prices';
import { DepositStatement } from './DepositStatement';
import { PackageAccordion } from './PackageAccordion';
import { PriceGrid } from './PriceCard';

const cards = we.PACKAGE_IDS.map((id) => {
  const p = we.PACKAGES[id];
  return {
    id,
    title: p.label,
    price: amount(p.price),
    cadence: 'one-time',
    description: p.description,
    details: [p.pagesLabel, revisionsLabel(p.revisions), `${depositFor(p.price)} deposit to begin`],
  };
});

export function Packages() {
  return (
    <TitledSection
      id="packages"
      tone="raised"
      titleId="packages-title"
      title="Website Packages"
      intro="One-time build prices. Every package is designed, written with you and launched by our team."
    >
      <PriceGrid min="300px" cards={cards} />
      <PackageAccordion />
      <DepositStatement />
    </TitledSection>
  );
}
