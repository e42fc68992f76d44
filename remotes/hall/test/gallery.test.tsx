import { deferred, renderWithProviders, serve, setupNetwork, toastFor, type Recorded, type Reply } from '@sqw/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Gallery } from '../src/components/Gallery';
import { HALL, legend } from './fixtures';

setupNetwork();

const page = (from: number, count: number, total: number) => ({
  items: Array.from({ length: count }, (_, i) => legend(from + i, `Legend ${from + i}`)),
  total,
});
const names = () => screen.queryAllByTestId('legend-card').map((c) => c.querySelector('h3')?.textContent);
const filter = (name: string) => within(screen.getByRole('group', { name: 'Filter legends' })).getByRole('button', { name });

let calls: Recorded[] = [];
/** The hall service's legend list: `pages` answers by "filter offset". */
function legends(pages: Record<string, Reply | (() => Reply | Promise<Reply>)>) {
  calls = serve(HALL, {
    'GET /legends?*': (request) => {
      const url = new URL(request.url);
      const key = `${url.searchParams.get('filter')} ${url.searchParams.get('offset')}`;
      const answer = pages[key];
      if (!answer) throw new Error(`No page for ${key}`);
      return typeof answer === 'function' ? answer() : answer;
    },
  });
}
const onApply = jest.fn();
const renderGallery = () => renderWithProviders(<Gallery onApply={onApply} />, { route: '/sqw-hall', services: { hall: HALL } });

beforeEach(() => onApply.mockReset());

test('shows a spinner while the legends load, then one card per legend', async () => {
  const answer = deferred<Reply>();
  legends({ 'all 0': () => answer.promise });
  renderGallery();
  expect(screen.getByRole('status', { name: 'Loading legends' })).toBeTruthy();
  expect(names()).toEqual([]);
  answer.resolve({ body: page(1, 3, 3) });
  await waitFor(() => expect(names()).toEqual(['Legend 1', 'Legend 2', 'Legend 3']));
  expect(screen.queryByRole('status', { name: 'Loading legends' })).toBeNull();
  expect(new URL(calls[0]!.url).searchParams.toString()).toBe('filter=all&limit=48&offset=0');
  // Everything is loaded: nothing more to show.
  expect(screen.queryByRole('button', { name: 'Show more legends' })).toBeNull();
});

test('an empty hall invites the visitor to apply', async () => {
  legends({ 'all 0': { body: page(1, 0, 0) } });
  renderGallery();
  expect(await screen.findByRole('heading', { name: 'No Legends Yet' })).toBeTruthy();
  expect(screen.getByText('Be the first to take your place in the hall.')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Become a Legend' }));
  expect(onApply).toHaveBeenCalledTimes(1);
});

test('a filter asks the service for that level, marks its button pressed, and says when no legend has reached it', async () => {
  legends({ 'all 0': { body: page(1, 2, 2) }, 'immortal 0': { body: page(1, 0, 0) }, 'sovereign 0': { body: page(7, 1, 1) } });
  renderGallery();
  await waitFor(() => expect(names()).toEqual(['Legend 1', 'Legend 2']));
  expect(filter('All Legends').getAttribute('aria-pressed')).toBe('true');

  await userEvent.click(filter('Immortal'));
  expect(await screen.findByText('No legend has reached this level yet. Yours could be the first.')).toBeTruthy();
  expect(filter('Immortal').getAttribute('aria-pressed')).toBe('true');
  expect(filter('All Legends').getAttribute('aria-pressed')).toBe('false');

  await userEvent.click(filter('Sovereign'));
  await waitFor(() => expect(names()).toEqual(['Legend 7']));
  expect(calls.map((c) => new URL(c.url).searchParams.get('filter'))).toEqual(['all', 'immortal', 'sovereign']);
});

test('Show more loads the next page after the ones shown and goes once everything is there', async () => {
  legends({ 'all 0': { body: page(1, 48, 50) }, 'all 48': { body: page(49, 2, 50) } });
  renderGallery();
  const more = await screen.findByRole('button', { name: 'Show more legends' });
  expect(names()).toHaveLength(48);
  await userEvent.click(more);
  await waitFor(() => expect(names()).toHaveLength(50));
  expect(names().slice(-2)).toEqual(['Legend 49', 'Legend 50']);
  expect(screen.queryByRole('button', { name: 'Show more legends' })).toBeNull();
  expect(calls.map((c) => new URL(c.url).searchParams.get('offset'))).toEqual(['0', '48']);
});

test('a failed load shows the error with Retry and a toast; Retry loads the legends', async () => {
  let up = false;
  legends({ 'all 0': () => (up ? { body: page(1, 1, 1) } : { status: 503, body: { error: { code: 'unavailable', message: 'The hall is resting.' } } }) });
  renderGallery();
  const error = await screen.findByText('Unable to load the legends gallery. Please try again later.', { selector: 'p' });
  expect(error.closest('[role="alert"]')?.querySelector('h3')?.textContent).toBe('Error Loading Legends');
  expect(toastFor('Error Loading Legends')).toMatchObject({ variant: 'destructive' });
  up = true;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(names()).toEqual(['Legend 1']));
  expect(calls).toHaveLength(2);
});
