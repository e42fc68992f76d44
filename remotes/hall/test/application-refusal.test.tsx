import { hall } from '@sqw/contracts';
import { renderWithProviders, serve, setupNetwork, toastFor, type Recorded, fieldMessage } from '@sqw/platform/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApplicationForm } from '../src/components/ApplicationForm';
import { HALL } from './fixtures';

setupNetwork();

type Reply = { status: number; body: unknown; retryAfter?: string };

let calls: Recorded[] = [];
// The service's answer to the application, with its Retry-After header when it has one.
function answer(reply: Reply) {
  calls = serve(HALL, {
    'POST /applications': { status: reply.status, body: reply.body, headers: reply.retryAfter ? { 'retry-after': reply.retryAfter } : {} },
  });
}

async function apply() {
  renderWithProviders(<ApplicationForm onSubmitted={() => undefined} />, { services: { hall: HALL } });
  const form = screen.getByRole('form', { name: 'Legend Application' });
  const set = (label: RegExp, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  set(/^Full Name/, 'Ada Lovelace');
  set(/^Alias/, 'ada');
  set(/^Email/, 'ada@example.com');
  set(/^Challenge/, hall.CHALLENGES[0]);
  set(/^Passive Income/, '$250/month');
  fireEvent.click(within(form).getByRole('button', { name: 'Submit Application' }));
  await waitFor(() => expect(calls).toHaveLength(1));
  return form;
}

describe('the legend application when the server refuses it', () => {
  it('shows a reason shared by several fields once, not under every field', async () => {
    const message = 'Text must not contain control characters.';
    answer({
      status: 400,
      body: {
        error: { code: 'validation_failed', message: `name: ${message}`, details: ['name', 'alias', 'passive_income'].map((path) => ({ path, message })) },
      },
    });
    const form = await apply();
    await waitFor(() => expect(within(form).getAllByText(message)).toHaveLength(1));
    // Beside the name it concerns first, not lost in a generic toast.
    expect(
      within(form)
        .getByLabelText(/^Full Name/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect((await screen.findByTestId('toast')).textContent).not.toContain(message);
  });

  it("puts a field's own message under it, keeps what was typed and points there from the toast", async () => {
    const message = 'Use an address you can receive mail at.';
    answer({ status: 400, body: { error: { code: 'validation_failed', message: `email: ${message}`, details: [{ path: 'email', message }] } } });
    const form = await apply();
    const email = within(form).getByLabelText(/^Email/) as HTMLInputElement;
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(fieldMessage(email)).toBe(message);
    expect(toastFor('Submission Failed')).toMatchObject({ variant: 'destructive', description: 'Please correct the field marked below and send it again.' });
    expect(email.value).toBe('ada@example.com');
    expect((within(form).getByLabelText(/^Full Name/) as HTMLInputElement).value).toBe('Ada Lovelace');
    expect((within(form).getByLabelText(/^Challenge/) as HTMLSelectElement).value).toBe(hall.CHALLENGES[0]);
  });

  it('words a refusal naming several fields in the plural', async () => {
    answer({
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'name: Too long.',
          details: [
            { path: 'name', message: 'Too long.' },
            { path: 'quote', message: 'Keep it under 200 characters.' },
          ],
        },
      },
    });
    const form = await apply();
    await waitFor(() => expect(toastFor('Submission Failed')?.description).toBe('Please correct the fields marked below and send it again.'));
    expect(within(form).getByText('Too long.')).toBeTruthy();
    expect(within(form).getByText('Keep it under 200 characters.')).toBeTruthy();
  });

  it('tells a rate-limited visitor how long to wait, from Retry-After', async () => {
    answer({
      status: 429,
      retryAfter: '120',
      body: { error: { code: 'over_request_rate_limit', message: 'Too many requests. Please wait 120 seconds and try again.' } },
    });
    await apply();
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Too many attempts. Please try again in 2 minutes.');
    expect(toast.textContent).not.toContain('Please try again.');
  });
});
