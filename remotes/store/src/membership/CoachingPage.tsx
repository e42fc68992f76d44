import { Button, Container, Lead, scrollToId, Section, SectionTitle } from '@sqw/ui';
import { useEffect } from 'react';
import { Link, useLocation } from '@sqw/router';
import styled from 'styled-components';
import { Faq } from './coaching/Faq';
import { FULL_PROCESS } from './coaching/content';
import { Hero } from './coaching/Hero';
import { PricingSection } from './coaching/PricingSection';
import { ProcessSteps } from './coaching/ProcessSteps';
import { Testimonials } from './coaching/Testimonials';

const Closing = styled(Section)`
  text-align: center;
  ${Lead} {
    margin: 0 auto 24px;
  }
`;

/** /infinitrii-nexus: the full coaching page for members, exposed as `store/CoachingPage`. */
export default function CoachingPage() {
  const { hash } = useLocation();
  useEffect(() => {
    document.title = 'Infinitrii Nexus Coaching';
  }, []);
  // The browser jumps to a fragment before a federated page has rendered; jump again once it has.
  useEffect(() => {
    if (hash) scrollToId(hash.slice(1), { behavior: 'instant' });
  }, [hash]);
  return (
    <>
      <Hero
        title="Personal Coaching for Financial Sovereignty"
        lead="1:1 guidance on stocks, crypto and wealth protection, from your first secure account to a plan that outlives you."
      >
        <Button as="a" href="#pricing" $size="lg">
          View Pricing
        </Button>
        <Button as={Link} to="/contact" $size="lg" $variant="outline">
          Contact Us
        </Button>
      </Hero>
      <ProcessSteps title="How Coaching Works" steps={FULL_PROCESS} />
      <PricingSection />
      <Testimonials />
      <Faq />
      <Closing aria-labelledby="closing-title">
        <Container $narrow>
          <SectionTitle id="closing-title">Ready to Reclaim Your Freedom?</SectionTitle>
          <Lead>Choose the coaching that fits where you are today. Your first session starts with where your money is right now.</Lead>
          <Button as="a" href="/infinitrii-nexus#pricing" $size="lg">
            Book Your Session
          </Button>
        </Container>
      </Closing>
    </>
  );
}
