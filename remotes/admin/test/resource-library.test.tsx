import type { store } from '@sqw/contracts';
import { setAccessTokenProvider, setRuntimeConfig } from '@sqw/platform';
import { renderWithProviders, serve, setupNetwork, toastTitles, type Recorded } from '@sqw/platform/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceLibrary } from '../src/panels/content/ResourceLibrary';

const resource = (over: Partial<store.AdminResource> = {}): store.AdminResource => ({
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'budget-guide',
  title: 'Budget Guide',
  category: 'Education',
  description: 'How to budget.',
  type: 'PDF',
  premium: true,
  price_cents: 500,
  file_size: 2048,
  is_published: false,
  file_name: 'budget-guide.pdf',
  has_file: true,
  updated_at: '2026-11-20T10:00:00.000Z',
  ...over,
});

setupNetwork();
beforeAll(() => {
  setRuntimeConfig({ remotes: {}, services: { store: 'http://store.test' } });
  setAccessTokenProvider(async () => 'admin-token');
});

let current: store.AdminResource;
let requests: Recorded[];
beforeEach(() => {
  current = resource();
  requests = serve('http://store.test', {
    'GET /admin/resources': () => ({ body: { items: [current] } }),
    [`PATCH /admin/resources/${current.id}`]: (r) => {
      current = { ...current, ...(r.body as Partial<store.AdminResource>) };
      return { body: current };
    },
    [`PUT /admin/resources/${current.id}/file`]: () => {
      current = { ...current, file_name: 'new-guide.pdf', file_size: 4096 };
      return { body: current };
    },
  });
});

test('publishing sends the change to the store and shows the new state', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ResourceLibrary />);
  await user.click(await screen.findByRole('button', { name: 'Publish Budget Guide' }));
  expect(await screen.findByRole('button', { name: 'Unpublish Budget Guide' })).toBeTruthy();
  const patch = requests.find((r) => r.method === 'PATCH')!;
  expect([patch.body, patch.headers.authorization]).toEqual([{ is_published: true }, 'Bearer admin-token']);
  expect(toastTitles()).toContain('Budget Guide published');
});

test('a new PDF is uploaded as the file of a multipart PUT, with the admin token', async () => {
  const user = userEvent.setup();
  const { container } = renderWithProviders(<ResourceLibrary />);
  await user.click(await screen.findByRole('button', { name: 'Replace PDF of Budget Guide' }));
  const input = container.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['%PDF-1.7'], 'new-guide.pdf', { type: 'application/pdf' })] } });
  await waitFor(() => expect(screen.getByText('new-guide.pdf (4 KB)')).toBeTruthy());
  const put = requests.find((r) => r.method === 'PUT')!;
  expect(put.headers.authorization).toBe('Bearer admin-token');
  expect(((put.body as FormData).get('file') as File).name).toBe('new-guide.pdf');
  expect(toastTitles()).toContain('PDF replaced for Budget Guide');
});
