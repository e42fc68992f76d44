import type { store } from '@sqw/contracts';
import { formatPrice } from '@sqw/contracts/store-texts';
import { Badge, Card, Muted, Price, Stack } from '@sqw/ui';
import styled from 'styled-components';
import { PurchaseButton } from '../shared/purchase/PurchaseButton';
import { FeatureList } from './FeatureList';

const TYPE_LABELS: Record<store.ProductType, string> = {
  course: 'Course',
  coaching: 'Coaching',
  bundle: 'Bundle',
  digital: 'Digital',
  membership: 'Membership',
};

const Column = styled(Card)`
  display: flex;
  flex-direction: column;
  h3 {
    margin: 14px 0 6px;
  }
  > :last-child {
    margin-top: auto;
  }
`;

const Was = styled.s`
  color: ${(p) => p.theme.color.muted};
  margin-left: 10px;
  font-size: 1rem;
  font-family: ${(p) => p.theme.font.body};
`;

/** One product of the member catalogue: type, whole-dollar price, features and the purchase flow. */
export function ProductCard({ product }: { product: store.Product }) {
  return (
    <Column $highlight={product.type === 'bundle'} aria-labelledby={`product-${product.slug}`} data-testid="product-card">
      <Stack $row $gap="8px" $wrap>
        <Badge $tone={product.type === 'coaching' ? 'blue' : 'gold'}>{TYPE_LABELS[product.type]}</Badge>
        {product.badge ? <Badge $tone="green">{product.badge}</Badge> : null}
      </Stack>
      <h3 id={`product-${product.slug}`}>{product.title}</h3>
      <Muted>{product.description}</Muted>
      <Price>
        {formatPrice(product.price_cents)}
        {product.compare_at_cents ? <Was aria-label={`was ${formatPrice(product.compare_at_cents)}`}>{formatPrice(product.compare_at_cents)}</Was> : null}
      </Price>
      <FeatureList features={product.features} label={`${product.title} includes`} />
      <PurchaseButton product={product.slug} block />
    </Column>
  );
}
