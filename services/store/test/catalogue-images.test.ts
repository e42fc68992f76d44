import { store } from '@sqw/contracts';
import { multipartBody, TINY_PNG } from '@sqw/service-kit';
import { startStore, type Harness } from './helpers';

let t: Harness;
beforeAll(async () => {
  t = await startStore();
});
afterAll(() => t.close());

const upload = (id: string, data: Buffer, auth: Record<string, string>, type = 'image/png') => {
  const { payload, headers } = multipartBody([{ field: 'file', filename: 'picture.png', type, data }]);
  return t.app.inject({ method: 'PUT', url: `/admin/catalogue/${id}/image`, payload, headers: { ...headers, ...auth } });
};
const catalogue = async () => (await t.app.inject('/catalogue')).json().items as store.CatalogueItem[];

describe('catalogue pictures', () => {
  it('start empty, so every card shows its initials', async () => {
    for (const item of await catalogue()) expect(item.image).toBeNull();
  });

  it('an admin uploads one; the catalogue names it and this service serves it back', async () => {
    const [first] = await catalogue();
    const res = await upload(first.id, TINY_PNG, t.admin);
    expect(res.statusCode).toBe(200);
    const image = res.json().image as string;
    expect(image).toMatch(new RegExp(`^/catalogue/${first.id}/image\\?v=[0-9a-f]{8}$`));
    expect((await catalogue()).find((i) => i.id === first.id)?.image).toBe(image);
    const served = await t.app.inject(image);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);

    const again = await upload(first.id, TINY_PNG, t.admin);
    expect(again.json().image).not.toBe(image);
    expect((await t.app.inject(again.json().image)).statusCode).toBe(200);
  });

  it('refuses a file that is not an image, whatever it claims, and keeps the old picture', async () => {
    const [, second] = await catalogue();
    const res = await upload(second.id, Buffer.from('<svg onload="alert(1)"></svg>'), t.admin, 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toMatch(/Only image files/);
    expect((await catalogue()).find((i) => i.id === second.id)?.image).toBeNull();
    expect((await t.app.inject(`/catalogue/${second.id}/image`)).statusCode).toBe(404);
  });

  it('refuses a picture over the size limit, members, and unknown items', async () => {
    const [first] = await catalogue();
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(store.MAX_CATALOGUE_IMAGE_BYTES)]);
    expect((await upload(first.id, big, t.admin)).statusCode).toBe(413);
    const member = await t.member();
    expect((await upload(first.id, TINY_PNG, member.auth)).statusCode).toBe(403);
    expect((await upload('no-such-item', TINY_PNG, t.admin)).statusCode).toBe(404);
  });
});
