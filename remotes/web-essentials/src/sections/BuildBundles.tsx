import * as we from '@sqw/contracts/web-essentials-prices';
import { TitledSection } from '@sqw/ui';
import { amount, perMonth } from '../prices';
import { PriceGrid } from './PriceCard';

const cards = we.BUILD_BUNDLE_IDS.map((id) => {
  const b = we.BUILD_BUNDLES[id];
  return {
    id,
    title: b.label,
    price: amount(b.price),
    cadence: `one-time + ${perMonth(b.monthly)}`,
    badge: `Save ${amount(b.setupDiscount)} on setup`,
    highlight: true,
    description: b.description,
  };
});

export function BuildBundles() {
  return (
    <TitledSection
      tone="raised"
      titleId="bundles-title"
      title="Build Bundles"
      intro="Your build, hosting and maintenance in one plan, with the setup discount already taken off."
    >
      <PriceGrid min="420px" cards={cards} />
    </TitledSection>
  );
}
