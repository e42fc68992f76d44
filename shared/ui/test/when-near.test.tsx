import { act, render, screen } from '@testing-library/react';
import { WhenNear } from '../src';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

test('keeps the placeholder height until the content comes near the viewport', () => {
  let notify: Callback = () => undefined;
  const observe = jest.fn();
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(cb: Callback) {
      notify = cb;
    }
    observe = observe;
    disconnect() {}
  };
  const { container } = render(
    <WhenNear minHeight={190}>
      <p>Newsletter form</p>
    </WhenNear>,
  );
  expect(screen.queryByText('Newsletter form')).toBeNull();
  expect(getComputedStyle(container.firstChild as HTMLElement).minHeight).toBe('190px');
  expect(observe).toHaveBeenCalledTimes(1);

  act(() => notify([{ isIntersecting: false }]));
  expect(screen.queryByText('Newsletter form')).toBeNull();
  act(() => notify([{ isIntersecting: true }]));
  expect(screen.getByText('Newsletter form')).toBeTruthy();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});
