import { Button, PageHero, scrollToId } from '@sqw/ui';

/** The area's opening: what it offers and the two ways on (the questionnaire, the packages). The page names the tab. */
export function Intro() {
  return (
    <PageHero
      size="feature"
      documentTitle={null}
      titleId="we-title"
      eyebrow="Web Essentials"
      title="Websites Built for Sovereign Businesses"
      lead="Your website is the storefront you own outright. We design and build fast, polished sites for growing businesses, with clear packages, honest monthly plans and no surprises."
      actions={
        <>
          <Button type="button" $size="lg" onClick={() => scrollToId('questionnaire')}>
            Start Your Project
          </Button>
          <Button type="button" $size="lg" $variant="outline" onClick={() => scrollToId('packages')}>
            View Packages
          </Button>
        </>
      }
    />
  );
}
