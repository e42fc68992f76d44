// Bundled for Node by @sqw/rspack-preset/prerender.mjs after the browser build: the media page as
// a visitor first sees it, for dist/sqw-pages.json.
import type { pages } from '@sqw/contracts';
import { prerenderPages } from '@sqw/platform/prerender';
import SovereignSkiesPage from './SovereignSkiesPage';

/** Media's part of the site's pages. */
export function pagesFile(): pages.PagesFile {
  return prerenderPages([
    {
      path: '/sovereign-skies',
      title: 'Sovereign Skies',
      description:
        'Photography, drone films, virtual tours and agent videos that move listings faster, plus creative production for artists, brands and service businesses.',
      element: <SovereignSkiesPage />,
    },
  ]);
}
