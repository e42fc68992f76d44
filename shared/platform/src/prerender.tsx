// Build-time rendering of an app's public pages (see @sqw/rspack-preset/prerender.mjs): each page
// as the browser's first render shows it, with the CSS of the styled components it used.
import type { pages } from '@sqw/contracts';
import { StaticRouter } from '@sqw/router/server';
import { theme } from '@sqw/ui';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';

/** A public page: where it is served, what its head says, and what it renders. */
export type PageSpec = {
  path: string;
  title: string;
  description: string;
  /** A page that names one record in its query gets that record's head from the area's service. */
  shared?: pages.SharedHead;
  element: ReactElement;
};

const themed = (children: ReactNode) => <ThemeProvider theme={theme}>{children}</ThemeProvider>;

/**
 * The markup and CSS of `element` rendered at `path`. `frame` wraps it in what the browser wraps it
 * in (the theme, by default); its CSS is plain text, which the browser's styled-components never adopts.
 */
export function renderMarkup(path: string, element: ReactElement, frame: (children: ReactNode) => ReactElement = themed): { html: string; css: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(frame(<StaticRouter location={path}>{element}</StaticRouter>)));
    return { html, css: sheet.instance.toString() };
  } finally {
    sheet.seal();
  }
}

/** The site's head of a page: its title with the brand, and no per-page image unless shared. */
export const pageTitle = (title: string) => `${title} · SQW`;

/** Every page rendered, for dist/sqw-pages.json. */
export function prerenderPages(specs: PageSpec[], frame?: (children: ReactNode) => ReactElement): pages.PagesFile {
  return {
    pages: specs.map((s) => ({
      path: s.path,
      head: { title: pageTitle(s.title), description: s.description, image: null },
      shared: s.shared ?? null,
      ...renderMarkup(s.path, s.element, frame),
    })),
  };
}
