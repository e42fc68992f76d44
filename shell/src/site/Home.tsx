import { GuidePopup } from './guide/GuidePopup';
import { CoachingSection } from './home/CoachingSection';
import { CommunityChat } from './home/CommunityChat';
import { Hero } from './home/Hero';
import { KidsSection } from './home/KidsSection';
import { MediaBanner } from './home/MediaBanner';
import { Pillars } from './home/Pillars';
import { RegisterCta } from './home/RegisterCta';
import { VentureShowcase } from './showcase/VentureShowcase';
import { useContent } from './use-content';

/** The public home page (at / for returning visitors), with the free-guide popup. */
export function Home() {
  const t = useContent();
  return (
    <>
      <Hero title={t('home.hero.title')} subtitle={t('home.hero.subtitle')} />
      <KidsSection title={t('home.kids.title')} body={t('home.kids.body')} />
      <Pillars title={t('home.pillars.title')} />
      <CommunityChat />
      <CoachingSection title={t('home.coaching.title')} subtitle={t('home.coaching.subtitle')} />
      <MediaBanner title={t('home.media.title')} body={t('home.media.body')} />
      <VentureShowcase title={t('home.showcase.title')} intro="A growing family of ventures built on the same values. Select one to learn more." />
      <RegisterCta title={t('home.cta.title')} body={t('home.cta.body')} />
      <GuidePopup />
    </>
  );
}
