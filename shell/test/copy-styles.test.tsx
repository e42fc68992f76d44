import { act } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet } from 'styled-components';
import { hydrateCopy } from '../src/hydration';
import { parseCopyStyles, releaseCopyStyles } from '../src/prerender/copy-styles';
import { PRERENDER_CSS_ID } from '../src/prerender/gate';

// Defined in this order, as a page's modules define them: the base's rules come first in the sheet.
const Base = styled.p<{ $tone: string }>`
  color: ${(p) => p.$tone};
`;
const Lead = styled(Base)`
  color: gold;
  font-weight: 700;
`;
const Note = styled.small`
  letter-spacing: 0.1em;
`;

let setTone: (tone: string) => void = () => undefined;
function Page() {
  const [tone, set] = useState('ivory');
  setTone = set;
  return (
    <main>
      <Lead $tone={tone}>Sovereign</Lead>
      <Note>wealth</Note>
    </main>
  );
}

/** The page as the composer serves it: its copy, and the copy's CSS in the head. */
function composedPage(): { root: HTMLElement; css: string } {
  const sheet = new ServerStyleSheet();
  const html = renderToString(sheet.collectStyles(<Page />));
  const css = sheet.instance.toString();
  sheet.seal();
  const style = document.createElement('style');
  style.id = PRERENDER_CSS_ID;
  style.textContent = css;
  document.getElementById(PRERENDER_CSS_ID)?.remove();
  document.head.append(style);
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.replaceChildren(root);
  return { root, css };
}

afterEach(() => jest.restoreAllMocks());

/** The text of styled-components' own sheet in the page (the copy's <style> excluded). */
const appSheet = () => Array.from(document.querySelectorAll('style[data-styled]'), (s) => s.textContent).join('');
const classesOf = (el: Element | null) => Array.from(el!.classList);

test("the copy's CSS splits into each component's rules and class names", () => {
  const { root, css } = composedPage();
  const groups = parseCopyStyles(css);
  const note = root.querySelector('small')!;
  const noteGroup = groups.find((g) => classesOf(note).includes(g.id))!;
  const noteClass = classesOf(note).find((c) => c !== noteGroup.id)!;
  expect(noteGroup.names).toEqual([noteClass]);
  expect(noteGroup.rules).toEqual([`.${noteClass}{letter-spacing:0.1em;}`]);
  // The base and the component made from it, in the order they were defined.
  const lead = classesOf(root.querySelector('p'));
  expect(groups.map((g) => g.id).filter((id) => lead.includes(id))).toHaveLength(2);
  expect(groups.every((g) => g.names.length > 0 && g.rules.length > 0)).toBe(true);
});

test("a component in both the frame's and the page's CSS comes out once, each rule once", () => {
  const { css } = composedPage();
  const twice = parseCopyStyles(css + css);
  expect(twice).toEqual(parseCopyStyles(css));
});

test('hydrating the copy makes none of its styles again; they move into the app sheet afterwards, in order, and the copy <style> goes', async () => {
  const { root, css } = composedPage();
  const painted = root.querySelector('p');
  const copyRules = parseCopyStyles(css).flatMap((g) => g.rules);
  const before = appSheet();

  const warnings = jest.spyOn(console, 'warn');
  await act(async () => hydrateCopy(root, <Page />));
  expect(warnings).not.toHaveBeenCalled();
  expect(root.querySelector('p')).toBe(painted);
  // The classes the copy carries were found already made: nothing was added to the app's sheet.
  expect(appSheet()).toBe(before);
  expect(document.getElementById(PRERENDER_CSS_ID)).not.toBeNull();

  // A class the copy never had is made as usual, in its component's place.
  await act(async () => setTone('crimson'));
  expect(appSheet()).toContain('color:crimson;');
  const [baseGroup, leadGroup] = classesOf(root.querySelector('p')).filter((c) => c.startsWith('sc-'));
  expect(baseGroup).toBeDefined();
  expect(leadGroup).toBeDefined();

  const released = releaseCopyStyles();
  // Nothing moves in the task that asked (the hydration's commit).
  expect(appSheet()).not.toContain('letter-spacing:0.1em;');
  await released;
  expect(document.getElementById(PRERENDER_CSS_ID)).toBeNull();
  const sheet = appSheet();
  for (const rule of copyRules) expect(sheet).toContain(rule);
  // The base's new rule stays ahead of the rule the copy had for the component made from it, so
  // the latter still wins: the cascade is the one the app makes on its own.
  expect(sheet.indexOf('color:crimson;')).toBeLessThan(sheet.indexOf('color:gold;'));
});

test('with nothing adopted, the copy <style> goes at once', () => {
  composedPage();
  void releaseCopyStyles();
  expect(document.getElementById(PRERENDER_CSS_ID)).toBeNull();
});
