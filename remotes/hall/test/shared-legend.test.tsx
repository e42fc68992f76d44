import { renderWithProviders, serve, setupNetwork } from '@sqw/platform/testing';
import { screen, within } from '@testing-library/react';
import { Gallery } from '../src/components/Gallery';
import { HALL, legend } from './fixtures';

setupNetwork();

const IVY = legend(1, 'Ivy Immortal');
const SAM = legend(2, 'Sam Sovereign');

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
  // The gallery's first page holds the shared legend too, as it does when it is recent.
  serve(HALL, {
    'GET /legends?*': { body: { items: [IVY, SAM], next: null } },
    [`GET /legends/${IVY.id}`]: { body: IVY },
    'GET /legends/00000000-0000-4000-8000-000000000009': { status: 404, body: { error: { code: 'not_found', message: 'No legend' } } },
  });
});

const renderGallery = (route: string) => renderWithProviders(<Gallery onApply={() => undefined} />, { route, services: { hall: HALL } });

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
