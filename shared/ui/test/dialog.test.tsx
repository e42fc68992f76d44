import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { Dialog, theme } from '../src';

// @sqw/ui sits below @sqw/platform (which depends on it), so its own tests cannot take the
// platform's renderWithProviders; the design system needs only its theme.
const Themed = ({ children }: { children: ReactNode }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>;

/** A page with a button that opens the dialog, as the apps use it (the caller owns `open`). */
function Page({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <Dialog
        open={open}
        title="Order details"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <label>
          Note <input />
        </label>
        <button type="button">Save</button>
      </Dialog>
    </>
  );
}

async function openDialog(onClose?: () => void) {
  const user = userEvent.setup();
  render(<Page onClose={onClose} />, { wrapper: Themed });
  const opener = screen.getByRole('button', { name: 'Open details' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Order details' }) };
}

test('opens as a labelled modal dialog with focus on its first control, and the page behind stops scrolling', async () => {
  const { dialog } = await openDialog();
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  expect(dialog.contains(document.activeElement)).toBe(true);
  expect(document.body.style.overflow).toBe('hidden');
});

test('Tab cycles through the controls inside and wraps from the last back to the first', async () => {
  const { user } = await openDialog();
  const close = screen.getByRole('button', { name: 'Close' });
  const note = screen.getByRole('textbox', { name: 'Note' });
  const save = screen.getByRole('button', { name: 'Save' });
  expect(document.activeElement).toBe(close);
  await user.tab();
  expect(document.activeElement).toBe(note);
  await user.tab();
  expect(document.activeElement).toBe(save);
  await user.tab();
  expect(document.activeElement).toBe(close);
  await user.tab();
  expect(document.activeElement).toBe(note);
});

test('Shift+Tab on the first control wraps to the last, never to the page behind', async () => {
  const { user } = await openDialog();
  await user.tab({ shift: true });
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
  await user.tab({ shift: true });
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Note' }));
  expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Before' }));
});

test('Escape closes it and focus returns to the button that opened it', async () => {
  const onClose = jest.fn();
  const { user, opener } = await openDialog(onClose);
  await user.click(screen.getByRole('textbox', { name: 'Note' }));
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
  expect(document.body.style.overflow).toBe('');
});

test('the Close button closes it and focus returns to the opener', async () => {
  const { user, opener } = await openDialog();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
});

test('a press on the backdrop closes it; a press inside the panel does not', async () => {
  const onClose = jest.fn();
  const { user, dialog } = await openDialog(onClose);
  await user.click(screen.getByRole('heading', { name: 'Order details' }));
  expect(onClose).not.toHaveBeenCalled();
  await user.click(dialog.parentElement!);
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('a closed dialog renders nothing', () => {
  render(
    <Dialog open={false} title="Hidden" onClose={() => undefined}>
      <p>Body</p>
    </Dialog>,
    { wrapper: Themed },
  );
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.queryByText('Body')).toBeNull();
});
