// Bundled for Node by @sqw/rspack-preset/prerender.mjs after the browser build: the store's public
// pages (routes.json's routes without a guard) as a visitor first sees them, for
// dist/sqw-pages.json. The catalogues wait for the store service, so they show their loading state.
import type { pages } from '@sqw/contracts';
import { prerenderPages } from '@sqw/platform/prerender';
import DigitalProductsPage from './commerce/DigitalProductsPage';
import ProductsPage from './commerce/ProductsPage';
import CoachingGuestPage from './membership/CoachingGuestPage';

/** The store's part of the site's pages. */
export function pagesFile(): pages.PagesFile {
  return prerenderPages([
    {
      path: '/products',
      title: 'Products',
      description: 'Courses, coaching and bundles to take you from first account to a forty-year plan.',
      element: <ProductsPage />,
    },
    {
      path: '/guest/products',
      title: 'Digital Products',
      description: 'Workbooks, checklists and planners to put sovereign money habits into practice.',
      element: <DigitalProductsPage />,
    },
    {
      path: '/guest/infinitrii-nexus',
      title: 'Coaching',
      description:
        'Personal coaching on stocks, crypto and wealth protection: register for a free account to book sessions and unlock the member course dashboard.',
      element: <CoachingGuestPage />,
    },
  ]);
}
