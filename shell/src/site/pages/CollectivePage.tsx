import { useSession } from '@sqw/platform';
import { Badge, Button, Card, Container, PageHero } from '@sqw/ui';
import { Link } from '@sqw/router';
import styled from 'styled-components';
import { JoinActions } from '../JoinActions';
import { VentureShowcase } from '../showcase/VentureShowcase';
import { CardHeading, TightSection } from './page-parts';

/** The heading under the 'Members Only' badge. */
const NoticeHeading = styled(CardHeading)`
  margin-top: 12px;
`;

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
      <TightSection $top="0" $bottom="0">
        <Container>
          {user ? (
            <Card $highlight>
              <CardHeading>Welcome back, {user.firstName || 'member'}</CardHeading>
              <p>Your members' collective has the community, your courses and the ventures' member offers.</p>
              <Button as={Link} to="/registered/collective">
                Enter the Members' Collective
              </Button>
            </Card>
          ) : (
            <Card $highlight>
              <Badge>Members Only</Badge>
              <NoticeHeading>The full collective is for registered members</NoticeHeading>
              <p>Register for free to join the community, follow courses and get member offers from every venture.</p>
              <JoinActions />
            </Card>
          )}
        </Container>
      </TightSection>
      <VentureShowcase title="Our Ventures" intro="Select a venture to learn what it does and where to find it." />
    </>
  );
}
