import { fireEvent, screen, within } from '@testing-library/react';
import { VentureShowcase } from '../../src/site/showcase/VentureShowcase';
import { renderWithProviders, serve, setupNetwork } from '@sqw/platform/testing';
import { resetBrowserState, services, SITE } from './fixtures';
import { TEN_VENTURES } from './ventures.fixture';

setupNetwork();

const [nexus, shine, lifestyle] = TEN_VENTURES;
const ventures = [
  { ...nexus!, image: `/ventures/${nexus!.id}/image?v=aaaa1111`, logo: 'https://cdn.example.com/typed.png' },
  { ...shine!, logo: 'https://cdn.example.com/shine.png' },
  lifestyle!,
];

beforeEach(async () => {
  resetBrowserState();
  serve(SITE, { 'GET /ventures': { status: 200, body: { items: ventures } } });
  renderWithProviders(<VentureShowcase title="The Sovereign Ecosystem" />, { services });
  await screen.findByText('Infinitrii Nexus');
});
const cardOf = (name: string) => screen.getAllByTestId('venture-card').find((c) => c.querySelector('h3')?.textContent === name)!;

test('an uploaded picture is loaded from the site service, lazily, at a fixed size, named by the venture', async () => {
  const img = within(cardOf('Infinitrii Nexus')).getByRole('img', { name: 'Infinitrii Nexus logo' }) as HTMLImageElement;
  // The uploaded picture wins over a typed logo address.
  expect(img.src).toBe(`${SITE}/ventures/${nexus!.id}/image?v=aaaa1111`);
  expect(img.getAttribute('loading')).toBe('lazy');
  expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['48', '48']);
});

test('without an upload, a typed logo address is shown; without either, the initials', () => {
  expect((within(cardOf('Sovereign Shine')).getByRole('img', { name: 'Sovereign Shine logo' }) as HTMLImageElement).src).toBe(
    'https://cdn.example.com/shine.png',
  );
  const plain = cardOf('Sovereign Lifestyle Co.');
  expect(within(plain).queryByRole('img')).toBeNull();
  expect(plain.textContent).toMatch(/^SL/);
});

test('a picture that fails to load gives way to the initials', () => {
  fireEvent.error(within(cardOf('Infinitrii Nexus')).getByRole('img', { name: 'Infinitrii Nexus logo' }));
  expect(within(cardOf('Infinitrii Nexus')).queryByRole('img')).toBeNull();
  expect(cardOf('Infinitrii Nexus').textContent).toMatch(/^IN/);
});
