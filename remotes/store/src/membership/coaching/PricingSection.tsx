import { Container, Lead, Section, SectionTitle } from '@sqw/ui';
import { PurchaseButton } from '../../shared/purchase/PurchaseButton';
import { PAYMENT_TOASTS } from './content';
import { PricingGrid } from './PricingGrid';

/** The full page's pricing (id "pricing", the target of 'View Pricing' and 'Book Your Session'). */
export function PricingSection() {
  return (
    <Section id="pricing" aria-labelledby="pricing-title">
      <Container>
        <SectionTitle id="pricing-title">Coaching Investment</SectionTitle>
        <Lead>Start with a single hour or commit to the full program. Every option is paid once, with no subscription.</Lead>
        <PricingGrid
          action={(p) => (
            <PurchaseButton
              product={p.slug}
              label={`Purchase ${p.title}`}
              variant={p.slug === 'sqw-course' ? 'gold' : 'outline'}
              block
              paymentToast={PAYMENT_TOASTS[p.slug]}
            />
          )}
        />
      </Container>
    </Section>
  );
}
