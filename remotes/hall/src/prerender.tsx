// Bundled for Node by @sqw/rspack-preset/prerender.mjs after the browser build: the hall's public
// page as a visitor first sees it (the gallery and counters wait for the hall service), for
// dist/sqw-pages.json.
import type { pages } from '@sqw/contracts';
import { prerenderPages } from '@sqw/platform/prerender';
import HallPage from './HallPage';

/** The hall's part of the site's pages. */
export function pagesFile(): pages.PagesFile {
  return prerenderPages([
    {
      path: '/sqw-hall',
      title: 'The SQW Hall',
      description: 'Every level is proof that money can work for you. Climb the path, share your numbers and take your place among the legends.',
      // A shared legend link (?legend=<id>) gets that legend's card as its head from the hall service.
      shared: { param: 'legend', service: 'hall', path: '/legends/{legend}/head' },
      element: <HallPage />,
    },
  ]);
}
