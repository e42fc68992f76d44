import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { Form, theme } from '../src';

function Signup({ onSubmit }: { onSubmit?: (e: { preventDefault: () => void }) => void }) {
  return (
    <ThemeProvider theme={theme}>
      <Form aria-label="Sign up" className="card" onSubmit={onSubmit}>
        <input aria-label="Email" />
        <button type="submit">Join</button>
      </Form>
    </ThemeProvider>
  );
}

const controls = () => [screen.getByRole('textbox', { name: 'Email' }), screen.getByRole('button', { name: 'Join' })];

afterEach(() => document.body.replaceChildren());

describe('Form', () => {
  it("keeps a composed page's controls off until the app has hydrated them, then lets them be used", async () => {
    const html = renderToString(<Signup />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.replaceChildren(container);
    // The server's HTML: without JavaScript, or before the app, nothing can be typed or sent.
    expect(controls().map((c) => c.matches(':disabled'))).toEqual([true, true]);
    const painted = screen.getByRole('textbox', { name: 'Email' });

    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Signup />, { onRecoverableError: (e) => errors.push(e) });
    });

    expect(errors).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBe(painted);
    expect(controls().map((c) => c.matches(':disabled'))).toEqual([false, false]);
  });

  it('is usable from its first paint when the app renders it itself, and keeps its own props', () => {
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(<Signup onSubmit={onSubmit} />);
    expect(controls().map((c) => c.matches(':disabled'))).toEqual([false, false]);
    const form = screen.getByRole('form', { name: 'Sign up' });
    expect(form.className).toBe('card');
    screen.getByRole('button', { name: 'Join' }).click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
