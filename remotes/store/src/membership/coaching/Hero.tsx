import { PageHero } from '@sqw/ui';
import type { ReactNode } from 'react';

/** The coaching pages' opening: brand, promise and the page's own calls to action. The page names the tab. */
export function Hero({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return <PageHero size="feature" documentTitle={null} eyebrow="Infinitrii Nexus Coaching" title={title} lead={lead} actions={children} />;
}
