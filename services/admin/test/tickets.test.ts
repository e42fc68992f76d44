import { randomUUID } from 'node:crypto';
import { admin } from '@sqw/contracts';
import { ticketNumber } from '../src/data/tickets';
import { startAdmin, type Harness } from './helpers';

let t: Harness;
beforeAll(async () => {
  t = await startAdmin();
});
afterAll(() => t.close());

const create = (body: object) => t.post('/admin/tickets', body);

describe('support tickets', () => {
  it('creates an Open ticket numbered 001 by the admin, and logs it', async () => {
    const res = await create({ title: '  Login broken ', description: 'Cannot sign in', priority: 'High' });
    expect(res.statusCode).toBe(201);
    const ticket = admin.Ticket.parse(res.json());
    expect(ticket).toMatchObject({
      number: '001',
      title: 'Login broken',
      description: 'Cannot sign in',
      priority: 'High',
      status: 'Open',
      resolved_at: null,
      created_by: 'admin@example.com',
    });
    const log = await t.db.selectFrom('audit_log').selectAll().where('target_id', '=', ticket.id).execute();
    expect(log).toEqual([
      expect.objectContaining({ action: 'admin.ticket.create', actor_email: 'admin@example.com', details: { number: '001', priority: 'High' } }),
    ]);
  });

  it.each([
    ['an empty title', { title: ' ', description: 'x', priority: 'Low' }, 'title'],
    ['no description', { title: 'x', priority: 'Low' }, 'description'],
    ['an unknown priority', { title: 'x', description: 'y', priority: 'Urgent' }, 'priority'],
    ['an unknown field', { title: 'x', description: 'y', priority: 'Low', status: 'Resolved' }, ''],
  ])('refuses %s with a 400 naming the field', async (_name, body, path) => {
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    if (path) expect(res.json().error.details[0].path).toBe(path);
    if (path === 'title' || path === 'description') expect(res.json().error.message).toContain(admin.MESSAGES.fillAllFields);
  });

  it('refuses a body that is not JSON with a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/tickets',
      headers: { ...t.adminAuth, 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_json');
  });

  it('defaults the priority to Medium', async () => {
    expect((await create({ title: 'Default', description: 'd' })).json().priority).toBe('Medium');
  });

  it('resolves once: Open to Resolved, then 409; unknown ids are 404, malformed ones 400', async () => {
    const { id, number } = (await create({ title: 'Resolve me', description: 'd', priority: 'Low' })).json();
    const res = await t.post(`/admin/tickets/${id}/resolve`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, number, status: 'Resolved' });
    expect(Date.parse(res.json().resolved_at)).not.toBeNaN();
    const again = await t.post(`/admin/tickets/${id}/resolve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This ticket is already resolved.');
    expect((await t.post(`/admin/tickets/${randomUUID()}/resolve`)).statusCode).toBe(404);
    expect((await t.post('/admin/tickets/123/resolve')).statusCode).toBe(400);
    const log = await t.db.selectFrom('audit_log').select('action').where('target_id', '=', id).orderBy('id').execute();
    expect(log.map((l) => l.action)).toEqual(['admin.ticket.create', 'admin.ticket.resolve']);
  });

  it('lists newest first with a count, and filters by status', async () => {
    const all = admin.TicketPage.parse((await t.get('/admin/tickets')).json());
    expect(all).toMatchObject({ total: 3, total_capped: false, next: null });
    expect(all.items.map((i) => i.number)).toEqual(['003', '002', '001']);
    expect(all.items[1]).toMatchObject({ created_by: 'admin@example.com', resolved_at: null });
    expect(Date.parse(all.items[0]!.created_at)).not.toBeNaN();
    const open = (await t.get('/admin/tickets?status=Open')).json();
    expect(open.items.map((i: admin.Ticket) => i.number)).toEqual(['002', '001']);
    expect(open.total).toBe(2);
    expect((await t.get('/admin/tickets?status=Resolved')).json().items.map((i: admin.Ticket) => i.title)).toEqual(['Resolve me']);
    expect((await t.get('/admin/tickets?status=Closed')).statusCode).toBe(400);
    expect((await t.get('/admin/tickets?limit=0')).statusCode).toBe(400);
    expect((await t.get('/admin/tickets?offset=1')).json().items).toHaveLength(3);
  });

  it('pages to the end by cursor, each page after the last, the filter kept', async () => {
    const seen: string[] = [];
    let after: string | null | undefined;
    do {
      const res = await t.get(`/admin/tickets?status=Open&limit=1${after ? `&after=${encodeURIComponent(after)}` : ''}`);
      expect(res.statusCode).toBe(200);
      const page = admin.TicketPage.parse(res.json());
      expect(page.total).toBe(2);
      seen.push(...page.items.map((i) => i.number));
      after = page.next;
    } while (after);
    expect(seen).toEqual(['002', '001']);
  });

  it('keeps a page right when tickets are created meanwhile', async () => {
    const first = (await t.get('/admin/tickets?limit=2')).json();
    expect(first.items.map((i: admin.Ticket) => i.number)).toEqual(['003', '002']);
    await create({ title: 'Newer', description: 'd', priority: 'Low' });
    const second = (await t.get(`/admin/tickets?limit=2&after=${encodeURIComponent(first.next)}`)).json();
    expect(second).toMatchObject({ next: null, total: 4, items: [expect.objectContaining({ number: '001' })] });
  });

  it.each(['not-a-cursor', Buffer.from(JSON.stringify(['x'])).toString('base64url'), Buffer.from('[]').toString('base64url')])(
    'refuses the cursor %s with a 400 in the shared error shape',
    async (cursor) => {
      const res = await t.get(`/admin/tickets?after=${cursor}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'validation_failed', details: [{ path: 'after', message: 'Invalid cursor' }] });
    },
  );

  it('numbers 20 parallel creates with 20 distinct consecutive numbers', async () => {
    const before = (await t.get('/admin/tickets')).json().total as number;
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => create({ title: `Parallel ${i}`, description: 'd', priority: 'Low' })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const numbers = results.map((r) => Number(r.json().number)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => before + 1 + i));
  });

  it('pads to three digits and grows past 999', () => {
    expect([1, 42, 999, 1000, 12345].map(ticketNumber)).toEqual(['001', '042', '999', '1000', '12345']);
  });
});
