import { Button, Container, Muted, PageHero, Section, Stack } from '@sqw/ui';
import { Link } from '@sqw/router';
import styled from 'styled-components';
import { TriangleOfControl } from './blueprint/TriangleOfControl';
import { ToolkitOffer } from './blueprint/ToolkitOffer';

const NextSteps = styled(Container)`
  text-align: center;
`;

const Disclaimer = styled(Muted)`
  margin-top: 32px;
  font-size: 0.85rem;
`;

/** /invisible-empire-blueprint: the Empire Structuring Playbook, exposed as `store/BlueprintPage`. */
export default function BlueprintPage() {
  return (
    <>
      <PageHero
        eyebrow="Empire Structuring Playbook"
        title="The Invisible Empire Blueprint"
        lead="How an LLC, a trust and a foundation work together so your wealth is protected, private and built to outlast you."
      />
      <TriangleOfControl />
      <ToolkitOffer />
      <Section aria-label="Next steps">
        <NextSteps $narrow>
          <Stack $row $wrap $center $gap="12px">
            <Button as={Link} to="/infinitrii-nexus" $variant="outline">
              Explore 1:1 Coaching
            </Button>
            <Button as={Link} to="/dashboard" $variant="ghost">
              Return to Course Dashboard
            </Button>
          </Stack>
          <Disclaimer>
            Education, not legal or tax advice. Entity rules differ by state and country; review your structure with a licensed attorney and tax professional
            before you form it.
          </Disclaimer>
        </NextSteps>
      </Section>
    </>
  );
}
