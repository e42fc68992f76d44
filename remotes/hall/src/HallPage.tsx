import { useResource } from '@sqw/platform';
import { Container, scrollToId, Section, SectionTitle, useDocumentTitle, WhenNear } from '@sqw/ui';
import { lazy, useEffect } from 'react';
import { fetchStats } from './gallery-api';
import { Gallery } from './components/Gallery';
import { Hero } from './components/Hero';
import { Levels } from './components/Levels';

// The application form brings react-hook-form and zod: fetched when the visitor comes near it
// (or "Apply" scrolls there), not with the page. Its height is kept meanwhile, so nothing shifts.
const ApplicationForm = lazy(() => import('./components/ApplicationForm').then((m) => ({ default: m.ApplicationForm })));
const FORM_HEIGHT = 1200;

const APPLY_ID = 'apply';
const scrollToForm = () => scrollToId(APPLY_ID);

/** /sqw-hall: the wealth hall, exposed to the shell as `hall/HallPage`. */
export default function HallPage() {
  const stats = useResource((signal) => fetchStats(signal), []);
  useDocumentTitle('SQW Hall of Legends');
  useEffect(() => {
    // Stats are decoration: a failure is logged and the counters stay hidden.
    if (stats.error) console.error('Hall stats failed to load', stats.error);
  }, [stats.error]);
  return (
    <>
      <Hero stats={stats.error ? undefined : stats.data} onApply={scrollToForm} />
      <Levels />
      <Gallery onApply={scrollToForm} />
      <Section id={APPLY_ID} $tone="raised" aria-labelledby="apply-title">
        <Container $narrow>
          <SectionTitle id="apply-title">Legend Application</SectionTitle>
          <p>Tell us about your passive income. Applications are reviewed within 24-48 hours.</p>
          <WhenNear minHeight={FORM_HEIGHT}>
            <ApplicationForm onSubmitted={stats.reload} />
          </WhenNear>
        </Container>
      </Section>
    </>
  );
}
