import type { hall } from '@sqw/contracts';
import { setRuntimeConfig, Toaster, useToasts } from '@sqw/platform';
import { theme } from '@sqw/ui';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@sqw/router/testing';
import { ThemeProvider } from 'styled-components';
import { Gallery } from '../src/components/Gallery';

const HALL = 'http://hall.test';

const legend = (n: number, name: string): hall.Legend => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name,
  username: null,
  avatar_url: null,
  level: 7,
  title: 'Wealth Commander',
  challenge: 'Debt Freedom',
  passive_income: '$1,000/mo',
  quote: null,
  badges: [],
  created_at: '2030-01-01T00:00:00Z',
});

const IVY = legend(1, 'Ivy Immortal');
const SAM = legend(2, 'Sam Sovereign');

beforeEach(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  setRuntimeConfig({ remotes: {}, services: { hall: HALL } });
  useToasts.setState({ toasts: [] });
  Element.prototype.scrollIntoView = jest.fn();
  // The gallery's first page holds the shared legend too, as it does when it is recent.
  globalThis.fetch = jest.fn(async (url: string) => {
    const path = url.replace(HALL, '');
    if (path.startsWith('/legends?')) return { ok: true, status: 200, json: async () => ({ items: [IVY, SAM], total: 2 }) };
    if (path === `/legends/${IVY.id}`) return { ok: true, status: 200, json: async () => IVY };
    return { ok: false, status: 404, json: async () => ({ error: { code: 'not_found', message: 'No legend' } }) };
  }) as unknown as typeof fetch;
});

function renderGallery(path: string) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Gallery onApply={() => undefined} />
      </MemoryRouter>
      <Toaster />
    </ThemeProvider>,
  );
}

test('a deep-linked legend appears once, highlighted above the gallery, and the others stay in the grid', async () => {
  renderGallery(`/sqw-hall?legend=${IVY.id}`);
  const shared = await screen.findByRole('region', { name: 'Shared legend' });
  await screen.findByText('Sam Sovereign');
  expect(within(shared).getByText('Ivy Immortal')).toBeTruthy();
  expect(within(shared).getByTestId('legend-card').getAttribute('data-highlighted')).toBe('true');
  expect(screen.getAllByText('Ivy Immortal')).toHaveLength(1);
  expect(screen.getAllByTestId('legend-card')).toHaveLength(2);
  expect(document.querySelectorAll(`#legend-${IVY.id}`)).toHaveLength(1);
});

test('without a deep link every legend is in the grid and none is highlighted', async () => {
  renderGallery('/sqw-hall');
  await screen.findByText('Sam Sovereign');
  expect(screen.getAllByText('Ivy Immortal')).toHaveLength(1);
  expect(screen.queryByRole('region', { name: 'Shared legend' })).toBeNull();
  expect(screen.getAllByTestId('legend-card').filter((c) => c.hasAttribute('data-highlighted'))).toHaveLength(0);
});

test('a deep link to a legend that cannot be found leaves the gallery whole', async () => {
  renderGallery('/sqw-hall?legend=00000000-0000-4000-8000-000000000009');
  await screen.findByText('Sam Sovereign');
  expect(screen.getAllByText('Ivy Immortal')).toHaveLength(1);
  expect(screen.queryByRole('region', { name: 'Shared legend' })).toBeNull();
});
