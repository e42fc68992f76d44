import { useEffect } from 'react';
import { Questionnaire } from './questionnaire/Questionnaire';
import { AddOns } from './sections/AddOns';
import { BuildBundles } from './sections/BuildBundles';
import { Intro } from './sections/Intro';
import { MonthlyPlans } from './sections/MonthlyPlans';
import { Packages } from './sections/Packages';
import { Showcase } from './sections/Showcase';

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
      <Questionnaire />
    </>
  );
}
