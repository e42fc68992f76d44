import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { TitledSection, theme } from '../src';

const Themed = ({ children }: { children: ReactNode }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>;

test('the section is named by its heading and shows its introduction before its content', () => {
  render(
    <TitledSection id="plans" titleId="plans-title" title="Plans" intro="Billed monthly.">
      <p>Content</p>
    </TitledSection>,
    { wrapper: Themed },
  );
  const section = screen.getByRole('region', { name: 'Plans' });
  expect(section.id).toBe('plans');
  expect(screen.getByRole('heading', { name: 'Plans' }).id).toBe('plans-title');
  expect(section.textContent).toBe('PlansBilled monthly.Content');
});

test('without an introduction only the heading opens the section', () => {
  render(
    <TitledSection titleId="t" title="Plain" center>
      <p>Body</p>
    </TitledSection>,
    { wrapper: Themed },
  );
  expect(screen.getByRole('region', { name: 'Plain' }).querySelectorAll('p')).toHaveLength(1);
});
