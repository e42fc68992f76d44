import { store } from '@sqw/contracts';
import { Badge, Card, Muted, Price } from '@sqw/ui';
import styled from 'styled-components';
import { PurchaseButton } from '../../shared/purchase/PurchaseButton';
import { FeatureList } from '../FeatureList';

const Column = styled(Card)`
  position: relative;
  display: flex;
  flex-direction: column;
  > :last-child {
    margin-top: auto;
  }
  h3 {
    margin: 0 0 6px;
    font-size: 1.5rem;
  }
`;

const Ribbon = styled(Badge)`
  position: absolute;
  top: -13px;
  left: 50%;
  transform: translateX(-50%);
  background: ${(p) => p.theme.color.bg};
  white-space: nowrap;
`;

const PerMonth = styled.span`
  font-size: 1rem;
  color: ${(p) => p.theme.color.muted};
  font-family: ${(p) => p.theme.font.body};
`;

/** One membership plan; choosing it starts the same pay-code purchase as any product. */
export function PlanCard({ plan, current }: { plan: store.Product; current: boolean }) {
  const popular = plan.badge === 'Most Popular';
  return (
    <Column $highlight={popular} aria-labelledby={`plan-${plan.slug}`} data-testid="plan-card">
      {plan.badge ? <Ribbon>{plan.badge}</Ribbon> : null}
      <h3 id={`plan-${plan.slug}`}>{plan.title}</h3>
      <Muted>{plan.description}</Muted>
      <Price>
        {store.formatPrice(plan.price_cents)}
        <PerMonth>/month</PerMonth>
      </Price>
      <FeatureList features={plan.features} label={`${plan.title} plan includes`} />
      <PurchaseButton product={plan.slug} label={current ? `Renew ${plan.title}` : `Choose ${plan.title}`} variant={popular ? 'gold' : 'outline'} block />
    </Column>
  );
}
