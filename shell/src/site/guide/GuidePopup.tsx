import { GUIDE_TITLE } from '@sqw/contracts/site-copy';
import { Dialog, PageSpinner } from '@sqw/ui';
import { lazy, Suspense } from 'react';
import { useGuidePopup } from './use-guide-popup';

// The form's code (react-hook-form, zod) is fetched when the popup opens, 15 s in, not with the page.
const GuideForm = lazy(() => import('./GuideForm').then((m) => ({ default: m.GuideForm })));

/** The free-guide popup of the home page: opens by itself after 15 s, e-mails the guide. */
export function GuidePopup() {
  const popup = useGuidePopup();
  return (
    <Dialog open={popup.open} onClose={popup.close} title={GUIDE_TITLE}>
      <Suspense fallback={<PageSpinner />}>
        <GuideForm onDone={popup.requested} />
      </Suspense>
    </Dialog>
  );
}
