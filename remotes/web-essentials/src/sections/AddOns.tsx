import * as we from '@sqw/contracts/web-essentials-prices';
import { TitledSection } from '@sqw/ui';
import { amount } from '../prices';
import { PriceList } from './PriceCard';

const items = [
  ...we.ADD_ON_IDS.map((id) => ({ key: id, label: we.ADD_ONS[id].label, description: we.ADD_ONS[id].description, price: amount(we.ADD_ONS[id].price) })),
  // Quoted by hand, so it has no checkbox in the questionnaire (see the contract).
  { key: 'seo', label: we.SEO_FORMATTING.label, description: we.SEO_FORMATTING.description, price: we.SEO_FORMATTING.priceLabel },
];

export function AddOns() {
  return (
    <TitledSection narrow titleId="addons-title" title="Add-Ons" intro="One-time extras for any package or bundle.">
      <PriceList items={items} />
    </TitledSection>
  );
}
