// Renders inside what the shell provides: the one theme and the router.
import { theme } from '@sqw/ui';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@sqw/router/testing';
import { ThemeProvider } from 'styled-components';

export const renderInShell = (ui: ReactElement) =>
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ThemeProvider>,
  );

// No jest-dom here: read the controls' own properties.
export const control = (label: string) => screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement;
export const valueOf = (label: string) => control(label).value;
export const isChecked = (label: string) => control(label).checked;
/** The amount shown beside a total of the live quote. */
export const quoteTotal = (name: string) => screen.getByTestId('live-quote').querySelector(`[data-total="${name}"]`)?.textContent;
