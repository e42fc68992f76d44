// Renders inside what the shell provides: the one theme and the router, with AdminApp at /admin/*.
import { useToasts } from '@sqw/platform';
import { theme } from '@sqw/ui';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from '@sqw/router';
import { MemoryRouter } from '@sqw/router/testing';
import { ThemeProvider } from 'styled-components';

export const themed = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

let currentPath = '';
function PathSpy() {
  currentPath = useLocation().pathname;
  return null;
}
export const pathname = () => currentPath;

export const renderAt = (path: string, app: ReactElement) =>
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <PathSpy />
        <Routes>
          <Route path="/admin/*" element={app} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );

export const toastTitles = () => useToasts.getState().toasts.map((t) => t.title);
export const clearToasts = () => act(() => useToasts.setState({ toasts: [] }));
