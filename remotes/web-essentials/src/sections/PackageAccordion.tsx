import * as we from '@sqw/contracts/web-essentials-prices';
import { Accordion } from '@sqw/ui';
import styled from 'styled-components';
import { amount, depositFor, perMonth, revisionsLabel } from '../prices';

const Wrap = styled.div`
  margin-top: 48px;
  h3 {
    font-size: 1.4rem;
  }
  p {
    margin: 0 0 8px;
  }
`;

const cheapest = (prices: number[]) => Math.min(...prices);
const hostingFrom = perMonth(cheapest(we.HOSTING_IDS.map((id) => we.HOSTING[id].price)));
const maintenanceFrom = perMonth(cheapest(we.MAINTENANCE_IDS.map((id) => we.MAINTENANCE[id].price)));

const items = we.PACKAGE_IDS.map((id) => {
  const p = we.PACKAGES[id];
  return {
    title: `${p.label} — ${amount(p.price)}`,
    body: (
      <>
        <p>{p.description}</p>
        <p>
          {p.pagesLabel} and {revisionsLabel(p.revisions)}. A {depositFor(p.price)} deposit (50%) is due before work begins.
        </p>
        <p>
          Add hosting from {hostingFrom} and maintenance from {maintenanceFrom}, or save with a hosting and maintenance bundle.
        </p>
      </>
    ),
  };
});

/** The packages side by side in words: one open at a time, like the FAQ. */
export function PackageAccordion() {
  return (
    <Wrap>
      <h3>What each package includes</h3>
      <Accordion items={items} />
    </Wrap>
  );
}
