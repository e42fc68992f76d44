// Contracts of server-composed pages: what an area's build prerenders for each of its public
// routes, and what an area's service says about one particular shared page (a legend's card).
import { z } from 'zod';
import { endpointsOf } from './endpoint';

/** The head of one page as link previews and crawlers read it. */
export const PageHead = z.object({
  title: z.string().min(1).max(200),
  description: z.string().max(500),
  /** An absolute URL of a PNG (social crawlers do not take SVG), or null for the site's default card. */
  image: z.string().url().nullable(),
});
export type PageHead = z.infer<typeof PageHead>;

/**
 * A page that names one record in its query, such as `/sqw-hall?legend=<id>`: when `param` is
 * present, the composer asks the area's `service` for `path` with `{param}` replaced, and uses the
 * PageHead it answers (the page's own head when it does not).
 */
export const SharedHead = z.strictObject({
  param: z.string().regex(/^[a-z][a-zA-Z]*$/),
  service: z.string().regex(/^[a-z][a-zA-Z]*$/),
  path: z.string().regex(/^\/[A-Za-z0-9\-_/{}.]*$/),
});
export type SharedHead = z.infer<typeof SharedHead>;

/** One public route's first screen, rendered at build time by the area that serves it. */
export const PrerenderedPage = z.strictObject({
  /** A concrete path (no :param or *). */
  path: z.string().regex(/^\/[A-Za-z0-9\-_/]*$/),
  head: PageHead,
  shared: SharedHead.nullable().default(null),
  /** The page's markup, without the shell's frame. */
  html: z.string().max(400_000),
  /** The CSS its styled components use. */
  css: z.string().max(400_000),
});
export type PrerenderedPage = z.infer<typeof PrerenderedPage>;

/**
 * The frame as it is at one navigation link's pages, with that link marked current: the app
 * hydrates the frame, so its markup must be what the app renders at the page's path. A variant is
 * for `path` itself and, unless `end`, every path under it.
 */
export const NavFrame = z.strictObject({
  path: z.string().regex(/^\/[A-Za-z0-9\-_/]*$/),
  end: z.boolean(),
  html: z.string().max(200_000),
});
export type NavFrame = z.infer<typeof NavFrame>;

/**
 * `dist/sqw-pages.json`, sent with a release. The shell's also carries the document every page is
 * composed into (`<!--sqw-head-->`, `<!--sqw-page-->` and `<!--sqw-config-->` mark where the head,
 * the page and the runtime config go) and the frame around the page area (`<sqw-slot></sqw-slot>`
 * marks the page), with its variants per navigation link (they share the frame's CSS).
 */
export const PagesFile = z.strictObject({
  pages: z.array(PrerenderedPage).max(100),
  document: z.string().max(200_000).optional(),
  frame: z.strictObject({ html: z.string().max(200_000), css: z.string().max(400_000) }).optional(),
  nav_frames: z.array(NavFrame).max(20).optional(),
});
export type PagesFile = z.infer<typeof PagesFile>;

/** What a page file is named in a build. */
export const PAGES_ASSET = 'sqw-pages.json';

export { AUDIENCE_ATTR, CONFIG_ID, LOGIN_PATH, MARKS, MEMBER_FILES_META, NOT_FOUND_PATH, OPENING_END_ID, PRERENDERED_ATTR } from './page-marks';

/**
 * `GET /compose/<path>` on the site service: the whole HTML of any page of the site. The gateway
 * sends page requests there (the path stays as it is: nginx and the local host name it).
 */
export const endpoints = {
  compose: endpointsOf('site')({ method: 'GET', path: '/compose/*', produces: 'text/html' }),
};
