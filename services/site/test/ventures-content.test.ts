import { site } from '@sqw/contracts';
import { poster, start, type T } from './helpers';

let t: T;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await start();
  admin = { authorization: `Bearer ${await t.adminToken()}` };
});
afterAll(() => t.close());
const send = poster(() => t);
const ventures = async () => (await t.app.inject('/ventures')).json().items as site.Venture[];
const fresh = { slug: 'sovereign-academy', name: 'Sovereign Academy', tagline: 'Learn', description: 'Courses for young investors.', status: 'coming-soon' };

describe('ventures', () => {
  it('are seeded: ten in showcase order, five active with a link or path, five coming soon', async () => {
    const items = await ventures();
    expect(items).toHaveLength(10);
    expect(items.map((v) => v.sort_order)).toEqual([...items.map((v) => v.sort_order)].sort((a, b) => a - b));
    const active = items.filter((v) => v.status === 'active');
    expect(active).toHaveLength(5);
    for (const v of active) expect(v.url).toMatch(/^(\/[a-z-]+|https:\/\/[a-z.]+\.example)$/);
    expect(items.filter((v) => v.status === 'coming-soon')).toHaveLength(5);
    expect(items[0]).toMatchObject({ slug: 'infinitrii-nexus', url: '/infinitrii-nexus', status: 'active' });
    for (const v of items) expect(site.Venture.parse(v)).toEqual(v);
  });

  it('lets an admin create a venture at the end, activate it and edit it, with an audit trail', async () => {
    const created = await send('/admin/ventures', fresh, { headers: admin });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await ventures()).at(-1)).toMatchObject({ id, url: null, logo: null });
    expect((await send('/admin/ventures', fresh, { headers: admin })).statusCode).toBe(409);

    const activated = await send(`/admin/ventures/${id}`, { status: 'active', url: 'https://academy.example/start' }, { headers: admin, method: 'PATCH' });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({ status: 'active', url: 'https://academy.example/start', name: 'Sovereign Academy' });
    const cleared = await send(`/admin/ventures/${id}`, { url: '' }, { headers: admin, method: 'PATCH' });
    expect(cleared.json().url).toBeNull();

    const log = (await t.app.inject({ url: '/admin/audit', headers: admin })).json().items;
    expect(log.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['site.venture.create', 'site.venture.update']));
    expect((await send(`/admin/ventures/${id}`, {}, { headers: admin, method: 'PATCH' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: `/admin/ventures/${id}`, headers: admin })).statusCode).toBe(200);
    expect(await ventures()).toHaveLength(10);
    expect((await t.app.inject({ method: 'DELETE', url: `/admin/ventures/${id}`, headers: admin })).statusCode).toBe(404);
  });

  it.each([
    ['javascript URL', { url: 'javascript:alert(1)' }],
    ['protocol-relative URL', { url: '//evil.example' }],
    ['bad status', { status: 'paused' }],
    ['bad slug', { slug: 'Not A Slug' }],
    ['empty name', { name: '' }],
    ['oversized description', { description: 'x'.repeat(2001) }],
    ['unknown field', { featured: true }],
  ])('refuses a venture with a %s', async (_label, change) => {
    const res = await send('/admin/ventures', { ...fresh, slug: 'other-venture', ...change }, { headers: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it('reorders the whole showcase and refuses partial or unknown orders', async () => {
    const ids = (await ventures()).map((v) => v.id);
    const reversed = [...ids].reverse();
    const res = await send('/admin/ventures/order', { ids: reversed }, { headers: admin, method: 'PUT' });
    expect(res.statusCode).toBe(200);
    expect((await ventures()).map((v) => v.id)).toEqual(reversed);
    expect((await send('/admin/ventures/order', { ids: reversed.slice(1) }, { headers: admin, method: 'PUT' })).statusCode).toBe(400);
    expect((await send('/admin/ventures/order', { ids: [...reversed, reversed[0]] }, { headers: admin, method: 'PUT' })).statusCode).toBe(400);
    expect((await ventures()).map((v) => v.id)).toEqual(reversed);
  });
});

describe('content blocks', () => {
  it('serves the seeded texts to everyone', async () => {
    const res = await t.app.inject('/content');
    expect(res.statusCode).toBe(200);
    const { blocks } = res.json();
    expect(Object.keys(blocks).sort()).toEqual([...site.CONTENT_KEYS].sort());
    expect(blocks['home.hero.title']).toBe('This Is Your Sign To Be More Sovereign');
  });

  it('lets an admin edit a text, recorded in the audit log', async () => {
    const res = await send('/admin/content/about.intro', { value: '  We teach sovereignty.  ' }, { headers: admin, method: 'PUT' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ key: 'about.intro', value: 'We teach sovereignty.', label: 'About: introduction' });
    expect((await t.app.inject('/content')).json().blocks['about.intro']).toBe('We teach sovereignty.');
    const list = (await t.app.inject({ url: '/admin/content', headers: admin })).json().items;
    expect(list.find((b: { key: string }) => b.key === 'about.intro').updated_by).not.toBeNull();
    const log = (await t.app.inject({ url: '/admin/audit', headers: admin })).json().items;
    expect(log[0]).toMatchObject({ action: 'site.content.update', target_id: 'about.intro', details: { after: 'We teach sovereignty.' } });
  });

  it('refuses unknown keys, empty and oversized texts, and visitors', async () => {
    expect((await send('/admin/content/home.secret', { value: 'x' }, { headers: admin, method: 'PUT' })).statusCode).toBe(400);
    expect((await send('/admin/content/about.intro', { value: ' ' }, { headers: admin, method: 'PUT' })).statusCode).toBe(400);
    expect((await send('/admin/content/about.intro', { value: 'x'.repeat(site.CONTENT_MAX + 1) }, { headers: admin, method: 'PUT' })).statusCode).toBe(400);
    expect((await send('/admin/content/about.intro', { value: 'hacked' }, { method: 'PUT' })).statusCode).toBe(401);
    expect((await t.app.inject('/content')).json().blocks['about.intro']).not.toBe('hacked');
  });
});
