import { admin } from '@sqw/contracts';
import { downUrl } from './fakes';
import { startAdmin, type Harness } from './helpers';
import { startUpstreams } from './upstreams';

let up: Awaited<ReturnType<typeof startUpstreams>>;
let t: Harness;
beforeAll(async () => {
  up = await startUpstreams();
  // The store is down: its audit entries and its settings are missing, the rest answers.
  t = await startAdmin({ ...up.urls, store: await downUrl(), admin: 'http://127.0.0.1:4006' });
}, 60_000);
afterAll(async () => {
  await t.close();
  await up.close();
}, 60_000);

describe('audit across services', () => {
  it('merges every service audit log with its own, newest first, naming a service that is down', async () => {
    const ticket = (await t.post('/admin/tickets', { title: 'Audit me', description: 'd', priority: 'Low' })).json();
    const res = await t.get('/admin/audit-all?limit=3');
    expect(res.statusCode).toBe(200);
    const body = admin.AuditAllPage.parse(res.json());
    expect(body.unavailable).toEqual(['store']);
    // The ticket was created just now, the site entry an hour ago, web essentials yesterday.
    expect(body.items.map((i) => [i.service, i.action])).toEqual([
      ['admin', 'admin.ticket.create'],
      ['site', 'site.contact_message.status'],
      ['webEssentials', 'web-essentials.submission.status'],
    ]);
    expect(body.items[0]).toMatchObject({ target_type: 'ticket', target_id: ticket.id, actor_email: 'admin@example.com' });
    for (const [name, fake] of Object.entries(up.fakes).filter(([service]) => service !== 'store')) {
      const seen = fake.seen.find((request) => request.path === '/admin/audit');
      expect([name, seen?.query.get('limit'), seen?.headers.authorization]).toEqual([name, '3', t.adminHeader]);
    }
    expect((await t.get('/admin/audit-all?limit=201')).statusCode).toBe(400);
  });

  it("keeps the kit's own audit route for this service", async () => {
    const res = await t.get('/admin/audit');
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0]).toMatchObject({ action: 'admin.ticket.create' });
  });
});

describe('configuration', () => {
  it('shows health, mail, storage, store and auth settings without secrets', async () => {
    const res = await t.get('/admin/config');
    expect(res.statusCode).toBe(200);
    const c = admin.AdminConfig.parse(res.json());
    const health = Object.fromEntries(c.services.map((service) => [service.name, service.healthy]));
    expect(health).toEqual({ auth: true, site: true, store: false, webEssentials: true, media: true, hall: false, admin: true });
    expect(c.services.find((service) => service.name === 'site')!.url).toBe(up.fakes.site.url);
    expect(c.mail).toEqual({ smtp_configured: true, from: expect.stringContaining('no-reply@sqw.local') });
    expect(c.storage).toEqual({ driver: 'filesystem' });
    expect(c.store).toBeNull();
    expect(c.unavailable).toEqual(['store']);
    // testIssuer signs tokens for one hour.
    expect(c.auth).toEqual({ access_token_ttl_seconds: 3600, password_min_length: 8 });
    expect(res.body).not.toMatch(/smtp:\/\/|anon-key|password"/i);
  });
});
