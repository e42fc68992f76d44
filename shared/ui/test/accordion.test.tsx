import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { Accordion, theme } from '../src';

// @sqw/ui sits below @sqw/platform (which depends on it), so its own tests cannot take the
// platform's renderWithProviders; the design system needs only its theme.
const Themed = ({ children }: { children: ReactNode }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>;

const ITEMS = [
  { title: 'How do I pay?', body: 'With Cash App and your pay code.' },
  { title: 'When do I get access?', body: 'Once the payment is confirmed.' },
  { title: 'Can I cancel?', body: 'While the order awaits payment.' },
];

function renderAccordion() {
  render(<Accordion items={ITEMS} />, { wrapper: Themed });
  return { user: userEvent.setup(), triggers: ITEMS.map((i) => screen.getByRole('button', { name: new RegExp(i.title.replace('?', '\\?')) })) };
}
const expanded = (triggers: HTMLElement[]) => triggers.map((t) => t.getAttribute('aria-expanded'));

test('starts closed: every trigger says aria-expanded="false" and no answer is shown', () => {
  const { triggers } = renderAccordion();
  expect(expanded(triggers)).toEqual(['false', 'false', 'false']);
  expect(screen.queryByRole('region')).toBeNull();
});

test('opening an item shows its answer in a region named by its trigger, which controls it', async () => {
  const { user, triggers } = renderAccordion();
  await user.click(triggers[1]!);
  expect(expanded(triggers)).toEqual(['false', 'true', 'false']);
  const region = screen.getByRole('region', { name: /When do I get access\?/ });
  expect(region.textContent).toBe('Once the payment is confirmed.');
  expect(triggers[1]!.getAttribute('aria-controls')).toBe(region.id);
});

test('one item at a time: opening another closes the first; the open one closes on a second press', async () => {
  const { user, triggers } = renderAccordion();
  await user.click(triggers[0]!);
  await user.click(triggers[2]!);
  expect(expanded(triggers)).toEqual(['false', 'false', 'true']);
  expect(screen.getAllByRole('region')).toHaveLength(1);
  expect(screen.queryByText('With Cash App and your pay code.')).toBeNull();
  await user.click(triggers[2]!);
  expect(expanded(triggers)).toEqual(['false', 'false', 'false']);
  expect(screen.queryByRole('region')).toBeNull();
});

test('the keyboard works it: Tab moves between the triggers, Enter and Space toggle', async () => {
  const { user, triggers } = renderAccordion();
  await user.tab();
  expect(document.activeElement).toBe(triggers[0]);
  await user.keyboard('{Enter}');
  expect(expanded(triggers)).toEqual(['true', 'false', 'false']);
  await user.tab();
  expect(document.activeElement).toBe(triggers[1]);
  await user.keyboard(' ');
  expect(expanded(triggers)).toEqual(['false', 'true', 'false']);
  await user.keyboard('{Enter}');
  expect(expanded(triggers)).toEqual(['false', 'false', 'false']);
});
