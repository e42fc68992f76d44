import { Toaster } from '@sqw/platform';
import { Route, Routes } from '@sqw/router';
import { MemoryRouter } from '@sqw/router/testing';
import { theme } from '@sqw/ui';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import CoachingGuestPage from '../../src/membership/CoachingGuestPage';
import { setup } from '../commerce/helpers';

function renderAt(path: string) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/guest/infinitrii-nexus" element={<CoachingGuestPage />} />
          <Route path="/infinitrii-nexus" element={<h1>Members coaching</h1>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </ThemeProvider>,
  );
}

test('a visitor reads the public coaching page and is invited to register', () => {
  setup(null);
  renderAt('/guest/infinitrii-nexus');
  expect(screen.getByRole('heading', { name: 'Your Path to Financial Sovereignty' })).toBeTruthy();
  expect(screen.getAllByRole('link', { name: /register/i }).length).toBeGreaterThan(0);
});

test('a signed-in member is sent on to the members\' coaching page, never told to register', () => {
  setup();
  renderAt('/guest/infinitrii-nexus');
  expect(screen.getByRole('heading', { name: 'Members coaching' })).toBeTruthy();
  expect(screen.queryAllByRole('link', { name: /register/i })).toHaveLength(0);
});
