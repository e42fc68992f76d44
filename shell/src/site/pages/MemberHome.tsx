import { useSession } from '@sqw/platform';
import { Container, PageHero } from '@sqw/ui';
import { CoachingSection } from '../home/CoachingSection';
import { useContent } from '../use-content';
import { LinkCards, type LinkCard } from './LinkCards';
import { TightSection } from './page-parts';

const QUICK_LINKS: LinkCard[] = [
  { to: '/dashboard', title: 'Dashboard', text: 'Your courses, orders and sessions at a glance.', action: 'Open' },
  { to: '/courses', title: 'My Courses', text: 'Pick up your lessons where you left off.', action: 'Open' },
  { to: '/resources', title: 'Resources', text: 'Download guides and unlock premium tools.', action: 'Open' },
  { to: '/registered/collective', title: 'The Collective', text: 'The members-only side of the Sovereign ecosystem.', action: 'Enter' },
  { to: '/pricing', title: 'Membership Plans', text: 'Compare plans and upgrade when you are ready.', action: 'View' },
  { to: '/account', title: 'Account', text: 'Your profile, password and membership status.', action: 'Open' },
];

/** /home: the signed-in member's start page (behind the sign-in guard). */
export function MemberHome() {
  const { user } = useSession();
  const t = useContent();
  return (
    <>
      <PageHero eyebrow="Member home" title={`Welcome back${user?.firstName ? `, ${user.firstName}` : ''}`} lead={t('home.hero.subtitle')} />
      <TightSection $top="0" $bottom="0">
        <Container>
          <LinkCards items={QUICK_LINKS} label="Quick links" />
        </Container>
      </TightSection>
      <CoachingSection title={t('home.coaching.title')} subtitle={t('home.coaching.subtitle')} />
    </>
  );
}
