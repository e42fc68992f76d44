import { site } from '@sqw/contracts';
import { multipartBody, TINY_PNG } from '@sqw/service-kit';
import { randomUUID } from 'node:crypto';
import { siteForFile } from './helpers';

const t = siteForFile();

const upload = (id: string, data: Buffer, auth: Record<string, string>, type = 'image/png') => {
  const { payload, headers } = multipartBody([{ field: 'file', filename: 'logo.png', type, data }]);
  return t.app.inject({ method: 'PUT', url: `/admin/ventures/${id}/image`, payload, headers: { ...headers, ...auth } });
};
const remove = (id: string, auth: Record<string, string>) => t.app.inject({ method: 'DELETE', url: `/admin/ventures/${id}/image`, headers: auth });
// The public list is cached for a minute by browsers; the service itself always answers fresh.
const ventures = async () => (await t.app.inject('/ventures')).json().items as site.Venture[];
const find = async (id: string) => (await ventures()).find((v) => v.id === id)!;
const stored = async () => (await t.storage.list('ventures')).map((f) => f.key);
const audited = async (action: string) =>
  (await t.db
    .selectFrom('audit_log' as any)
    .select(['target_id', 'details'])
    .where('action', '=', action)
    .execute()) as { target_id: string; details: Record<string, unknown> }[];

describe('venture pictures', () => {
  it('start empty, so every venture shows its initials', async () => {
    const items = await ventures();
    expect(items).toHaveLength(10);
    for (const v of items) expect(v.image).toBeNull();
  });

  it('an admin uploads one; the showcase names it, this service serves it with nosniff, and a new one replaces the old file', async () => {
    const [first] = await ventures();
    const res = await upload(first.id, TINY_PNG, t.admin);
    expect(res.statusCode).toBe(200);
    const image = res.json().image as string;
    expect(image).toMatch(new RegExp(`^/ventures/${first.id}/image\\?v=[0-9a-f]{8}$`));
    expect(res.json()).toMatchObject({ id: first.id, name: first.name, logo: first.logo });
    expect((await find(first.id)).image).toBe(image);
    const served = await t.app.inject(image);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    expect(await stored()).toHaveLength(1);
    expect(await audited('site.venture.image')).toEqual([{ target_id: first.id, details: { bytes: TINY_PNG.length, type: 'image/png' } }]);

    const again = await upload(first.id, TINY_PNG, t.admin);
    expect(again.statusCode).toBe(200);
    expect(again.json().image).not.toBe(image);
    expect((await t.app.inject(again.json().image)).statusCode).toBe(200);
    expect(await stored()).toHaveLength(1);
  });

  it('an admin removes it: back to the initials, the file deleted, the action audited', async () => {
    const [first] = await ventures();
    const before = first.image!;
    const res = await remove(first.id, t.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: first.id, image: null });
    expect((await find(first.id)).image).toBeNull();
    expect((await t.app.inject(before)).statusCode).toBe(404);
    expect(await stored()).toEqual([]);
    expect((await audited('site.venture.image.remove')).map((a) => a.target_id)).toEqual([first.id]);
    expect((await remove(first.id, t.admin)).statusCode).toBe(200);
    expect(await audited('site.venture.image.remove')).toHaveLength(1);
  });

  it('deleting a venture deletes its picture too', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/admin/ventures',
      payload: { slug: 'picture-venture', name: 'Picture Venture', tagline: 'T', description: 'D', status: 'coming-soon' },
      headers: t.admin,
    });
    const { id } = created.json() as site.Venture;
    expect((await upload(id, TINY_PNG, t.admin)).statusCode).toBe(200);
    expect(await stored()).toHaveLength(1);
    expect((await t.app.inject({ method: 'DELETE', url: `/admin/ventures/${id}`, headers: t.admin })).statusCode).toBe(200);
    expect(await stored()).toEqual([]);
  });

  it('refuses a non-image whatever it claims, a GIF, a picture over the limit, visitors, members and unknown ventures, as 4xx with the shared error shape', async () => {
    const [, second] = await ventures();
    const svg = await upload(second.id, Buffer.from('<svg onload="alert(1)"></svg>'), t.admin);
    expect(svg.statusCode).toBe(415);
    expect(svg.json().error).toMatchObject({ code: 'unsupported_media_type', message: 'Only image files (PNG, JPEG or WebP) are accepted.' });
    expect((await upload(second.id, Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), t.admin, 'image/gif')).statusCode).toBe(415);
    const big = await upload(second.id, Buffer.concat([TINY_PNG, Buffer.alloc(site.MAX_VENTURE_IMAGE_BYTES)]), t.admin);
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('payload_too_large');
    expect((await upload(second.id, TINY_PNG, {})).statusCode).toBe(401);
    expect((await upload(second.id, TINY_PNG, t.member)).statusCode).toBe(403);
    expect((await remove(second.id, {})).statusCode).toBe(401);
    expect((await remove(second.id, t.member)).statusCode).toBe(403);
    const unknown = await upload(randomUUID(), TINY_PNG, t.admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');
    expect((await remove(randomUUID(), t.admin)).statusCode).toBe(404);
    expect((await upload('not-a-uuid', TINY_PNG, t.admin)).statusCode).toBe(400);
    expect((await t.app.inject(`/ventures/${second.id}/image`)).statusCode).toBe(404);
    expect((await find(second.id)).image).toBeNull();
    expect(await stored()).toEqual([]);
  });

  it('lists the picture routes in the OpenAPI document, the admin ones under /admin/', async () => {
    const paths = (await t.app.inject('/openapi.json')).json().paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths['/admin/ventures/{id}/image'] ?? {}).sort()).toEqual(['delete', 'put']);
    expect(Object.keys(paths['/ventures/{id}/image'] ?? {})).toEqual(['get']);
  });
});
