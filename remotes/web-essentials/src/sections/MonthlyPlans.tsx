import * as we from '@sqw/contracts/web-essentials-prices';
import { TitledSection } from '@sqw/ui';
import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';
import { perMonth } from '../prices';
import { PriceGrid } from './PriceCard';

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

const hosting = we.HOSTING_IDS.map((id) => {
  const h = we.HOSTING[id];
  return { id, title: h.label, price: perMonth(h.price, h.startingPrice), description: h.description };
});

const maintenance = we.MAINTENANCE_IDS.map((id) => {
  const m = we.MAINTENANCE[id];
  return { id, title: m.label, price: perMonth(m.price), description: m.description, details: [m.updatesLabel] };
});

const bundles = we.HOSTING_BUNDLE_IDS.map((id) => {
  const b = we.HOSTING_BUNDLES[id];
  return {
    id,
    title: b.label,
    price: perMonth(b.price),
    badge: `Save ${perMonth(we.hostingBundleSaving(id))}`,
    highlight: true,
    description: b.description,
    details: [we.HOSTING[b.hosting].label, we.MAINTENANCE[b.maintenance].label],
  };
});

/** One kind of plan under its own heading. */
function PlanGroup({ title, children, ...grid }: ComponentProps<typeof PriceGrid> & { title: string; children?: ReactNode }) {
  return (
    <Group>
      <h3>{title}</h3>
      <PriceGrid {...grid} />
      {children}
    </Group>
  );
}

/** Hosting, maintenance and the bundles of both: everything billed monthly after launch. */
export function MonthlyPlans() {
  return (
    <TitledSection titleId="monthly-title" title="Hosting & Maintenance" intro="Keep your site fast, secure and current. Monthly plans start after launch.">
      <PlanGroup title="Hosting" min="220px" cards={hosting} />
      <PlanGroup title="Maintenance" min="420px" cards={maintenance}>
        <Note>{we.MAINTENANCE_NOTE}</Note>
      </PlanGroup>
      <PlanGroup title="Hosting & maintenance bundles" min="420px" cards={bundles} />
    </TitledSection>
  );
}
