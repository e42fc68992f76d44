import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { OPENING_END_ID } from '@sqw/contracts/page-marks';
import { PageHero, theme } from '../src';

// @sqw/ui sits below @sqw/platform, so its tests wrap the theme alone.
const Themed = ({ children }: { children: ReactNode }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>;
const show = (ui: ReactNode) => render(ui, { wrapper: Themed });

beforeEach(() => {
  document.title = 'Before';
});

test('opens the page with its eyebrow, title and lead, and names the tab after the title', () => {
  show(<PageHero eyebrow="Membership" title="Membership Plans" lead="Pick the level of guidance." />);
  expect(screen.getByRole('heading', { level: 1, name: 'Membership Plans' })).toBeTruthy();
  expect(screen.getByText('Membership')).toBeTruthy();
  expect(screen.getByText('Pick the level of guidance.')).toBeTruthy();
  expect(document.title).toBe('Membership Plans | SQW');
});

test('a given tab name is used, and null leaves the tab to the page', () => {
  const { rerender } = show(<PageHero eyebrow="Hall" title="Where Income Becomes Legacy" lead="Lead" documentTitle="SQW Hall of Legends" />);
  expect(document.title).toBe('SQW Hall of Legends');
  document.title = 'The page chose this';
  rerender(<PageHero eyebrow="Hall" title="Another title" lead="Lead" documentTitle={null} />);
  expect(document.title).toBe('The page chose this');
});

test('with a title id the section is named by its title; actions come in one row before anything else', () => {
  show(
    <PageHero
      eyebrow="Web Essentials"
      title="Websites Built for You"
      lead="Lead"
      titleId="we-title"
      size="feature"
      actions={
        <>
          <button type="button">Start</button>
          <button type="button">Packages</button>
        </>
      }
    >
      <dl aria-label="Counters" />
    </PageHero>,
  );
  const section = screen.getByRole('region', { name: 'Websites Built for You' });
  const start = screen.getByRole('button', { name: 'Start' });
  expect(start.parentElement).toBe(screen.getByRole('button', { name: 'Packages' }).parentElement);
  expect(start.parentElement!.nextElementSibling).toBe(screen.getByLabelText('Counters'));
  expect(section.contains(start)).toBe(true);
});

test('without a title id or actions the section is unnamed and has no empty row', () => {
  const { container } = show(<PageHero eyebrow="About" title="About us" lead="Lead" />);
  const section = container.querySelector('section')!;
  expect(section.getAttribute('aria-labelledby')).toBeNull();
  expect(section.querySelector('h1')!.id).toBe('');
  expect(section.querySelector('h1 ~ p')!.nextElementSibling).toBeNull();
});

test("the opening ends with its end mark, after everything it shows, so a composed page's first paint can wait for all of it", () => {
  show(
    <PageHero eyebrow="Store" title="Premium Products" lead="Lead" actions={<button type="button">Register</button>}>
      <p>More</p>
    </PageHero>,
  );
  const end = document.getElementById(OPENING_END_ID)!;
  expect(end.hidden).toBe(true);
  expect(end.parentElement!.lastElementChild).toBe(end);
  expect(end.parentElement!.contains(screen.getByText('More'))).toBe(true);
});
