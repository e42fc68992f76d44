// applyServerErrors, notifyError and useMutation in a real react-hook-form form, as a page uses them.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { ApiError, applyServerErrors, notifyError, useMutation } from '../src';
import { clearToasts, deferred, renderWithProviders, toastFor } from '../src/testing';

type Values = { name: string; email: string; nested: { city: string } };

function Form({ send }: { send: (v: Values) => Promise<unknown> }) {
  const form = useForm<Values>({ defaultValues: { name: 'Ada', email: 'ada@example.com', nested: { city: '' } } });
  const save = useMutation(send);
  const submit = form.handleSubmit(async (values) => {
    const result = await save.run(values);
    if (result && !result.ok) {
      const marked = applyServerErrors(form, result.error, {
        fields: ['name', 'email', 'nested.city'],
        fieldOf: (p) => (p === 'city' ? 'nested.city' : (p as 'name')),
      });
      notifyError(result.error, 'Not saved', marked ? `${marked} field(s) marked` : undefined);
    }
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit}>
      <input aria-label="Name" {...form.register('name')} />
      <p>{errors.name?.message}</p>
      <input aria-label="Email" {...form.register('email')} />
      <p>{errors.email?.message}</p>
      <p>{errors.nested?.city?.message}</p>
      <button disabled={save.busy}>{save.busy ? 'Saving…' : 'Save'}</button>
    </form>
  );
}

beforeEach(clearToasts);

test("the service's field messages go under their fields, mapped paths included; unknown paths are left out; values stay", async () => {
  const refusal = new ApiError(400, 'validation_failed', 'Invalid input', [
    { path: 'name', message: 'Too long' },
    { path: 'city', message: 'Unknown city' },
    { path: 'secret_field', message: 'Not a field here' },
  ]);
  renderWithProviders(<Form send={() => Promise.reject(refusal)} />);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Too long')).toBeTruthy();
  expect(screen.getByText('Unknown city')).toBeTruthy();
  expect(screen.queryByText('Not a field here')).toBeNull();
  expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada');
  expect(toastFor('Not saved')).toMatchObject({ description: '2 field(s) marked', variant: 'destructive' });
});

test('a failure without field messages is told with its readable reason', async () => {
  renderWithProviders(<Form send={() => Promise.reject(new ApiError(0, 'network', 'We could not reach the server.'))} />);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(toastFor('Not saved')).toMatchObject({ description: 'We could not reach the server.' }));
});

test('one message naming several fields reads once when asked', () => {
  const set: string[] = [];
  const form = { setError: (name: string) => void set.push(name) };
  const err = new ApiError(400, 'validation_failed', 'x', [
    { path: 'a', message: 'Must not contain control characters' },
    { path: 'b', message: 'Must not contain control characters' },
    { path: 'c', message: 'Required' },
  ]);
  expect(applyServerErrors(form as never, err, { sameMessageOnce: true })).toBe(2);
  expect(set).toEqual(['a', 'c']);
  expect(applyServerErrors(form as never, new Error('boom'))).toBe(0);
});

test('busy while the write runs, and a second submit meanwhile sends nothing', async () => {
  const answer = deferred<void>();
  const send = jest.fn(() => answer.promise);
  renderWithProviders(<Form send={send} />);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  const button = (await screen.findByRole('button', { name: 'Saving…' })) as HTMLButtonElement;
  expect(button.disabled).toBe(true);
  button.closest('form')!.requestSubmit();
  await new Promise((r) => setTimeout(r, 50));
  answer.resolve();
  expect(((await screen.findByRole('button', { name: 'Save' })) as HTMLButtonElement).disabled).toBe(false);
  expect(send).toHaveBeenCalledTimes(1);
});
