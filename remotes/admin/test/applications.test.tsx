import type { hall } from '@sqw/contracts';
import { renderWithProviders, serve, setupNetwork, toastTitles, type Recorded } from '@sqw/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApplicationsPanel } from '../src/panels/applications/ApplicationsPanel';
import { application } from './fixtures';

setupNetwork();

const HALL = 'http://hall.test';
const services = { hall: HALL };

const page = (from: number, count: number, next: string | null, total: number, capped = false): hall.ApplicationPage => ({
  items: Array.from({ length: count }, (_, i) => application(from + i)),
  next,
  total,
  total_capped: capped,
});
const query = (call: Recorded) => Object.fromEntries(new URL(call.url).searchParams);
const lists = (calls: Recorded[]) => calls.filter((c) => c.method === 'GET').map(query);
const pager = () => screen.getByRole('navigation', { name: 'Applications pages' });
const button = (name: string) => within(pager()).getByRole('button', { name }) as HTMLButtonElement;

test('pages on by cursor and back, showing a capped total as 1,000+', async () => {
  const user = userEvent.setup();
  const calls = serve(HALL, {
    'GET /admin/applications?*': ({ url }) => ({
      body: new URL(url).searchParams.get('after') === 'c2' ? page(21, 20, 'c3', 1000, true) : page(1, 20, 'c2', 1000, true),
    }),
  });
  renderWithProviders(<ApplicationsPanel />, { services });
  expect(await screen.findByText('1,000+ applications, newest first')).toBeTruthy();
  expect(within(pager()).getByText('1–20 of 1,000+')).toBeTruthy();
  expect(button('Previous').disabled).toBe(true);

  await user.click(button('Next'));
  await waitFor(() => expect(within(pager()).getByText('21–40 of 1,000+')).toBeTruthy());
  expect(screen.getByText('Applicant 21')).toBeTruthy();

  await user.click(button('Previous'));
  await waitFor(() => expect(within(pager()).getByText('1–20 of 1,000+')).toBeTruthy());
  expect(lists(calls)).toEqual([
    { status: 'pending', limit: '20' },
    { status: 'pending', limit: '20', after: 'c2' },
    { status: 'pending', limit: '20' },
  ]);
});

test('the last page has no Next; another status starts again from the first page, and "All" sends none', async () => {
  const user = userEvent.setup();
  const calls = serve(HALL, {
    'GET /admin/applications?*': ({ url }) => {
      const params = new URL(url).searchParams;
      if (!params.get('status')) return { body: page(90, 1, null, 1) };
      return { body: params.get('after') === 'c2' ? page(21, 5, null, 25) : page(1, 20, 'c2', 25) };
    },
  });
  renderWithProviders(<ApplicationsPanel />, { services });
  expect(await screen.findByText('25 applications, newest first')).toBeTruthy();
  await user.click(button('Next'));
  await waitFor(() => expect(within(pager()).getByText('21–25 of 25')).toBeTruthy());
  expect(button('Next').disabled).toBe(true);

  await user.selectOptions(screen.getByLabelText('Status'), '');
  expect(await screen.findByText('1 application, newest first')).toBeTruthy();
  expect(screen.queryByRole('navigation', { name: 'Applications pages' })).toBeNull();
  expect(lists(calls).at(-1)).toEqual({ limit: '20' });
});

test('approving sends the level, title, username and badges to the application, then reloads the list', async () => {
  const user = userEvent.setup();
  const ada = application(1, { name: 'Ada Sovereign', alias: 'ada' });
  const calls = serve(HALL, {
    'GET /admin/applications?*': { body: { items: [ada], next: null, total: 1, total_capped: false } },
    [`POST /admin/applications/${ada.id}/approve`]: {
      body: {
        id: '00000000-0000-4000-8000-00000000aaaa',
        name: ada.name,
        username: 'ada',
        avatar_url: null,
        level: 6,
        title: 'Sovereign Elite',
        challenge: ada.challenge,
        passive_income: ada.passive_income,
        quote: null,
        badges: ['Early Adopter', 'Verified'],
        created_at: '2026-11-21T09:00:00.000Z',
      },
    },
  });
  renderWithProviders(<ApplicationsPanel />, { services });
  await user.click(await screen.findByRole('button', { name: 'Review application from Ada Sovereign' }));
  expect(screen.getByText('No photo was sent.')).toBeTruthy();
  await user.selectOptions(screen.getByLabelText('Level'), '6');
  await user.type(screen.getByLabelText('Badges', { exact: false }), 'Early Adopter, Verified, Early Adopter');
  await user.click(screen.getByRole('button', { name: 'Approve Legend' }));
  await waitFor(() => expect(toastTitles()).toContain('Ada Sovereign is now a legend'));
  const approve = calls.find((c) => c.method === 'POST')!;
  expect(approve.path).toBe(`/admin/applications/${ada.id}/approve`);
  expect(approve.body).toEqual({ level: 6, title: 'Sovereign Elite', username: 'ada', badges: ['Early Adopter', 'Verified'] });
  await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
});

test('rejecting sends the reason to the application', async () => {
  const user = userEvent.setup();
  const sam = application(2, { name: 'Sam Stacker' });
  const calls = serve(HALL, {
    'GET /admin/applications?*': { body: { items: [sam], next: null, total: 1, total_capped: false } },
    [`POST /admin/applications/${sam.id}/reject`]: { body: { ok: true } },
  });
  renderWithProviders(<ApplicationsPanel />, { services });
  await user.click(await screen.findByRole('button', { name: 'Review application from Sam Stacker' }));
  await user.click(screen.getByRole('button', { name: 'Reject Application' }));
  expect(screen.getByText('Please give a reason.')).toBeTruthy();
  await user.type(screen.getByLabelText('Reason (sent to the applicant)', { exact: false }), '  Proof missing  ');
  await user.click(screen.getByRole('button', { name: 'Reject Application' }));
  await waitFor(() => expect(toastTitles()).toContain('Application from Sam Stacker rejected'));
  expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ reason: 'Proof missing' });
});
