// Bundled for Node by @sqw/rspack-preset/prerender.mjs after the browser build: the web-build page
// as a visitor first sees it, for dist/sqw-pages.json.
import type { pages } from '@sqw/contracts';
import { prerenderPages } from '@sqw/platform/prerender';
import WebEssentialsPage from './WebEssentialsPage';

/** Web Essentials' part of the site's pages. */
export function pagesFile(): pages.PagesFile {
  return prerenderPages([
    {
      path: '/web-essentials',
      title: 'Web Essentials',
      description: 'We design and build fast, polished websites for growing businesses, with clear packages, honest monthly plans and no surprises.',
      element: <WebEssentialsPage />,
    },
  ]);
}
