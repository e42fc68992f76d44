import type { admin, media } from '@sqw/contracts';
import { screen, within } from '@testing-library/react';
import { ContactDetailDialog } from '../src/panels/contact/ContactDetailDialog';
import { renderWithProviders, serve, setupNetwork } from '@sqw/platform/testing';

setupNetwork();
const services = { media: 'http://media.test', site: 'http://site.test' };

const row: admin.ContactSubmission = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  source: 'media',
  type: 'estate',
  name: 'Zoë Ångström',
  email: 'zoe@example.com',
  phone: '+46 8 123 456',
  submitted_at: '2026-11-20T10:00:00Z',
  status: 'new',
};
const proposal: media.Proposal = {
  id: row.id,
  form_type: 'estate',
  name: 'Zoë Ångström',
  email: 'zoe@example.com',
  phone: '+46 8 123 456',
  company: 'Skyline Realty',
  property_address: '1 Ocean Drive, Miami',
  property_value: '2m-5m',
  timeline: 'within-week',
  project_type: null,
  budget: '30k-50k',
  description: 'Twilight shots and a drone film.',
  referral_source: 'google',
  add_on: 'landing-page',
  status: 'new',
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
};

/** The dialog's label/value pairs as the admin reads them. */
const pairs = () => {
  const dialog = screen.getByRole('dialog');
  const terms = within(dialog)
    .getAllByRole('term')
    .map((t) => t.textContent);
  const values = within(dialog)
    .getAllByRole('definition')
    .map((d) => d.textContent);
  return Object.fromEntries(terms.map((t, i) => [t, values[i]]));
};

test('an estate proposal shows every answer, the budget included, with labels instead of stored ids', async () => {
  const calls = serve(services.media, { [`GET /admin/proposals/${row.id}`]: { body: proposal } });
  const site = serve(services.site, {});
  renderWithProviders(<ContactDetailDialog row={row} onClose={() => undefined} />, { services });
  await screen.findByText('Skyline Realty');
  expect(pairs()).toMatchObject({
    'Full Name': 'Zoë Ångström',
    Company: 'Skyline Realty',
    'Property Address': '1 Ocean Drive, Miami',
    'Property Value': '$2M - $5M',
    Timeline: 'Within a week',
    Budget: '$30K - $50K',
    'Project Description': 'Twilight shots and a drone film.',
    'How did you hear about us?': 'Google Search',
    'Add-on': 'Website Landing Page',
    Status: 'New',
  });
  const text = screen.getByRole('dialog').textContent!;
  expect(text).not.toContain('landing-page');
  expect(text).not.toMatch(/\bnew\b/);
  // A proposal is read from the media service that stored it.
  expect([calls.length, site.length]).toEqual([1, 0]);
});
