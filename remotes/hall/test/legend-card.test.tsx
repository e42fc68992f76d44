import { renderWithProviders, toastFor } from '@sqw/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LegendCard } from '../src/components/LegendCard';
import { HALL, legend } from './fixtures';

const ADA = legend(7, 'Ada Lovelace', { level: 5, title: 'Sovereign' });
const LINK = `${window.location.origin}/sqw-hall?legend=${ADA.id}`;

function renderCard() {
  renderWithProviders(<LegendCard legend={ADA} />, { route: '/sqw-hall', services: { hall: HALL } });
  return screen.getByRole('button', { name: 'Share Ada Lovelace' });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  jest.restoreAllMocks();
});

test('the certificate is a download from the hall service', () => {
  renderCard();
  const certificate = screen.getByRole('link', { name: 'Certificate' });
  expect(certificate.getAttribute('href')).toBe(`${HALL}/legends/${ADA.id}/certificate.svg`);
  expect(certificate.hasAttribute('download')).toBe(true);
});

test('Share copies a deep link to the legend where the device cannot share, and says so', async () => {
  const user = userEvent.setup();
  const copy = jest.spyOn(navigator.clipboard, 'writeText');
  const share = renderCard();
  await user.click(share);
  await waitFor(() => expect(toastFor('Link Copied')?.description).toBe('Page link copied to clipboard!'));
  expect(copy).toHaveBeenCalledWith(LINK);
});

test('Share hands the legend to the device where it can share, and a cancelled share says nothing', async () => {
  const user = userEvent.setup();
  const native = jest
    .fn()
    .mockRejectedValueOnce(Object.assign(new Error('cancelled'), { name: 'AbortError' }))
    .mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'share', { value: native, configurable: true });
  const share = renderCard();
  await user.click(share);
  await user.click(share);
  await waitFor(() => expect(native).toHaveBeenCalledTimes(2));
  expect(native).toHaveBeenLastCalledWith({ title: 'Ada Lovelace - Sovereign', text: 'Ada Lovelace reached Level 5 in the SQW Hall of Legends.', url: LINK });
  expect(toastFor('Link Copied')).toBeUndefined();
});

test('where the clipboard refuses, the link is shown to copy by hand', async () => {
  const user = userEvent.setup();
  jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
  const share = renderCard();
  await user.click(share);
  await waitFor(() => expect(toastFor('Copy this link')?.description).toBe(LINK));
});
