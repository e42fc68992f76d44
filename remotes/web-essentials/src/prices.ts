// How the price table reads on the page and in the form; every amount comes from the contract.
import * as we from '@sqw/contracts/web-essentials-prices';

/** '$500+' for a starting price, '$25' otherwise. */
export const amount = (price: number, startingPrice = false) => `${we.formatUsd(price)}${startingPrice ? '+' : ''}`;

export const perMonth = (price: number, startingPrice = false) => `${amount(price, startingPrice)}/month`;

export const revisionsLabel = (n: number) => `${n} revision${n === 1 ? '' : 's'}`;

export const depositFor = (price: number) => we.formatUsd(price * we.DEPOSIT_RATE);

/** Option texts of the questionnaire's selects, so a choice shows its price where it is made. */
export const OPTIONS = {
  package: we.PACKAGE_IDS.map((id) => {
    const p = we.PACKAGES[id];
    return { id, label: `${p.label} — ${amount(p.price)} (${p.pagesLabel}, ${revisionsLabel(p.revisions)})` };
  }),
  hosting: we.HOSTING_IDS.map((id) => ({ id, label: `${we.HOSTING[id].label} — ${perMonth(we.HOSTING[id].price, we.HOSTING[id].startingPrice)}` })),
  maintenance: we.MAINTENANCE_IDS.map((id) => ({ id, label: `${we.MAINTENANCE[id].label} — ${perMonth(we.MAINTENANCE[id].price)}` })),
  bundle_hosting_maintenance: we.HOSTING_BUNDLE_IDS.map((id) => ({
    id,
    label: `${we.HOSTING_BUNDLES[id].label} — ${perMonth(we.HOSTING_BUNDLES[id].price)} (saves ${perMonth(we.hostingBundleSaving(id))})`,
  })),
  bundle: we.BUILD_BUNDLE_IDS.map((id) => {
    const b = we.BUILD_BUNDLES[id];
    return { id, label: `${b.label} — ${amount(b.price)} + ${perMonth(b.monthly)}` };
  }),
  add_ons: we.ADD_ON_IDS.map((id) => ({ id, label: `${we.ADD_ONS[id].label} — ${amount(we.ADD_ONS[id].price)}` })),
} as const;
