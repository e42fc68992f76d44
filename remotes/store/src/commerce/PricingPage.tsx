import { useResource } from '@sqw/platform';
import { Container, EmptyState, Grid, media, PageHero, Section } from '@sqw/ui';
import styled from 'styled-components';
import { LoadStatus } from '../shared/LoadStatus';
import { fetchMembership } from './api';
import { fetchPlans } from './catalogue-api';
import { PlanCard } from './pricing/PlanCard';
import { PricingFaq } from './pricing/PricingFaq';

const Claims = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 10px 28px;
  list-style: none;
  padding: 0;
  margin: 40px 0 0;
  color: ${(p) => p.theme.color.muted};
  li::before {
    content: '✓ ';
    color: ${(p) => p.theme.color.gold};
  }
  ${media.sm} {
    flex-direction: column;
    align-items: flex-start;
  }
`;

const PlansSection = styled(Section)`
  padding-top: 24px;
`;

const Plans = styled(Grid)`
  margin-top: 24px;
`;

const Current = styled.p`
  text-align: center;
  color: ${(p) => p.theme.color.goldLight};
`;

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** /pricing: the membership plans, exposed as `store/PricingPage`. */
export default function PricingPage() {
  const plans = useResource((signal) => fetchPlans(signal), []);
  // The current plan is a convenience here; without it the plans still work.
  const membership = useResource((signal) => fetchMembership(signal).catch(() => ({ membership: null })), []);
  const active = membership.data?.membership?.status === 'active' ? membership.data.membership : null;

  return (
    <>
      <PageHero eyebrow="Membership" title="Membership Plans" lead="Pick the level of guidance that fits your goals. Change plans any time." />
      <PlansSection aria-label="Plans">
        <Container>
          {active ? (
            <Current>
              Your plan: <strong>{active.title}</strong> · renews {dateOf(active.renews_at)}
            </Current>
          ) : null}
          <LoadStatus of={plans} things="plans" />
          {plans.data && plans.data.items.length === 0 ? <EmptyState title="No plans available">Please check back soon.</EmptyState> : null}
          {plans.data ? (
            <Plans $min="270px" $gap="32px">
              {plans.data.items.map((p) => (
                <PlanCard key={p.id} plan={p} current={active?.plan === p.slug} />
              ))}
            </Plans>
          ) : null}
          {/* Only what checkout does: a Cash App payment carrying the order's pay code, a screenshot
              upload, and a plan that starts once the payment is confirmed. */}
          <Claims aria-label="Plan terms">
            <li>Pay with Cash App, your pay code in the note</li>
            <li>Upload a screenshot; we confirm within 24 hours</li>
            <li>Change plans any time</li>
            <li>No automatic charges: renew when you choose</li>
          </Claims>
        </Container>
      </PlansSection>
      <PricingFaq />
    </>
  );
}
