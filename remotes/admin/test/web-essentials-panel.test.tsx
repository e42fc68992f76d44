import type { webEssentials as we } from '@sqw/contracts';
import { renderWithProviders, serve, setupNetwork, type Recorded } from '@sqw/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WebEssentialsPanel } from '../src/panels/web-essentials/WebEssentialsPanel';

setupNetwork();

const WE = 'http://we.test';

const summary = (n: number): we.SubmissionSummary => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  business_name: `Business ${n}`,
  selection_type: 'individual',
  package: 'premium',
  bundle: null,
  choice_label: 'Premium',
  contact_name: `Contact ${n}`,
  contact_email: `contact${n}@example.com`,
  status: 'pending',
  submitted_at: '2026-11-20T10:00:00.000Z',
  one_time_total: 1225,
  monthly_total: 0,
});
const page = (from: number, count: number, next: string | null, total = 1000, capped = true): we.SubmissionPage => ({
  items: Array.from({ length: count }, (_, i) => summary(from + i)),
  next,
  total,
  total_capped: capped,
});

let calls: Recorded[] = [];
/** The service's list, answered by its `after` cursor (`-` for the first page). */
function list(pages: Record<string, we.SubmissionPage>) {
  calls = serve(WE, {
    'GET /admin/submissions?*': (request) => {
      const after = new URL(request.url).searchParams.get('after') ?? '-';
      const answer = pages[after];
      if (!answer) throw new Error(`No page after ${after}`);
      return { body: answer };
    },
  });
}
const query = (i: number) => Object.fromEntries(new URL(calls[i]!.url).searchParams);
const pager = () => screen.getByRole('navigation', { name: 'Submissions pages' });
const button = (name: string) => within(pager()).getByRole('button', { name }) as HTMLButtonElement;
const names = () => screen.getAllByRole('button', { name: /^View / }).map((b) => b.getAttribute('aria-label'));

test('pages by cursor with Previous and Next, showing a capped total as 1,000+', async () => {
  const user = userEvent.setup();
  list({ '-': page(1, 25, 'c2'), c2: page(26, 25, 'c3'), c3: page(51, 3, null) });
  renderWithProviders(<WebEssentialsPanel />, { services: { webEssentials: WE } });
  expect(await screen.findByText('1,000+ submissions, newest first')).toBeTruthy();
  expect(query(0)).toEqual({ limit: '25' });
  expect(within(pager()).getByText('1–25 of 1,000+')).toBeTruthy();
  expect(button('Previous').disabled).toBe(true);

  await user.click(button('Next'));
  await waitFor(() => expect(within(pager()).getByText('26–50 of 1,000+')).toBeTruthy());
  expect(query(calls.length - 1)).toEqual({ limit: '25', after: 'c2' });
  await user.click(button('Next'));
  await waitFor(() => expect(within(pager()).getByText('51–53 of 1,000+')).toBeTruthy());
  expect(button('Next').disabled).toBe(true);
  expect(names()).toEqual(['View Business 51', 'View Business 52', 'View Business 53']);

  await user.click(button('Previous'));
  await waitFor(() => expect(within(pager()).getByText('26–50 of 1,000+')).toBeTruthy());
  expect(query(calls.length - 1)).toEqual({ limit: '25', after: 'c2' });
});

test('a new filter starts again at the first page and sends its snake_case query', async () => {
  const user = userEvent.setup();
  list({ '-': page(1, 2, 'c2', 2, false), c2: page(3, 1, null, 3, false) });
  renderWithProviders(<WebEssentialsPanel />, { services: { webEssentials: WE } });
  await user.click(await within(await screen.findByRole('navigation', { name: 'Submissions pages' })).findByRole('button', { name: 'Next' }));
  await waitFor(() => expect(query(calls.length - 1)).toEqual({ limit: '25', after: 'c2' }));
  await user.selectOptions(screen.getByLabelText('Status'), 'launched');
  await waitFor(() => expect(query(calls.length - 1)).toEqual({ limit: '25', status: 'launched' }));
  expect(await screen.findByText('2 submissions, newest first')).toBeTruthy();
});
