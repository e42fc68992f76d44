import { __PRIVATE__ } from 'styled-components';
import { nextTask } from '../start-steps';
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
/**
 * How a global style's id begins (createGlobalStyle). styled-components makes a global style's
 * rules again on its first render whatever it is told, so those are neither adopted nor moved.
 */
const GLOBAL_ID_PREFIX = 'sc-global-';
/** The longest stretch of moving rules in one task, in milliseconds. */
const SLICE_MS = 4;

/** One component's part of the copy's styles. */
export type CopyStyleGroup = { id: string; names: string[]; rules: string[] };

/**
 * The copy's CSS, split by component, in the order the composer wrote it. The copy's CSS is the
 * frame's and the page's one after the other, and a component both used (a button, say) is in
 * each: it comes out once, with each of its class names and rules once.
 */
export function parseCopyStyles(css: string): CopyStyleGroup[] {
  const groups = new Map<string, { names: Set<string>; rules: Set<string> }>();
  let rules: string[] = [];
  for (const raw of css.split(SPLITTER)) {
    const part = raw.trim();
    if (!part) continue;
    const marker = MARKER.exec(part);
    if (!marker) {
      rules.push(part);
      continue;
    }
    const [, id, names] = marker;
    const group = groups.get(id) ?? { names: new Set<string>(), rules: new Set<string>() };
    groups.set(id, group);
    for (const name of names.split(',')) if (name) group.names.add(name);
    for (const rule of rules) group.rules.add(rule);
    rules = [];
  }
  return Array.from(groups, ([id, g]) => ({ id, names: [...g.names], rules: [...g.rules] }));
}

/** The copy's groups whose names styled-components was told, until they are moved into its sheet. */
let adopted: CopyStyleGroup[] | null = null;

/** Tells styled-components the class names the copy's styles already hold. Call before hydrating. */
export function adoptCopyStyles(doc: Document = document): void {
  const css = doc.getElementById(PRERENDER_CSS_ID)?.textContent;
  if (!css) return;
  const sheet = __PRIVATE__.mainSheet;
  const groups = parseCopyStyles(css).filter((g) => !g.id.startsWith(GLOBAL_ID_PREFIX));
  for (const g of groups) for (const name of g.names) sheet.registerName(g.id, name);
  adopted = [...(adopted ?? []), ...groups];
}

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
