import type { admin } from '@sqw/contracts';
import { apiError, deferred, renderWithProviders, serve, setupNetwork, toastTitles, type Recorded } from '@sqw/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactPanel } from '../src/panels/contact/ContactPanel';

setupNetwork();

const services = { admin: 'http://admin.test', site: 'http://site.test', media: 'http://media.test' };

const row = (n: number, over: Partial<admin.ContactSubmission> = {}): admin.ContactSubmission => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  source: 'site',
  type: 'contact',
  name: `Writer ${n}`,
  email: `writer${n}@example.com`,
  phone: null,
  submitted_at: '2026-11-20T10:00:00.000Z',
  status: 'new',
  ...over,
});
const query = (call: Recorded) => Object.fromEntries(new URL(call.url).searchParams);
const pager = () => screen.getByRole('navigation', { name: 'Contact submissions pages' });
const button = (name: string) => within(pager()).getByRole('button', { name }) as HTMLButtonElement;

test('pages by cursor with Previous and Next, and shows a capped count as 1,000+', async () => {
  const user = userEvent.setup();
  const calls = serve(services.admin, {
    'GET /admin/contact-submissions?*': (call) =>
      query(call).after === 'p2'
        ? { body: { items: [row(26)], next: null, total: 1000, total_capped: true, unavailable: [] } }
        : { body: { items: Array.from({ length: 25 }, (_, i) => row(i + 1)), next: 'p2', total: 1000, total_capped: true, unavailable: [] } },
  });
  renderWithProviders(<ContactPanel />, { services });
  expect(await screen.findByText('1,000+ submissions, newest first')).toBeTruthy();
  expect(within(pager()).getByText('1–25 of 1,000+')).toBeTruthy();
  expect(query(calls[0]!)).toEqual({ limit: '25' });

  await user.click(button('Next'));
  await waitFor(() => expect(within(pager()).getByText('26–26 of 1,000+')).toBeTruthy());
  expect(query(calls.at(-1)!)).toEqual({ limit: '25', after: 'p2' });
  expect(button('Next').disabled).toBe(true);

  await user.click(button('Previous'));
  await waitFor(() => expect(within(pager()).getByText('1–25 of 1,000+')).toBeTruthy());
  expect(query(calls.at(-1)!)).toEqual({ limit: '25' });

  await user.click(button('Next'));
  await waitFor(() => expect(button('Next').disabled).toBe(true));
  await user.selectOptions(screen.getByLabelText('Type'), 'estate');
  await waitFor(() => expect(query(calls.at(-1)!)).toEqual({ limit: '25', type: 'estate' }));
});

test('a status change goes to the service that owns the row, and a missing source is named', async () => {
  const user = userEvent.setup();
  const message = row(1);
  const proposal = row(2, { source: 'media', type: 'estate', name: 'Eve Estate' });
  serve(services.admin, {
    'GET /admin/contact-submissions?*': { body: { items: [message, proposal], next: null, total: 2, total_capped: false, unavailable: [] } },
  });
  const site = serve(services.site, {
    [`PATCH /admin/contact-messages/${message.id}`]: {
      body: {
        id: message.id,
        name: message.name,
        email: message.email,
        message: 'Hi',
        status: 'read',
        created_at: message.submitted_at,
        updated_at: message.submitted_at,
      },
    },
  });
  const media = serve(services.media, {});
  renderWithProviders(<ContactPanel />, { services });
  expect(await screen.findByText('2 submissions, newest first')).toBeTruthy();
  expect(screen.queryByRole('navigation', { name: 'Contact submissions pages' })).toBeNull();
  await user.selectOptions(screen.getByLabelText("Status of Writer 1's contact"), 'read');
  await waitFor(() => expect(toastTitles()).toEqual(['Status set to Read']));
  expect(site.map((c) => [c.method, c.body])).toEqual([['PATCH', { status: 'read' }]]);
  expect(media).toEqual([]);
});

test('a status select is disabled while its change is saved, and a refusal is told', async () => {
  const user = userEvent.setup();
  const message = row(1);
  const answer = deferred<void>();
  serve(services.admin, {
    'GET /admin/contact-submissions?*': { body: { items: [message], next: null, total: 1, total_capped: false, unavailable: [] } },
  });
  serve(services.site, {
    [`PATCH /admin/contact-messages/${message.id}`]: async () => {
      await answer.promise;
      return apiError(503, 'unavailable', 'The site service is down.');
    },
  });
  renderWithProviders(<ContactPanel />, { services });
  const select = (await screen.findByLabelText("Status of Writer 1's contact")) as HTMLSelectElement;
  await user.selectOptions(select, 'read');
  expect(select.disabled).toBe(true);
  answer.resolve();
  await waitFor(() => expect(toastTitles()).toEqual(['Status not changed']));
  expect(select.disabled).toBe(false);
});
