import { Badge, Card, Grid, Muted } from '@sqw/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: 8px 12px;
  h3 {
    margin: 0;
    font-size: 1.35rem;
  }
  ${Badge} {
    white-space: nowrap;
  }
`;

const Amount = styled.p`
  font-family: ${(p) => p.theme.font.heading};
  color: ${(p) => p.theme.color.gold};
  font-size: 2rem;
  margin: 12px 0 4px;
  small {
    font-family: ${(p) => p.theme.font.body};
    font-size: 0.95rem;
    color: ${(p) => p.theme.color.muted};
  }
`;

const Details = styled.ul`
  list-style: none;
  padding: 0;
  margin: 16px 0 0;
  li {
    padding: 6px 0;
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
  li::before {
    content: '✓';
    color: ${(p) => p.theme.color.gold};
    margin-right: 10px;
  }
`;

export type PriceCardProps = {
  title: string;
  price: string;
  cadence?: string;
  badge?: string;
  description: string;
  details?: ReactNode[];
  highlight?: boolean;
};

/** One priced offer: packages, plans and bundles all read the same way. */
export function PriceCard({ title, price, cadence, badge, description, details = [], highlight }: PriceCardProps) {
  return (
    <Card $highlight={highlight}>
      <Head>
        <h3>{title}</h3>
        {badge ? <Badge>{badge}</Badge> : null}
      </Head>
      <Amount>
        {price}
        {cadence ? <small> {cadence}</small> : null}
      </Amount>
      <Muted>{description}</Muted>
      {details.length ? (
        <Details>
          {details.map((d, i) => (
            <li key={i}>{d}</li>
          ))}
        </Details>
      ) : null}
    </Card>
  );
}

/** Priced offers side by side, each card at least `min` wide. */
export function PriceGrid({ min, cards }: { min: string; cards: readonly (PriceCardProps & { id: string })[] }) {
  return (
    <Grid $min={min}>
      {cards.map(({ id, ...card }) => (
        <PriceCard key={id} {...card} />
      ))}
    </Grid>
  );
}

const Rows = styled.dl`
  margin: 0;
  div {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 16px;
    padding: 14px 0;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
  }
  dt {
    font-weight: 600;
  }
  dt small {
    display: block;
    font-weight: 400;
    color: ${(p) => p.theme.color.muted};
    font-size: 0.85rem;
  }
  dd {
    margin: 0;
    color: ${(p) => p.theme.color.gold};
    font-weight: 600;
    white-space: nowrap;
  }
`;

/** A compact price list (add-ons), label and description on the left, price on the right. */
export function PriceList({ items }: { items: { key: string; label: string; description: string; price: string }[] }) {
  return (
    <Rows>
      {items.map((item) => (
        <div key={item.key}>
          <dt>
            {item.label}
            <small>{item.description}</small>
          </dt>
          <dd>{item.price}</dd>
        </div>
      ))}
    </Rows>
  );
}
