import { useSession } from '@sqw/platform';
import { Button, Card, Container, Lead, Section, SectionTitle } from '@sqw/ui';
import { useEffect } from 'react';
import { Link, Navigate } from '@sqw/router';
import styled from 'styled-components';
import { GUEST_PROCESS } from './guest/content';
import { Benefits } from './guest/Benefits';
import { PlaybookPromo } from './guest/PlaybookPromo';
import { Hero } from './coaching/Hero';
import { PricingGrid } from './coaching/PricingGrid';
import { ProcessSteps } from './coaching/ProcessSteps';

const Offer = styled(Card)`
  text-align: center;
  ${Lead} {
    margin: 0 auto 20px;
  }
`;

const Closing = styled(Section)`
  text-align: center;
  ${Lead} {
    margin: 0 auto 24px;
  }
`;

const Register = ({ children, variant = 'gold', block }: { children: string; variant?: 'gold' | 'outline'; block?: boolean }) => (
  <Button as={Link} to="/register" $variant={variant} $block={block}>
    {children}
  </Button>
);

/**
 * /guest/infinitrii-nexus: the public marketing variant of the coaching page; every purchase
 * starts with registering. A signed-in member has the account already and is sent on to the
 * members' coaching page, where they can buy.
 */
export default function CoachingGuestPage() {
  const { user } = useSession();
  useEffect(() => {
    document.title = 'Infinitrii Nexus Coaching';
  }, []);
  if (user) return <Navigate to="/infinitrii-nexus" replace />;
  return (
    <>
      <Hero
        title="Your Path to Financial Sovereignty"
        lead="Personal coaching on stocks, crypto and wealth protection. Register for a free account to book sessions and unlock the member course dashboard."
      >
        <Register>Register for Full Access</Register>
        <Button as={Link} to="/invisible-empire-blueprint" $variant="outline">
          The Invisible Empire Blueprint
        </Button>
      </Hero>
      <ProcessSteps title="Your Coaching Journey" steps={GUEST_PROCESS} />
      <Benefits />
      <PlaybookPromo />
      <Section aria-labelledby="offer-title">
        <Container $narrow>
          <Offer $highlight>
            <SectionTitle id="offer-title">Special Offer for Prepared Clients</SectionTitle>
            <Lead>
              Already have your banking, brokerage and wallet accounts set up? Prepared clients skip the setup walkthrough and coach at a discounted rate.
              Mention it in your intro consultation.
            </Lead>
            <Register>Register to Claim Your Rate</Register>
          </Offer>
        </Container>
      </Section>
      <Section $tone="raised" aria-labelledby="guest-pricing-title">
        <Container>
          <SectionTitle id="guest-pricing-title">Coaching Investment</SectionTitle>
          <Lead>Register for a free account to purchase any option and book your sessions.</Lead>
          <PricingGrid
            action={(p) => (
              <Register variant={p.slug === 'sqw-course' ? 'gold' : 'outline'} block>
                Register to Get Started
              </Register>
            )}
          />
        </Container>
      </Section>
      <Closing aria-labelledby="guest-closing-title">
        <Container $narrow>
          <SectionTitle id="guest-closing-title">Start Your Sovereignty Journey</SectionTitle>
          <Lead>Create your free account to reach the client portal, the course dashboard and the Invisible Empire Blueprint.</Lead>
          <Register>Register Now</Register>
        </Container>
      </Closing>
    </>
  );
}
