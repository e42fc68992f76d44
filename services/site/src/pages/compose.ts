import { pages } from '@sqw/contracts';
import { headTags, withTitle } from './head';

/** Who a page's copy is for: the shell's gate hides it from anyone else (shell/src/prerender/gate.ts). */
export type Audience = 'all' | 'visitor' | 'returning';

export type Composition = {
  document: string;
  frame: { html: string; css: string };
  /** The page's first screen, or null for a page that has none (it renders in the browser). */
  page: { html: string; css: string } | null;
  head: pages.PageHead;
  url: string;
  indexable: boolean;
  audience: Audience;
  /** Files the page needs next, fetched at once instead of one after another. */
  preloads: { href: string }[];
  /**
   * A members' page's own files, named for the gate script to fetch at once when a session is
   * stored (shell/src/prerender/gate.ts); a visitor signed out gets the sign-in page and never
   * downloads them.
   */
  memberFiles?: string[];
  /** The runtime config, so the app need not ask for it. */
  config: unknown;
};

/** JSON inside <script>: nothing in it may close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/ /g, '%20');
/**
 * Holds the page's first paint until its opening is parsed whole: until the parser has reached
 * the empty element that ends it (Chromium lets the paint go once that element is in the
 * document; a page without one paints once it is parsed). Otherwise Chromium paints whatever has
 * arrived when the parser pauses, the header alone or half a centred line, and the rest lands in
 * later frames: the largest paint comes after the first, and a centred line that grows moves (a
 * layout shift). Not the whole copy: a long page's sections below the first screen would hold
 * the paint back for nothing.
 */
const firstPaintTag = `<link rel="expect" href="#${pages.OPENING_END_ID}" blocking="render">`;
const preloadTag = (p: Composition['preloads'][number]) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${p.href}">`;

/**
 * The frame as the app renders it at `path`: the variant of the navigation link current there (the
 * longest one that matches, as the router matches links: case-insensitive, the link's own path or,
 * unless the link is `end`, one under it), or the frame with none current.
 */
export function frameAt(frame: Composition['frame'], navFrames: pages.NavFrame[] | undefined, path: string): Composition['frame'] {
  const at = path.toLowerCase();
  const current = (f: pages.NavFrame) => {
    const link = f.path.toLowerCase();
    return at === link || (!f.end && at.startsWith(link.endsWith('/') ? link : `${link}/`));
  };
  const variant = (navFrames ?? []).filter(current).sort((a, b) => b.path.length - a.path.length)[0];
  return variant ? { html: variant.html, css: frame.css } : frame;
}

/**
 * The whole HTML of a page: the shell's document, the page's head, and the page inside the frame.
 * The copy sits in the box the app renders too while it hydrates the copy. A plain box, not a
 * disabled fieldset: Chromium rebuilds a fieldset's whole subtree when any part of it is rebuilt
 * (a section skipped while off screen, once the page is parsed), which painted the copy a second
 * time and held its largest paint back by that frame. Its forms keep themselves off until the app
 * is there (@sqw/ui's Form).
 */
export function composePage(c: Composition): string {
  const body = c.frame.html.replace(pages.MARKS.slot, () => c.page?.html ?? '');
  const head = [
    firstPaintTag,
    headTags(c.head, c.url, c.indexable),
    ...c.preloads.map(preloadTag),
    c.memberFiles?.length ? `<meta name="${pages.MEMBER_FILES_META}" content="${c.memberFiles.map(attribute).join(' ')}">` : '',
    `<style id="prerender-css">${c.frame.css}${c.page?.css ?? ''}</style>`,
  ].join('');
  // After the app's root, which holds only what the app hydrates; after the copy, so the copy's
  // first paint need not wait for it.
  const config = `<script type="application/json" id="${pages.CONFIG_ID}">${scriptJson(c.config)}</script>`;
  const document = c.audience === 'all' ? c.document : c.document.replace('<html lang="en"', `<html lang="en" ${pages.AUDIENCE_ATTR}="${c.audience}"`);
  return withTitle(document, c.head)
    .replace(pages.MARKS.head, () => head)
    .replace(pages.MARKS.page, () => `<div ${pages.PRERENDERED_ATTR}>${body}</div>`)
    .replace(pages.MARKS.config, () => config);
}
