import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VentureShowcase } from '../../src/site/showcase/VentureShowcase';
import { renderWithProviders, serve, setupNetwork } from '@sqw/platform/testing';
import { resetBrowserState, services, SITE } from './fixtures';
import { TEN_VENTURES } from './ventures.fixture';

setupNetwork();

beforeEach(() => {
  resetBrowserState();
});

async function showcase() {
  serve(SITE, { 'GET /ventures': { status: 200, body: { items: TEN_VENTURES } } });
  renderWithProviders(<VentureShowcase title="The Sovereign Ecosystem" />, { services });
  await screen.findByText('Infinitrii Nexus');
  return userEvent.setup();
}
const card = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name.replace('.', '\\.')}`) });

test('shows one card per venture, coming-soon ones badged', async () => {
  await showcase();
  expect(screen.getAllByTestId('venture-card')).toHaveLength(10);
  const comingSoon = TEN_VENTURES.filter((v) => v.status === 'coming-soon').length;
  expect(screen.getAllByText('Coming Soon')).toHaveLength(comingSoon);
});

test('an external venture: name, tagline, description and Visit Site in a new tab', async () => {
  const u = await showcase();
  await u.click(card('Sovereign Shine'));
  const dialog = screen.getByRole('dialog', { name: 'Sovereign Shine' });
  expect(within(dialog).getByText('Premium detailing')).toBeTruthy();
  expect(within(dialog).getByText('Description of venture 2.')).toBeTruthy();
  const visit = within(dialog).getByRole('link', { name: 'Visit Site' });
  expect(visit.getAttribute('href')).toBe('https://sovereignshine.example');
  expect(visit.getAttribute('target')).toBe('_blank');
  expect(visit.getAttribute('rel')).toContain('noopener');
  expect(within(dialog).queryByText('Learn More')).toBeNull();
});

test('an active venture whose site the admin has not entered offers no link at all', async () => {
  const u = await showcase();
  await u.click(card('Sovereign Lifestyle Co.'));
  const dialog = screen.getByRole('dialog', { name: 'Sovereign Lifestyle Co.' });
  expect(within(dialog).getByText('Description of venture 3.')).toBeTruthy();
  expect(within(dialog).queryByRole('link')).toBeNull();
  expect(within(dialog).queryByText('Visit Site')).toBeNull();
  expect(within(dialog).queryByText('Coming Soon')).toBeNull();
});

test('an internal venture: Learn More in the same tab, which also closes the dialog', async () => {
  const u = await showcase();
  await u.click(card('Infinitrii Nexus'));
  const learn = within(screen.getByRole('dialog')).getByRole('link', { name: 'Learn More' });
  expect(learn.getAttribute('href')).toBe('/infinitrii-nexus');
  expect(learn.getAttribute('target')).toBeNull();
  await u.click(learn);
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('a coming-soon venture: badge and the in-development line, no link', async () => {
  const u = await showcase();
  await u.click(card('Quantum Drive AI'));
  const dialog = screen.getByRole('dialog', { name: 'Quantum Drive AI' });
  expect(within(dialog).getByText('Coming Soon')).toBeTruthy();
  expect(within(dialog).getByText('This exciting venture is currently in development.')).toBeTruthy();
  expect(within(dialog).queryByRole('link')).toBeNull();
});

test('closing clears the selection: the next card opens its own venture', async () => {
  const u = await showcase();
  await u.click(card('Quantum Drive AI'));
  await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  await u.click(card('Sovereign Shine'));
  await u.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  await u.click(card('Exotic Fruit Farm'));
  const dialog = screen.getByRole('dialog', { name: 'Exotic Fruit Farm' });
  expect(within(dialog).queryByText('This exciting venture is currently in development.')).toBeNull();
  expect(within(dialog).getByRole('link', { name: 'Visit Site' }).getAttribute('href')).toBe('https://fruit.example');
});

test('cards open with the keyboard and focus returns to the card', async () => {
  const u = await showcase();
  card('Sovereign Shine').focus();
  await u.keyboard('{Enter}');
  expect(screen.getByRole('dialog', { name: 'Sovereign Shine' })).toBeTruthy();
  await u.keyboard('{Escape}');
  expect(document.activeElement).toBe(card('Sovereign Shine'));
});

test('a service failure shows a message with Retry, which loads the ventures', async () => {
  let up = false;
  serve(SITE, {
    'GET /ventures': () =>
      up ? { status: 200, body: { items: TEN_VENTURES } } : { status: 503, body: { error: { code: 'down', message: 'The service is down.' } } },
  });
  renderWithProviders(<VentureShowcase title="The Sovereign Ecosystem" />, { services });
  expect(await screen.findByText('The ventures could not be loaded')).toBeTruthy();
  up = true;
  await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
  expect(await screen.findAllByTestId('venture-card')).toHaveLength(10);
});
