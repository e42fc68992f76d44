import { site } from '@sqw/contracts';
import { clearPlaceholders } from '../src/migrations/0005-clear-placeholders';
import { poster, siteForFile } from './helpers';

const t = siteForFile();
const send = poster(t);
const ventures = async () => (await t.app.inject('/ventures')).json().items as site.Venture[];
const fresh = { slug: 'sovereign-academy', name: 'Sovereign Academy', tagline: 'Learn', description: 'Courses for young investors.', status: 'coming-soon' };

describe('ventures', () => {
  it('are seeded: ten in showcase order, five active, five coming soon, and no made-up site address', async () => {
    const items = await ventures();
    expect(items).toHaveLength(10);
    expect(items.map((v) => v.sort_order)).toEqual([...items.map((v) => v.sort_order)].sort((a, b) => a - b));
    const active = items.filter((v) => v.status === 'active');
    expect(active).toHaveLength(5);
    // Only the coaching venture's own page is known; the others wait for the admin to enter their real site.
    expect(items.filter((v) => v.url !== null).map((v) => v.url)).toEqual(['/infinitrii-nexus']);
    expect(items.filter((v) => v.status === 'coming-soon')).toHaveLength(5);
    expect(items[0]).toMatchObject({ slug: 'infinitrii-nexus', url: '/infinitrii-nexus', status: 'active' });
    for (const v of items) expect(site.Venture.parse(v)).toEqual(v);
  });

  it('lets an admin create a venture at the end, activate it and edit it, with an audit trail', async () => {
    const created = await send('/admin/ventures', fresh, { headers: t.admin });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await ventures()).at(-1)).toMatchObject({ id, url: null, logo: null });
    expect((await send('/admin/ventures', fresh, { headers: t.admin })).statusCode).toBe(409);

    const activated = await send(`/admin/ventures/${id}`, { status: 'active', url: 'https://academy.example/start' }, { headers: t.admin, method: 'PATCH' });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({ status: 'active', url: 'https://academy.example/start', name: 'Sovereign Academy' });
    const cleared = await send(`/admin/ventures/${id}`, { url: '' }, { headers: t.admin, method: 'PATCH' });
    expect(cleared.json().url).toBeNull();

    const log = (await t.app.inject({ url: '/admin/audit', headers: t.admin })).json().items;
    expect(log.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['site.venture.create', 'site.venture.update']));
    expect((await send(`/admin/ventures/${id}`, {}, { headers: t.admin, method: 'PATCH' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: `/admin/ventures/${id}`, headers: t.admin })).statusCode).toBe(200);
    expect(await ventures()).toHaveLength(10);
    expect((await t.app.inject({ method: 'DELETE', url: `/admin/ventures/${id}`, headers: t.admin })).statusCode).toBe(404);
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
    const res = await send('/admin/ventures', { ...fresh, slug: 'other-venture', ...change }, { headers: t.admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it('clears made-up .example sites an earlier seed left, keeping real ones', async () => {
    const [a, b] = await ventures();
    await t.db
      .updateTable('ventures' as any)
      .set({ url: 'https://shop.sovereignlifestyle.example' })
      .where('id', '=', a.id)
      .execute();
    await t.db
      .updateTable('ventures' as any)
      .set({ url: 'https://www.example.com/shine' })
      .where('id', '=', b.id)
      .execute();
    await t.db
      .updateTable('content' as any)
      .set({ value: '(555) 013-7790' })
      .where('key', '=', 'contact.phone')
      .execute();
    await clearPlaceholders.up(t.db);
    const after = await ventures();
    expect(after.find((v) => v.id === a.id)?.url).toBeNull();
    expect(after.find((v) => v.id === b.id)?.url).toBe('https://www.example.com/shine');
    expect((await t.app.inject('/content')).json().blocks['contact.phone']).toBe('');
    await t.db
      .updateTable('ventures' as any)
      .set({ url: a.url })
      .where('id', '=', a.id)
      .execute();
    await t.db
      .updateTable('ventures' as any)
      .set({ url: b.url })
      .where('id', '=', b.id)
      .execute();
  });

  it('reorders the whole showcase and refuses partial or unknown orders', async () => {
    const ids = (await ventures()).map((v) => v.id);
    const reversed = [...ids].reverse();
    const res = await send('/admin/ventures/order', { ids: reversed }, { headers: t.admin, method: 'PUT' });
    expect(res.statusCode).toBe(200);
    expect((await ventures()).map((v) => v.id)).toEqual(reversed);
    expect((await send('/admin/ventures/order', { ids: reversed.slice(1) }, { headers: t.admin, method: 'PUT' })).statusCode).toBe(400);
    expect((await send('/admin/ventures/order', { ids: [...reversed, reversed[0]] }, { headers: t.admin, method: 'PUT' })).statusCode).toBe(400);
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
    const res = await send('/admin/content/about.intro', { value: '  We teach sovereignty.  ' }, { headers: t.admin, method: 'PUT' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ key: 'about.intro', value: 'We teach sovereignty.', label: 'About: introduction' });
    expect((await t.app.inject('/content')).json().blocks['about.intro']).toBe('We teach sovereignty.');
    const list = (await t.app.inject({ url: '/admin/content', headers: t.admin })).json().items;
    expect(list.find((b: { key: string }) => b.key === 'about.intro').updated_by).not.toBeNull();
    const log = (await t.app.inject({ url: '/admin/audit', headers: t.admin })).json().items;
    expect(log[0]).toMatchObject({ action: 'site.content.update', target_id: 'about.intro', details: { after: 'We teach sovereignty.' } });
  });

  it('seeds the contact phone and social pages empty: nothing made up', async () => {
    const { blocks } = (await t.app.inject('/content')).json();
    for (const key of ['contact.phone', 'social.instagram', 'social.youtube', 'social.tiktok']) expect(blocks[key]).toBe('');
  });

  it('lets an admin set the phone and a social page, and empty them again', async () => {
    const phone = await send('/admin/content/contact.phone', { value: ' +1 (305) 201-4417 ' }, { headers: t.admin, method: 'PUT' });
    expect(phone.statusCode).toBe(200);
    const insta = await send('/admin/content/social.instagram', { value: 'https://www.instagram.com/sqwcoaching' }, { headers: t.admin, method: 'PUT' });
    expect(insta.statusCode).toBe(200);
    let blocks = (await t.app.inject('/content')).json().blocks;
    expect(blocks).toMatchObject({ 'contact.phone': '+1 (305) 201-4417', 'social.instagram': 'https://www.instagram.com/sqwcoaching' });
    expect((await send('/admin/content/contact.phone', { value: '' }, { headers: t.admin, method: 'PUT' })).statusCode).toBe(200);
    blocks = (await t.app.inject('/content')).json().blocks;
    expect(blocks['contact.phone']).toBe('');
  });

  it.each([
    ['social.instagram', 'javascript:alert(1)'],
    ['social.youtube', 'www.youtube.com/@sqw'],
    ['social.tiktok', '//tiktok.com/@sqw'],
    ['contact.phone', 'call us'],
    ['contact.phone', '12345'],
  ])('refuses %s = %s with a readable message', async (key, value) => {
    const res = await send(`/admin/content/${key}`, { value }, { headers: t.admin, method: 'PUT' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', details: [{ path: 'value' }] });
    expect(res.json().error.message).toMatch(/http\(s\) URL|phone number/);
  });

  it('refuses unknown keys, empty and oversized texts, and visitors', async () => {
    expect((await send('/admin/content/home.secret', { value: 'x' }, { headers: t.admin, method: 'PUT' })).statusCode).toBe(400);
    expect((await send('/admin/content/about.intro', { value: ' ' }, { headers: t.admin, method: 'PUT' })).statusCode).toBe(400);
    expect((await send('/admin/content/about.intro', { value: 'x'.repeat(site.CONTENT_MAX + 1) }, { headers: t.admin, method: 'PUT' })).statusCode).toBe(400);
    expect((await send('/admin/content/about.intro', { value: 'hacked' }, { method: 'PUT' })).statusCode).toBe(401);
    expect((await t.app.inject('/content')).json().blocks['about.intro']).not.toBe('hacked');
  });
});
