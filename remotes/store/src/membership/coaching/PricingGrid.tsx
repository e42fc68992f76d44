import type { store } from '@sqw/contracts';
import { formatPrice } from '@sqw/contracts/store-texts';
import { messageOf, useResource } from '@sqw/platform';
import { Badge, Card, ErrorPanel, Grid, PageSpinner, Price } from '@sqw/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { fetchProducts } from '../../commerce/catalogue-api';
import { PRICING_SLUGS } from './content';

const Plan = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 8px;
  h3 {
    margin: 0;
    font-size: 1.3rem;
  }
  > span:first-child {
    align-self: flex-start;
  }
  p {
    margin: 0;
  }
  ul {
    margin: 8px 0 16px;
    padding-left: 20px;
    color: ${(p) => p.theme.color.muted};
    flex: 1;
  }
  li {
    margin-bottom: 6px;
  }
`;

const Note = styled.span`
  color: ${(p) => p.theme.color.muted};
  font-size: 1rem;
  margin-left: 8px;
  font-family: ${(p) => p.theme.font.body};
`;

const Was = styled(Note)`
  text-decoration: line-through;
`;

const Desc = styled.p`
  color: ${(p) => p.theme.color.muted};
`;

/**
 * The coaching products as the service prices them, so a card can never show a price the
 * order would not charge. `action` renders each card's call to action.
 */
export function PricingGrid({ action }: { action: (product: store.Product) => ReactNode }) {
  const products = useResource((signal) => fetchProducts(signal), []);
  if (products.error) return <ErrorPanel title="Prices could not be loaded" message={messageOf(products.error)} onRetry={products.reload} />;
  if (!products.data) return <PageSpinner label="Loading prices" />;
  const bySlug = new Map(products.data.items.map((p) => [p.slug, p]));
  const offered = PRICING_SLUGS.map((slug) => bySlug.get(slug)).filter((p): p is store.Product => Boolean(p));
  return (
    <Grid $min="240px">
      {offered.map((p) => (
        <Plan key={p.slug} $highlight={p.slug === 'sqw-course'} aria-labelledby={`plan-${p.slug}`}>
          {p.badge ? <Badge>{p.badge}</Badge> : p.slug === 'sqw-course' ? <Badge>Most Complete</Badge> : null}
          <h3 id={`plan-${p.slug}`}>{p.title}</h3>
          <Price>
            {formatPrice(p.price_cents)}
            {p.compare_at_cents ? <Was>was {formatPrice(p.compare_at_cents)}</Was> : null}
            {p.type === 'coaching' ? <Note>/ hour</Note> : null}
          </Price>
          <Desc>{p.description}</Desc>
          <ul>
            {p.features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
          {action(p)}
        </Plan>
      ))}
    </Grid>
  );
}
