import { useSession } from '@sqw/platform';
import { Badge, Button, Card, Container, PageHero, Section } from '@sqw/ui';
import { Link } from '@sqw/router';
import { JoinActions } from '../JoinActions';
import { VentureShowcase } from '../showcase/VentureShowcase';

/**
 * /collective and /guest/collective: the variant that invites the visitor to explore the
 * ecosystem. Members are pointed to their own collective page; visitors learn it is members-only.
 */
export function CollectivePage({ guest = false }: { guest?: boolean }) {
  const { user } = useSession();
  return (
    <>
      <PageHero
        eyebrow={guest ? 'Guest access' : 'The Collective'}
        title="Explore the Sovereign Ecosystem"
        lead="The Sovereign Collective brings together coaching, media, lifestyle and ventures that share one mission: reconnect with your money and reclaim your freedom."
      />
      <Section style={{ paddingTop: 0, paddingBottom: 0 }}>
        <Container>
          {user ? (
            <Card $highlight>
              <h2 style={{ fontSize: '1.4rem' }}>Welcome back, {user.firstName || 'member'}</h2>
              <p>Your members' collective has the community, your courses and the ventures' member offers.</p>
              <Button as={Link} to="/registered/collective">
                Enter the Members' Collective
              </Button>
            </Card>
          ) : (
            <Card $highlight>
              <Badge>Members Only</Badge>
              <h2 style={{ fontSize: '1.4rem', marginTop: 12 }}>The full collective is for registered members</h2>
              <p>Register for free to join the community, follow courses and get member offers from every venture.</p>
              <JoinActions />
            </Card>
          )}
        </Container>
      </Section>
      <VentureShowcase title="Our Ventures" intro="Select a venture to learn what it does and where to find it." />
    </>
  );
}
