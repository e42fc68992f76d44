import { store } from '@sqw/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, deferred, renderWithProviders, serve, setupNetwork, toastFor } from '@sqw/platform/testing';
import { checkSessionForm } from '../../src/membership/sessions/session-form';
import SessionsPage from '../../src/membership/SessionsPage';
import { asMember, ids, STORE } from './fixtures';

setupNetwork();
/** The home page a link or a sign-out leads to. */
const HOME = { '/': <p>Home page</p> };

const DAY = 24 * 3600 * 1000;
/** A datetime-local value `days` from now, in the test's local zone. */
const local = (days: number, hour = 15) => {
  const d = new Date(Date.now() + days * DAY);
  d.setHours(hour, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const rowMessage = (r: ReturnType<typeof checkSessionForm>, i: number) =>
  r.ok ? undefined : (r.errors.times as Record<number, { value?: { message?: string } }>)[i]?.value?.message;
const formMessage = (r: ReturnType<typeof checkSessionForm>) => (r.ok ? undefined : r.errors.times?.root?.message);

describe('the session request rules', () => {
  test('no time at all', () => {
    expect(formMessage(checkSessionForm({ times: [{ value: '' }, { value: ' ' }], topic: '' }))).toBe('Please suggest at least one time.');
  });
  test('a past time is named on its own row', () => {
    const r = checkSessionForm({ times: [{ value: local(3) }, { value: '' }, { value: local(-2) }], topic: '' });
    expect(rowMessage(r, 2)).toBe('Preferred times must be in the future.');
    expect(rowMessage(r, 0)).toBeUndefined();
  });
  test('more than three times', () => {
    const times = [1, 2, 3, 4].map((d) => ({ value: local(d) }));
    expect(formMessage(checkSessionForm({ times, topic: '' }))).toBe('Please suggest at most three times.');
  });
  test('the same time twice', () => {
    expect(formMessage(checkSessionForm({ times: [{ value: local(2) }, { value: local(2) }], topic: '' }))).toBe('Please suggest different times.');
  });
  test('valid times become UTC ISO strings; blank rows and a blank topic drop out', () => {
    const r = checkSessionForm({ times: [{ value: '' }, { value: local(5) }], topic: '  ' });
    expect(r).toEqual({ ok: true, value: { preferred_times: [new Date(local(5)).toISOString()], topic: null } });
  });
});

const withCredits = (credits: number, items: store.CoachingSession[] = []) => ({ 'GET /sessions': { body: { credits_available: credits, items } } });
const timeInput = (n: number) => screen.getByLabelText(`Preferred time ${n}`) as HTMLInputElement;

describe('the session request form', () => {
  test('submitting with no time names the problem and sends nothing', async () => {
    const calls = serve(STORE, withCredits(1));
    const user = userEvent.setup();
    renderWithProviders(<SessionsPage />, { ...asMember, route: '/sessions', path: '*', routes: HOME });
    await user.click(await screen.findByRole('button', { name: 'Request Session' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please suggest at least one time.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  test('a past time is marked invalid on its field and sends nothing', async () => {
    const calls = serve(STORE, withCredits(1));
    const user = userEvent.setup();
    renderWithProviders(<SessionsPage />, { ...asMember, route: '/sessions', path: '*', routes: HOME });
    fireEvent.change(await screen.findByLabelText('Preferred time 1'), { target: { value: local(-1) } });
    await user.click(screen.getByRole('button', { name: 'Request Session' }));
    expect(await screen.findByText('Preferred times must be in the future.')).toBeTruthy();
    expect(timeInput(1).getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  test('at most three time fields can be added', async () => {
    serve(STORE, withCredits(1));
    const user = userEvent.setup();
    renderWithProviders(<SessionsPage />, { ...asMember, route: '/sessions', path: '*', routes: HOME });
    const add = await screen.findByRole('button', { name: 'Add another time' });
    await user.click(add);
    await user.click(add);
    expect(timeInput(3)).toBeTruthy();
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByLabelText('Preferred time 4')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove preferred time 2' }));
    expect(screen.queryByLabelText('Preferred time 3')).toBeNull();
    expect((add as HTMLButtonElement).disabled).toBe(false);
  });

  test('a valid request is sent once with an idempotency key, then the list and credits refresh', async () => {
    const created = session();
    let credits = 1;
    const calls = serve(STORE, {
      'GET /sessions': () => ({ body: { credits_available: credits, items: credits ? [] : [created] } }),
      'POST /sessions': () => {
        credits = 0;
        return { status: 201, body: created };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SessionsPage />, { ...asMember, route: '/sessions', path: '*', routes: HOME });
    fireEvent.change(await screen.findByLabelText('Preferred time 1'), { target: { value: local(4) } });
    await user.type(screen.getByLabelText('What would you like to cover? (optional)'), 'Wallet setup');
    await user.click(screen.getByRole('button', { name: 'Request Session' }));
    expect(await screen.findByText('Requested')).toBeTruthy();
    const post = calls.filter((c) => c.method === 'POST');
    expect(post).toHaveLength(1);
    expect(post[0].body).toEqual({ preferred_times: [new Date(local(4)).toISOString()], topic: 'Wallet setup' });
    expect(post[0].headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    // The credit is spent: booking now offers to buy one.
    expect(screen.getByText(store.MESSAGES.noSessionCredits)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel Request' })).toBeTruthy();
  });

  test('without a credit there is no form, the reason and a way to buy', async () => {
    serve(STORE, withCredits(0));
    renderWithProviders(<SessionsPage />, { ...asMember, route: '/sessions', path: '*', routes: HOME });
    expect(await screen.findByText(store.MESSAGES.noSessionCredits)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request Session' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Buy Hourly Coaching' })).toBeTruthy();
  });

  test('a double click on Cancel Request sends one cancel; the credit comes back', async () => {
    const requested = session();
    const answer = deferred<void>();
    let cancelled = false;
    const calls = serve(STORE, {
      'GET /sessions': () => ({ body: { credits_available: cancelled ? 1 : 0, items: [{ ...requested, status: cancelled ? 'cancelled' : 'requested' }] } }),
      [`POST /sessions/${ids.session}/cancel`]: async () => {
        await answer.promise;
        cancelled = true;
        return { body: { ...requested, status: 'cancelled' } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SessionsPage />, { ...asMember, route: '/sessions', path: '*', routes: HOME });
    await user.dblClick(await screen.findByRole('button', { name: 'Cancel Request' }));
    expect((screen.getByRole('button', { name: 'Cancelling...' }) as HTMLButtonElement).disabled).toBe(true);
    answer.resolve();
    await waitFor(() => expect(toastFor('Request Cancelled')?.description).toBe('Your session credit has been returned.'));
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  test('a cancel the service refuses says why and can be tried again', async () => {
    serve(STORE, {
      ...withCredits(0, [session()]),
      [`POST /sessions/${ids.session}/cancel`]: apiError(409, 'conflict', 'Only a requested session can be cancelled.'),
    });
    const user = userEvent.setup();
    renderWithProviders(<SessionsPage />, { ...asMember, route: '/sessions', path: '*', routes: HOME });
    await user.click(await screen.findByRole('button', { name: 'Cancel Request' }));
    await waitFor(() =>
      expect(toastFor('Could not cancel')).toMatchObject({ description: 'Only a requested session can be cancelled.', variant: 'destructive' }),
    );
    expect((screen.getByRole('button', { name: 'Cancel Request' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

/** A session the member requested, as the service lists it. */
function session(): store.CoachingSession {
  return {
    id: ids.session,
    status: 'requested',
    preferred_times: [new Date(local(4)).toISOString()],
    topic: 'Wallet setup',
    scheduled_at: null,
    admin_note: null,
    created_at: new Date().toISOString(),
  };
}
