import { site, store } from '@sqw/contracts';
import { setAccessTokenProvider, setRuntimeConfig } from '@sqw/platform';
import { deferred, renderWithProviders, serve, setupNetwork, toastTitles, uploadProgress, type Recorded, type Routes } from '@sqw/platform/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CataloguePictures } from '../src/panels/content/CataloguePictures';
import { VentureShowcase } from '../src/panels/content/VentureShowcase';

const item = (id: string, title: string, image: string | null): store.CatalogueItem => ({ id, title, description: 'D', price: 19, image, preview: true });
let catalogue: store.CatalogueItem[];
const venture: site.Venture = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'infinitrii-nexus',
  name: 'Infinitrii Nexus',
  tagline: 'Coaching',
  description: 'D',
  logo: null,
  image: null,
  url: null,
  status: 'active',
  sort_order: 10,
};

setupNetwork();
// Every request to the store and the site service, fetch and upload alike, oldest first.
let requests: Recorded[][] = [];
const calls = () => requests.flat().map((r) => `${r.method} ${r.url}`);
const uploads = () => requests.flat().filter((r) => r.method === 'PUT');
/** The services as the panels read them; `extra` adds the upload answers. */
function services(extra: { store?: Routes; site?: Routes } = {}) {
  requests = [
    serve('http://store.test', {
      'GET /catalogue': () => ({ body: { items: catalogue } }),
      'DELETE /admin/catalogue/wealth-map/image': () => {
        catalogue = [item('wealth-map', 'Wealth Map', null), catalogue[1]!];
        return { body: catalogue[0] };
      },
      ...extra.store,
    }),
    serve('http://site.test', { 'GET /ventures?*': { body: { items: [venture] } }, ...extra.site }),
  ];
}

beforeAll(() => {
  setRuntimeConfig({ remotes: {}, services: { store: 'http://store.test', site: 'http://site.test' } });
  setAccessTokenProvider(async () => 'admin-token');
  URL.createObjectURL = jest.fn(() => 'blob:chosen-picture');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  catalogue = [item('wealth-map', 'Wealth Map', '/catalogue/wealth-map/image?v=aaaa1111'), item('budget-kit', 'Budget Kit', null)];
});

// The picker takes any file here, as a user who picks "All files" can: the card must check it.
const user = () => userEvent.setup({ applyAccept: false });
const cardOf = async (name: string) => (await screen.findByRole('heading', { name })).closest('article')!;
const png = (bytes = 68) => new File([new Uint8Array(bytes)], 'cover.png', { type: 'image/png' });

test('each product shows its current picture or says the site shows its initials; the picker takes PNG, JPEG and WebP', async () => {
  services();
  renderWithProviders(<CataloguePictures />);
  const withPicture = await cardOf('Wealth Map');
  const img = within(withPicture).getByRole('img', { name: 'Current picture of Wealth Map' }) as HTMLImageElement;
  expect(img.src).toBe('http://store.test/catalogue/wealth-map/image?v=aaaa1111');
  expect(within(withPicture).getByRole('button', { name: 'Remove image of Wealth Map' })).toBeTruthy();
  const without = await cardOf('Budget Kit');
  expect(within(without).getByText('No picture: the site shows the initials.')).toBeTruthy();
  expect(within(without).queryByRole('button', { name: /Remove image/ })).toBeNull();
  const input = within(without).getByLabelText('Upload image for Budget Kit') as HTMLInputElement;
  expect(input.type).toBe('file');
  expect(input.accept).toBe('image/png,image/jpeg,image/webp');
  expect(within(without).getByText('PNG, JPEG or WebP, at most 3 MB.')).toBeTruthy();
});

test('a chosen picture is uploaded at once with PUT and the admin token, shows its progress, then the list is reloaded', async () => {
  const answer = deferred<void>();
  services({
    store: {
      'PUT /admin/catalogue/budget-kit/image': async () => {
        await answer.promise;
        return { body: catalogue[1] };
      },
    },
  });
  const u = user();
  renderWithProviders(<CataloguePictures />);
  const card = await cardOf('Budget Kit');
  const input = within(card).getByLabelText('Upload image for Budget Kit') as HTMLInputElement;
  await u.upload(input, png());
  await waitFor(() => expect(uploads()).toHaveLength(1));
  const [put] = uploads();
  expect([put!.method, put!.url, put!.headers.authorization]).toEqual(['PUT', 'http://store.test/admin/catalogue/budget-kit/image', 'Bearer admin-token']);
  expect(((put!.body as FormData).get('file') as File).name).toBe('cover.png');
  // Busy while it runs: the chosen picture is previewed, the picker is disabled.
  expect(input.disabled).toBe(true);
  expect(within(card).getByRole('img', { name: 'New picture of Budget Kit, uploading' })).toBeTruthy();
  uploadProgress(40, 100);
  expect(within(card).getByRole('progressbar', { name: 'Upload of the picture of Budget Kit' }).getAttribute('aria-valuenow')).toBe('40');
  expect(within(card).getByText('Uploading… 40%')).toBeTruthy();

  catalogue = [catalogue[0]!, item('budget-kit', 'Budget Kit', '/catalogue/budget-kit/image?v=bbbb2222')];
  const before = calls().length;
  answer.resolve();
  await waitFor(() =>
    expect((within(card).getByRole('img', { name: 'Current picture of Budget Kit' }) as HTMLImageElement).src).toBe(
      'http://store.test/catalogue/budget-kit/image?v=bbbb2222',
    ),
  );
  expect(calls().slice(before)).toEqual(['GET http://store.test/catalogue']);
  expect(input.disabled).toBe(false);
  expect(toastTitles()).toContain('Picture of Budget Kit saved');
});

