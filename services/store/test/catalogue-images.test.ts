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
const remove = (id: string, auth: Record<string, string>) => t.app.inject({ method: 'DELETE', url: `/admin/catalogue/${id}/image`, headers: auth });
const catalogue = async () => (await t.app.inject('/catalogue')).json().items as store.CatalogueItem[];
const stored = async () => (await t.storage.list('catalogue')).map((f) => f.key);
const audited = (action: string) => t.db.selectFrom('audit_log').select(['target_id', 'details']).where('action', '=', action).execute();
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

describe('catalogue pictures', () => {
  it('start empty, so every card shows its initials', async () => {
    for (const item of await catalogue()) expect(item.image).toBeNull();
  });

  it('an admin uploads one; the catalogue names it, this service serves it back, and a new one replaces the old file', async () => {
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
    expect(await stored()).toHaveLength(1);
    expect(await audited('store.catalogue.image')).toEqual([{ target_id: first.id, details: { bytes: TINY_PNG.length, type: 'image/png' } }]);

    const again = await upload(first.id, TINY_PNG, t.admin);
    expect(again.json().image).not.toBe(image);
    expect((await t.app.inject(again.json().image)).statusCode).toBe(200);
    // The first file is gone from storage: only the current picture is kept.
    expect(await stored()).toHaveLength(1);
  });

  it('an admin removes it: the card is back to its initials, the file is deleted, and the action is audited', async () => {
    const [first] = await catalogue();
    expect(first.image).not.toBeNull();
    const res = await remove(first.id, t.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: first.id, image: null });
    expect((await catalogue()).find((i) => i.id === first.id)?.image).toBeNull();
    expect((await t.app.inject(first.image!)).statusCode).toBe(404);
    expect(await stored()).toEqual([]);
    expect((await audited('store.catalogue.image.remove')).map((a) => a.target_id)).toEqual([first.id]);
    // Removing again changes nothing and is not an error.
    expect((await remove(first.id, t.admin)).statusCode).toBe(200);
    expect(await audited('store.catalogue.image.remove')).toHaveLength(1);
  });

  it('refuses a file that is not an image, whatever it claims, and a GIF, and keeps the old picture', async () => {
    const [, second] = await catalogue();
    const res = await upload(second.id, Buffer.from('<svg onload="alert(1)"></svg>'), t.admin, 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatchObject({ code: 'unsupported_media_type', message: 'Only image files (PNG, JPEG or WebP) are accepted.' });
    const gif = await upload(second.id, GIF, t.admin, 'image/gif');
    expect(gif.statusCode).toBe(415);
    expect((await catalogue()).find((i) => i.id === second.id)?.image).toBeNull();
    expect((await t.app.inject(`/catalogue/${second.id}/image`)).statusCode).toBe(404);
    expect(await stored()).toEqual([]);
  });

  it('refuses a picture over the size limit, members, visitors and unknown items, with the shared error shape', async () => {
    const [first] = await catalogue();
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(store.MAX_CATALOGUE_IMAGE_BYTES)]);
    const tooBig = await upload(first.id, big, t.admin);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.code).toBe('payload_too_large');
    const member = await t.member();
    expect((await upload(first.id, TINY_PNG, member.auth)).statusCode).toBe(403);
    expect((await remove(first.id, member.auth)).statusCode).toBe(403);
    expect((await upload(first.id, TINY_PNG, {})).statusCode).toBe(401);
    expect((await remove(first.id, {})).statusCode).toBe(401);
    const unknown = await upload('no-such-item', TINY_PNG, t.admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');
    expect((await remove('no-such-item', t.admin)).statusCode).toBe(404);
    expect(await stored()).toEqual([]);
  });
});
