import { useResource } from '@sqw/platform';
import { useDocumentTitle } from '@sqw/ui';
import { useEffect } from 'react';
import { fetchStats } from './api';
import { ApplicationForm } from './components/ApplicationForm';
import { Gallery } from './components/Gallery';
import { Hero } from './components/Hero';
import { Levels } from './components/Levels';

const scrollToForm = () => document.getElementById('apply')?.scrollIntoView({ behavior: 'smooth', block: 'start' });

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
      <Hero stats={stats.error ? undefined : stats.data} />
      <Levels />
      <Gallery onApply={scrollToForm} />
      <ApplicationForm onSubmitted={stats.reload} />
    </>
  );
}
