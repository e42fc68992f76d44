import { render, screen } from '@testing-library/react';
import { RouteErrorBoundary } from '../src/pages/RouteErrorBoundary';

function Broken(): never {
  throw new Error('the page broke');
}

test('a page that throws shows the error page, and navigating away clears it', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { rerender } = render(
    <RouteErrorBoundary pathname="/broken">
      <Broken />
    </RouteErrorBoundary>,
  );
  expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
  expect(screen.getByText('the page broke')).toBeTruthy();

  rerender(
    <RouteErrorBoundary pathname="/contact">
      <p>Contact page</p>
    </RouteErrorBoundary>,
  );
  expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
  expect(screen.getByText('Contact page')).toBeTruthy();
});
