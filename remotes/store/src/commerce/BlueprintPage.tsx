import { Button, Container, Muted, PageHero, Section, Stack } from '@sqw/ui';
import { Link } from '@sqw/router';
import { TriangleOfControl } from './blueprint/TriangleOfControl';
import { ToolkitOffer } from './blueprint/ToolkitOffer';

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
        <Container $narrow style={{ textAlign: 'center' }}>
          <Stack $row $wrap $center $gap="12px">
            <Button as={Link} to="/infinitrii-nexus" $variant="outline">
              Explore 1:1 Coaching
            </Button>
            <Button as={Link} to="/dashboard" $variant="ghost">
              Return to Course Dashboard
            </Button>
          </Stack>
          <Muted style={{ marginTop: 32, fontSize: '0.85rem' }}>
            Education, not legal or tax advice. Entity rules differ by state and country; review your structure with a licensed attorney and
            tax professional before you form it.
          </Muted>
        </Container>
      </Section>
    </>
  );
}
