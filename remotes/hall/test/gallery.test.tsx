import { deferred, renderWithProviders, serve, setupNetwork, toastFor, type Recorded, type Reply } from '@sqw/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Gallery } from '../src/components/Gallery';
import { HALL, legend } from './fixtures';

setupNetwork();

/** Legends `from`… (`count` of them), and the cursor of the page after them (null: the last page). */
const page = (from: number, count: number, next: string | null = null) => ({
  items: Array.from({ length: count }, (_, i) => legend(from + i, `Legend ${from + i}`)),
  next,
});
const names = () => screen.queryAllByTestId('legend-card').map((c) => c.querySelector('h3')?.textContent);
const filter = (name: string) => within(screen.getByRole('group', { name: 'Filter legends' })).getByRole('button', { name });

let calls: Recorded[] = [];
/** The hall service's legend list: `pages` answers by "filter cursor" (`-` for the first page). */
function legends(pages: Record<string, Reply | (() => Reply | Promise<Reply>)>) {
  calls = serve(HALL, {
    'GET /legends?*': (request) => {
      const url = new URL(request.url);
      const key = `${url.searchParams.get('filter')} ${url.searchParams.get('after') ?? '-'}`;
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
  legends({ 'all -': () => answer.promise });
  renderGallery();
  expect(screen.getByRole('status', { name: 'Loading legends' })).toBeTruthy();
  expect(names()).toEqual([]);
  answer.resolve({ body: page(1, 3) });
  await waitFor(() => expect(names()).toEqual(['Legend 1', 'Legend 2', 'Legend 3']));
  expect(screen.queryByRole('status', { name: 'Loading legends' })).toBeNull();
  expect(new URL(calls[0]!.url).searchParams.toString()).toBe('filter=all&limit=48');
  // Everything is loaded: nothing more to show.
  expect(screen.queryByRole('button', { name: 'Show more legends' })).toBeNull();
});

test('an empty hall invites the visitor to apply', async () => {
  legends({ 'all -': { body: page(1, 0) } });
  renderGallery();
  expect(await screen.findByRole('heading', { name: 'No Legends Yet' })).toBeTruthy();
  expect(screen.getByText('Be the first to take your place in the hall.')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Become a Legend' }));
  expect(onApply).toHaveBeenCalledTimes(1);
});

test('a filter asks the service for that level, marks its button pressed, and says when no legend has reached it', async () => {
  legends({ 'all -': { body: page(1, 2) }, 'immortal -': { body: page(1, 0) }, 'sovereign -': { body: page(7, 1) } });
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

test('Show more appends the page after the last one shown, by its cursor, and goes on the last page', async () => {
  legends({ 'all -': { body: page(1, 48, 'c48') }, 'all c48': { body: page(49, 48, 'c96') }, 'all c96': { body: page(97, 2) } });
  renderGallery();
  const more = await screen.findByRole('button', { name: 'Show more legends' });
  expect(names()).toHaveLength(48);
  await userEvent.click(more);
  await waitFor(() => expect(names()).toHaveLength(96));
  await userEvent.click(screen.getByRole('button', { name: 'Show more legends' }));
  await waitFor(() => expect(names()).toHaveLength(98));
  expect(names()).toEqual(Array.from({ length: 98 }, (_, i) => `Legend ${i + 1}`));
  expect(screen.queryByRole('button', { name: 'Show more legends' })).toBeNull();
  expect(calls.map((c) => new URL(c.url).searchParams.get('after'))).toEqual([null, 'c48', 'c96']);
});

test('Show more is busy while its page loads, and a double click asks for the page once', async () => {
  const following = deferred<Reply>();
  legends({ 'all -': { body: page(1, 48, 'c48') }, 'all c48': () => following.promise });
  renderGallery();
  await userEvent.dblClick(await screen.findByRole('button', { name: 'Show more legends' }));
  expect(screen.getByRole('button', { name: 'Loading...' })).toHaveProperty('disabled', true);
  following.resolve({ body: page(49, 1) });
  await waitFor(() => expect(names()).toHaveLength(49));
  expect(calls.map((c) => new URL(c.url).searchParams.get('after'))).toEqual([null, 'c48']);
});

test('a filter starts again from its first page, dropping the pages shown more of before', async () => {
  legends({ 'all -': { body: page(1, 48, 'c48') }, 'all c48': { body: page(49, 1) }, 'sovereign -': { body: page(200, 2) } });
  renderGallery();
  await userEvent.click(await screen.findByRole('button', { name: 'Show more legends' }));
  await waitFor(() => expect(names()).toHaveLength(49));
  await userEvent.click(filter('Sovereign'));
  await waitFor(() => expect(names()).toEqual(['Legend 200', 'Legend 201']));
  expect(screen.queryByRole('button', { name: 'Show more legends' })).toBeNull();
});

test('a failed Show more keeps the legends shown, says so, and can be tried again', async () => {
  let up = false;
  legends({
    'all -': { body: page(1, 48, 'c48') },
    'all c48': () => (up ? { body: page(49, 1) } : { status: 503, body: { error: { code: 'unavailable', message: 'The hall is resting.' } } }),
  });
  renderGallery();
  await userEvent.click(await screen.findByRole('button', { name: 'Show more legends' }));
  await waitFor(() => expect(toastFor('Error Loading Legends')).toMatchObject({ variant: 'destructive' }));
  expect(names()).toHaveLength(48);
  up = true;
  await userEvent.click(screen.getByRole('button', { name: 'Show more legends' }));
  await waitFor(() => expect(names()).toHaveLength(49));
  expect(screen.queryByRole('button', { name: 'Show more legends' })).toBeNull();
});

test('a failed load shows the error with Retry and a toast; Retry loads the legends', async () => {
  let up = false;
  legends({ 'all -': () => (up ? { body: page(1, 1) } : { status: 503, body: { error: { code: 'unavailable', message: 'The hall is resting.' } } }) });
  renderGallery();
  const error = await screen.findByText('Unable to load the legends gallery. Please try again later.', { selector: 'p' });
  expect(error.closest('[role="alert"]')?.querySelector('h3')?.textContent).toBe('Error Loading Legends');
  expect(toastFor('Error Loading Legends')).toMatchObject({ variant: 'destructive' });
  up = true;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(names()).toEqual(['Legend 1']));
  expect(calls).toHaveLength(2);
});
