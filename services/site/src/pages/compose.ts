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
  /** The runtime config, so the app need not ask for it. */
  config: unknown;
};

/** JSON inside <script>: nothing in it may close the element or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const preloadTag = (p: Composition['preloads'][number]) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${p.href}">`;

/**
 * The whole HTML of a page: the shell's document, the page's head, and the page inside the frame.
 * The copy sits in a disabled fieldset: its links work, but its forms cannot be filled in until the
 * app has replaced the copy with the live page, so nothing typed into the copy is lost.
 */
export function composePage(c: Composition): string {
  const body = c.frame.html.replace(pages.MARKS.slot, () => c.page?.html ?? '');
  const head = [
    headTags(c.head, c.url, c.indexable),
    ...c.preloads.map(preloadTag),
    `<style id="prerender-css">${c.frame.css}${c.page?.css ?? ''}</style>`,
  ].join('');
  // After the copy: the app reads it once it starts, and the copy's first paint need not wait for it.
  const config = `<script type="application/json" id="sqw-config">${scriptJson(c.config)}</script>`;
  const document = c.audience === 'all' ? c.document : c.document.replace('<html lang="en"', `<html lang="en" ${pages.AUDIENCE_ATTR}="${c.audience}"`);
  return withTitle(document, c.head)
    .replace(pages.MARKS.head, () => head)
    .replace(pages.MARKS.page, () => `<fieldset data-prerendered disabled>${body}</fieldset>${config}`);
}
