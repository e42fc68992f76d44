import { act, render, screen } from '@testing-library/react';
import { useScrolled } from '../../src/layout/use-scrolled';

function Header() {
  return <p>{useScrolled(50) ? 'solid' : 'clear'}</p>;
}

// The page's scroll position, and how often it was read (each read brings layout up to date).
let position = 0;
let reads = 0;
beforeEach(() => {
  position = 0;
  reads = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => (reads++, position) });
});

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
const scrollTo = (y: number) =>
  act(() => {
    position = y;
    window.dispatchEvent(new Event('scroll'));
  });

test('a page opened already scrolled is read in the next frame, not while the page commits', async () => {
  position = 400;
  render(<Header />);
  expect(reads).toBe(0);
  expect(screen.getByText('clear')).toBeTruthy();
  await nextFrame();
  expect(screen.getByText('solid')).toBeTruthy();
});

test('follows the page past the threshold and back', async () => {
  render(<Header />);
  await nextFrame();
  expect(screen.getByText('clear')).toBeTruthy();
  scrollTo(80);
  expect(screen.getByText('solid')).toBeTruthy();
  scrollTo(10);
  expect(screen.getByText('clear')).toBeTruthy();
});

test('an unmounted header reads nothing more', async () => {
  const { unmount } = render(<Header />);
  unmount();
  await nextFrame();
  scrollTo(300);
  expect(reads).toBe(0);
});
