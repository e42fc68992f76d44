import { useSession } from '@sqw/platform';
import { Button, Container, Lead, Section, SectionTitle } from '@sqw/ui';
import { Link } from '@sqw/router';
import styled from 'styled-components';
import { PointCards } from '../shared/PointCards';

const PERKS = [
  { title: 'Complete Guides', text: 'Step-by-step guides from account setup to wealth protection, written to be followed, not just read.' },
  { title: 'Templates & Tools', text: 'Budget planners, checklists and worksheets you can fill in and use the same day.' },
  { title: 'Exclusive Content', text: 'Member-only lessons and updates on crypto, markets and legacy planning.' },
];

const Center = styled.div`
  text-align: center;
  ${Lead} {
    margin: 0 auto 32px;
  }
`;

const Action = styled.div`
  margin-top: 32px;
`;

/** The invitation to register: what members get beyond the public catalogue; a member is sent to the library itself. */
export function MemberResourcesPromo() {
  const { user } = useSession();
  return (
    <Section $tone="raised" aria-labelledby="member-resources-title">
      <Container>
        <Center>
          <SectionTitle id="member-resources-title">Premium Member Resources</SectionTitle>
          <Lead>
            {user
              ? 'Your account opens the member library: guides, templates and member-only lessons.'
              : 'A free account opens the member library and the full store.'}
          </Lead>
          <PointCards points={PERKS} />
          <Action>
            {user ? (
              <Button as={Link} to="/resources" $size="lg">
                Open Member Resources
              </Button>
            ) : (
              <Button as={Link} to="/register" $size="lg">
                Register Now for Full Access
              </Button>
            )}
          </Action>
        </Center>
      </Container>
    </Section>
  );
}
