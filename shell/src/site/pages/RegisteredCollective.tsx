import { useSession } from '@sqw/platform';
import { Badge, Container, PageHero } from '@sqw/ui';
import { CommunityChat } from '../home/CommunityChat';
import { LinkCards, type LinkCard } from './LinkCards';
import { TightSection } from './page-parts';

const MEMBER_AREAS: LinkCard[] = [
  { to: '/courses', title: 'Your Courses', text: 'Continue your lessons and follow your progress.', action: 'Open' },
  { to: '/resources', title: 'Member Resources', text: 'Guides and tools, free and premium, for every stage.', action: 'Open' },
  { to: '/sessions', title: 'Coaching Sessions', text: 'Request and follow your 1:1 sessions.', action: 'Open' },
  { to: '/collective', title: 'The Ventures', text: 'Explore the ecosystem and each venture’s offers.', action: 'Explore' },
];

/** /registered/collective: the members-only notice of the collective (behind the sign-in guard). */
export function RegisteredCollective() {
  const { user } = useSession();
  return (
    <>
      <PageHero
        eyebrow="Members Only"
        title="The Sovereign Collective"
        lead={`Welcome${user?.firstName ? `, ${user.firstName}` : ''}. This space is reserved for registered members of the Sovereign Collective: what you find here is not shared on the public site.`}
      >
        <Badge>Members Only</Badge>
      </PageHero>
      <TightSection $top="0" $bottom="24px">
        <Container>
          <LinkCards items={MEMBER_AREAS} label="Member areas" />
        </Container>
      </TightSection>
      <CommunityChat />
    </>
  );
}
