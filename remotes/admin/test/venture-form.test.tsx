import type { site } from '@sqw/contracts';
import { apiError, renderWithProviders, serve, setupNetwork, toastTitles } from '@sqw/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VentureFormDialog } from '../src/panels/content/VentureFormDialog';

setupNetwork();
const SITE = 'http://site.test';

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

async function addVenture() {
  const u = userEvent.setup();
  const onSaved = jest.fn();
  renderWithProviders(<VentureFormDialog venture={null} open onClose={jest.fn()} onSaved={onSaved} />, { services: { site: SITE } });
  await u.type(field('Name'), 'Infinitrii Nexus');
  await u.type(field('Slug'), 'infinitrii-nexus');
  await u.type(field('Tagline'), 'Coaching');
  await u.type(field('Description'), 'One to one coaching.');
  await u.click(screen.getByRole('button', { name: 'Save Venture' }));
  return onSaved;
}

test("the service's refusal of a field is shown under it, the typed values stay, and the dialog stays open", async () => {
  serve(SITE, { 'POST /admin/ventures': apiError(409, 'conflict', 'A venture with this slug exists.', [{ path: 'slug', message: 'This slug is taken.' }]) });
  const onSaved = await addVenture();
  await waitFor(() => expect(toastTitles()).toEqual(['Venture not added']));
  expect(screen.getByText('This slug is taken.')).toBeTruthy();
  expect(field('Slug').getAttribute('aria-invalid')).toBe('true');
  expect([field('Name').value, field('Slug').value]).toEqual(['Infinitrii Nexus', 'infinitrii-nexus']);
  expect(onSaved).not.toHaveBeenCalled();
});

test('a new venture is sent with its fields and announced', async () => {
  const created: site.Venture = {
    id: '00000000-0000-4000-8000-000000000001',
    slug: 'infinitrii-nexus',
    name: 'Infinitrii Nexus',
    tagline: 'Coaching',
    description: 'One to one coaching.',
    logo: null,
    image: null,
    url: null,
    status: 'coming-soon',
    sort_order: 10,
  };
  const calls = serve(SITE, { 'POST /admin/ventures': { status: 201, body: created } });
  const onSaved = await addVenture();
  await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  expect(toastTitles()).toEqual(['Venture added']);
  expect(calls.map((c) => c.body)).toEqual([expect.objectContaining({ slug: 'infinitrii-nexus', name: 'Infinitrii Nexus', status: 'coming-soon' })]);
});
