import { __PRIVATE__ } from 'styled-components';
import { PRERENDER_CSS_ID } from './gate';

/**
 * The copy's styles, taken over by the browser's styled-components instead of made again.
 *
 * The composed page carries the CSS of every styled component its copy rendered, in
 * styled-components' own text format: each component's rules, then a marker line naming the
 * component and the class names it made. Left alone, hydrating the copy makes every one of those
 * rules again (interpolation, the CSS preprocessor, one insertRule each): about half of the
 * hydration's script time under a phone's CPU. Told the names up front, styled-components finds
 * each class already made and skips that work.
 *
 * The rules then still live in the copy's <style>, ahead of styled-components' own sheet, which
 * orders rules by component. Once the page is hydrated they are moved into that sheet, each under
 * its own component, in slices between other tasks, and the copy's <style> goes: from then on the
 * cascade is the one the app makes on its own.
 */

/** How styled-components' text format ends each rule and each marker. */
const SPLITTER = '/*!sc*/\n';
/** A marker: `data-styled.g<n>[id="<component id>"]{content:"<name>,<name>,"}`. */
const MARKER = /^data-styled\.g\d+\[id="([\w-]+)"\].*?"([^"]*)"/;
/** The longest stretch of moving rules in one task, in milliseconds. */
const SLICE_MS = 4;

/** One component's part of the copy's styles. */
export type CopyStyleGroup = { id: string; names: string[]; rules: string[] };

/** The copy's CSS, split by component, in the order the composer wrote it. */
export function parseCopyStyles(css: string): CopyStyleGroup[] {
  const groups: CopyStyleGroup[] = [];
  let rules: string[] = [];
  for (const raw of css.split(SPLITTER)) {
    const part = raw.trim();
    if (!part) continue;
    const marker = MARKER.exec(part);
    if (!marker) {
      rules.push(part);
      continue;
    }
    groups.push({ id: marker[1], names: marker[2].split(',').filter(Boolean), rules });
    rules = [];
  }
  return groups;
}

/** The copy's groups whose names styled-components was told, until they are moved into its sheet. */
let adopted: CopyStyleGroup[] | null = null;

/** Tells styled-components the class names the copy's styles already hold. Call before hydrating. */
export function adoptCopyStyles(doc: Document = document): void {
  const css = doc.getElementById(PRERENDER_CSS_ID)?.textContent;
  if (!css) return;
  const sheet = __PRIVATE__.mainSheet;
  const groups = parseCopyStyles(css);
  for (const g of groups) for (const name of g.names) sheet.registerName(g.id, name);
  adopted = [...(adopted ?? []), ...groups];
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * The copy's <style> goes: at once if no styles were adopted. Otherwise their rules are first
 * moved into styled-components' sheet, from the next task on and a few components per task, so
 * the page never loses a rule. Resolves once the <style> is gone.
 */
export async function releaseCopyStyles(doc: Document = document): Promise<void> {
  const groups = adopted ?? [];
  adopted = null;
  if (groups.length) await nextTask();
  const tag = __PRIVATE__.mainSheet.getTag();
  let sliceStart = performance.now();
  for (const g of groups) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTask();
      sliceStart = performance.now();
    }
    tag.insertRules(__PRIVATE__.StyleSheet.registerId(g.id), g.rules);
  }
  doc.getElementById(PRERENDER_CSS_ID)?.remove();
}
