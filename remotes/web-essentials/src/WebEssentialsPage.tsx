import { TitledSection, WhenNear } from '@sqw/ui';
import { lazy, useEffect } from 'react';
import { AddOns } from './sections/AddOns';
import { BuildBundles } from './sections/BuildBundles';
import { Intro } from './sections/Intro';
import { MonthlyPlans } from './sections/MonthlyPlans';
import { Packages } from './sections/Packages';
import { Showcase } from './sections/Showcase';

// The questionnaire brings react-hook-form and zod: fetched when the visitor comes near it (or a
// button scrolls there), not with the page. Its height is kept meanwhile, so nothing shifts.
const Questionnaire = lazy(() => import('./questionnaire/Questionnaire').then((m) => ({ default: m.Questionnaire })));
const QUESTIONNAIRE_HEIGHT = 1400;

/** /web-essentials: the web-build service, exposed to the shell as `web_essentials/WebEssentialsPage`. */
export default function WebEssentialsPage() {
  useEffect(() => {
    document.title = 'Web Essentials | SQW';
  }, []);
  return (
    <>
      <Intro />
      <Showcase />
      <Packages />
      <MonthlyPlans />
      <BuildBundles />
      <AddOns />
      <TitledSection
        id="questionnaire"
        tone="raised"
        titleId="questionnaire-title"
        title="Project Questionnaire"
        intro="Tell us about your business and what you would like built. We reply within 24 hours."
      >
        <WhenNear minHeight={QUESTIONNAIRE_HEIGHT}>
          <Questionnaire />
        </WhenNear>
      </TitledSection>
    </>
  );
}
