import { renderWithProviders, serve, setupNetwork, type Reply } from '@sqw/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HallPage from '../src/HallPage';
import { HALL } from './fixtures';

setupNetwork();

function hallService(stats: Reply) {
  return serve(HALL, { 'GET /stats': stats, 'GET /legends?*': { body: { items: [], next: null } } });
}
const renderHall = () => renderWithProviders(<HallPage />, { route: '/sqw-hall', path: '/sqw-hall', services: { hall: HALL } });

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

test('the hero shows the hall statistics the service counts', async () => {
  hallService({ body: { legends: 12, submissions: 40, immortals: 3 } });
  renderHall();
  const counters = await screen.findByLabelText('Hall statistics');
  const pairs = [...counters.querySelectorAll('div')].map((d) => [d.querySelector('dt')?.textContent, d.querySelector('dd')?.textContent]);
  expect(pairs).toEqual([
    ['Active Legends', '12'],
    ['Total Applications', '40'],
    ['Immortal Investors', '3'],
  ]);
  expect(document.title).toBe('SQW Hall of Legends');
});

test('failed statistics leave the counters out and the rest of the page works', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  hallService({ status: 503, body: { error: { code: 'unavailable', message: 'Later.' } } });
  renderHall();
  expect(await screen.findByRole('heading', { name: 'No Legends Yet' })).toBeTruthy();
  expect(screen.queryByLabelText('Hall statistics')).toBeNull();
  expect(error).toHaveBeenCalledWith('Hall stats failed to load', expect.anything());
  error.mockRestore();
});

test('Earn Your Place and Become a Legend take the visitor to the application form', async () => {
  hallService({ body: { legends: 0, submissions: 0, immortals: 0 } });
  renderHall();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Become a Legend' }));
  await user.click(screen.getByRole('button', { name: 'Earn Your Place' }));
  const scrolled = jest.mocked(Element.prototype.scrollIntoView).mock.contexts as Element[];
  expect(scrolled.map((el) => el.id)).toEqual(['apply', 'apply']);
  expect(within(document.getElementById('apply')!).getByRole('form', { name: 'Legend Application' })).toBeTruthy();
  // No counters for an empty hall.
  expect(screen.queryByLabelText('Hall statistics')).toBeNull();
});