test('a picture over the limit or a file that is not a PNG, JPEG or WebP is explained and never sent', async () => {
  services();
  const u = user();
  renderWithProviders(<CataloguePictures />);
  const card = await cardOf('Budget Kit');
  const input = within(card).getByLabelText('Upload image for Budget Kit');
  await u.upload(input, png(store.MAX_CATALOGUE_IMAGE_BYTES + 512 * 1024));
  expect(within(card).getByRole('alert').textContent).toBe('This picture is 3.5 MB; the limit is 3 MB.');
  expect(input.getAttribute('aria-invalid')).toBe('true');
  await u.upload(input, new File(['%PDF-1.7'], 'invoice.pdf', { type: 'application/pdf' }));
  expect(within(card).getByRole('alert').textContent).toBe('Please choose a PNG, JPEG or WebP picture.');
  await u.upload(input, new File(['GIF89a'], 'spinner.gif', { type: 'image/gif' }));
  expect(within(card).getByRole('alert').textContent).toBe('Please choose a PNG, JPEG or WebP picture.');
  expect(uploads()).toEqual([]);
});

test("the service's refusal is shown on the card, and the current picture stays", async () => {
  services({
    store: {
      'PUT /admin/catalogue/wealth-map/image': {
        status: 415,
        body: { error: { code: 'unsupported_media_type', message: 'Only image files (PNG, JPEG or WebP) are accepted.' } },
      },
    },
  });
  const u = user();
  renderWithProviders(<CataloguePictures />);
  const card = await cardOf('Wealth Map');
  await u.upload(within(card).getByLabelText('Upload image for Wealth Map'), png());
  expect((await within(card).findByRole('alert')).textContent).toBe('Only image files (PNG, JPEG or WebP) are accepted.');
  expect(within(card).getByRole('img', { name: 'Current picture of Wealth Map' })).toBeTruthy();
});

test('Remove image deletes the picture on the service; the card then says the site shows the initials', async () => {
  services();
  const u = user();
  renderWithProviders(<CataloguePictures />);
  const card = await cardOf('Wealth Map');
  await u.click(within(card).getByRole('button', { name: 'Remove image of Wealth Map' }));
  expect(await within(card).findByText('No picture: the site shows the initials.')).toBeTruthy();
  expect(calls()).toContain('DELETE http://store.test/admin/catalogue/wealth-map/image');
  expect(toastTitles()).toContain('Picture of Wealth Map removed');
  expect(within(card).queryByRole('button', { name: /Remove image/ })).toBeNull();
});

test('a venture picture is uploaded to the site service, under the showcase', async () => {
  services({ site: { [`PUT /admin/ventures/${venture.id}/image`]: { body: { ...venture, image: `/ventures/${venture.id}/image?v=cccc3333` } } } });
  const u = user();
  renderWithProviders(<VentureShowcase />);
  const card = await cardOf('Infinitrii Nexus');
  await u.upload(within(card).getByLabelText('Upload image for Infinitrii Nexus'), png());
  await waitFor(() => expect(toastTitles()).toContain('Picture of Infinitrii Nexus saved'));
  expect(uploads().map((r) => [r.method, r.url])).toEqual([['PUT', `http://site.test/admin/ventures/${venture.id}/image`]]);
});

test('a venture picture over its limit is explained and never sent', async () => {
  services();
  const u = user();
  renderWithProviders(<VentureShowcase />);
  const card = await cardOf('Infinitrii Nexus');
  await u.upload(within(card).getByLabelText('Upload image for Infinitrii Nexus'), png(site.MAX_VENTURE_IMAGE_BYTES + 1));
  expect(within(card).getByRole('alert').textContent).toMatch(/the limit is 3 MB\.$/);
  expect(uploads()).toEqual([]);
});

test('a current picture that fails to load is reported on the card rather than shown broken', async () => {
  services();
  renderWithProviders(<CataloguePictures />);
  const card = await cardOf('Wealth Map');
  fireEvent.error(within(card).getByRole('img', { name: 'Current picture of Wealth Map' }));
  expect(within(card).getByText('The picture could not be shown.')).toBeTruthy();
  expect(within(card).queryByRole('img')).toBeNull();
});
