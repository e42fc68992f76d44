import { css } from 'styled-components';

/** Set on <html> once the page has to be laid out whole: see scrollToElement. */
export const RENDER_ALL_CLASS = 'sqw-render-all';

/**
 * Sections are where a page's length is, so a section (or the footer) off screen is skipped,
 * layout and paint, until the visitor comes near it: a first visit lays out what it shows, not
 * the whole page. The containment clips what overflows it: a section's padding leaves room for
 * shadows.
 *
 * Until it is first rendered a section counts as two screens tall, then as tall as it was. Before
 * its first paint Chromium renders every skipped section that starts within about one and a half
 * screens below the viewport, measured with these stand-in heights: at 600px, the two or three
 * sections under a phone's first screen were laid out and painted ahead of it, and the first paint
 * waited for them. At two screens only the sections on the first screen are; the next ones render
 * a frame later, as the visitor could not yet scroll to them.
 */
export const offscreenSkipped = css`
  content-visibility: auto;
  contain-intrinsic-size: auto 200vh;
  .${RENDER_ALL_CLASS} & {
    content-visibility: visible;
  }
`;

/**
 * Scrolls to an element of the page. A smooth scroll aimed past skipped sections would stop short:
 * they count at the estimated height until they render on the way, at their real heights. So the
 * whole page is laid out first, once (it stays so), and the scroll then has its true target.
 */
export function scrollToElement(el: Element | null | undefined, { block = 'start', behavior = 'smooth' }: ScrollIntoViewOptions = {}): void {
  if (!el) return;
  document.documentElement.classList.add(RENDER_ALL_CLASS);
  el.scrollIntoView?.({ behavior, block });
}

export const scrollToId = (id: string, options?: ScrollIntoViewOptions) => scrollToElement(document.getElementById(id), options);
