import { Container, PageHero } from '@sqw/ui';
import { JoinActions } from '../JoinActions';
import { RegisterCta } from '../home/RegisterCta';
import { LinkCards, type LinkCard } from './LinkCards';
import { TightSection } from './page-parts';

const AREAS: LinkCard[] = [
  { to: '/guest/infinitrii-nexus', title: 'Coaching', text: 'How 1:1 coaching on stocks, crypto and wealth protection works, step by step.' },
  { to: '/guest/products', title: 'Digital Products', text: 'Guides, templates and tools for your wealth journey.' },
  { to: '/guest/collective', title: 'The Collective', text: 'Explore the family of ventures in the Sovereign ecosystem.' },
  { to: '/guest/about', title: 'About Us', text: 'Who we are and the ventures behind the brand.' },
  { to: '/sqw-hall', title: 'SQW Hall', text: 'Meet the legends building passive income, level by level.' },
  { to: '/web-essentials', title: 'Web Essentials', text: 'Websites for growing businesses, with clear packages.' },
  { to: '/sovereign-skies', title: 'Sovereign Skies', text: 'Real-estate and creative media, from drone films to brand campaigns.' },
  { to: '/contact', title: 'Contact', text: 'Questions? Send us a message and we will get back to you.' },
];

/** /guest: where "Continue as Guest" lands: the public areas, and a nudge to register. */
export function GuestHome() {
  return (
    <>
      <PageHero
        eyebrow="Guest access"
        title="Welcome, Guest"
        lead="Browse our public pages freely. Create a free account to unlock premium content, courses and exclusive resources."
      >
        <JoinActions />
      </PageHero>
      <TightSection $top="0">
        <Container>
          <LinkCards items={AREAS} label="Public areas" />
        </Container>
      </TightSection>
      <RegisterCta
        title="Unlock the Full Experience"
        body="Members get premium resources, courses with progress tracking, a personal dashboard and 1:1 coaching sessions."
      />
    </>
  );
}
