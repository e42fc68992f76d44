import { randomUUID } from 'node:crypto';
import { site } from '@sqw/contracts';
import { area } from '@sqw/contracts/areas';
import { countRows } from '@sqw/service-kit/testing';
import { outbox, poster, siteForFile } from './helpers';
import { FORM_RATE_LIMIT } from '../src/flood';

const t = siteForFile({ BUSINESS_EMAIL: 'owner@sqw.example' });
const post = poster(t);

describe('free guide', () => {
  it('stores the lead and e-mails a link to the PDF this service serves', async () => {
    const res = await post('/guide-leads', { name: ' Grace ', email: 'grace@example.com' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true, message: 'Thank you! Your free guide will be sent to your email.' });
    const lead = await t.db.selectFrom('guide_leads').selectAll().where('email', '=', 'grace@example.com').executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ name: 'Grace', request_count: 1 });
    const [mail] = (await outbox(t, 'site.guide')).filter((m) => m.to_address === 'grace@example.com');
    const link = /(https?:\/\/\S+\.pdf)/.exec(mail!.text_body)![1]!;
    expect(link).toBe(`http://localhost:${area('site').service.port}/guide/sovereign-wealth-guide.pdf`);
    const pdf = await t.app.inject(new URL(link).pathname);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('keeps one lead per address, counting repeat requests and keeping a name given before', async () => {
    await post('/guide-leads', { name: 'Lin', email: 'lin@example.com' });
    expect((await post('/guide-leads', { email: 'LIN@example.com', name: '' })).statusCode).toBe(201);
    const rows = await t.db.selectFrom('guide_leads').selectAll().where('email', '=', 'lin@example.com').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Lin', request_count: 2 });
  });

  it.each([
    ['empty email', { email: '' }, 'email', site.MESSAGES.guideEmailRequired],
    ['missing email', { name: 'No Mail' }, 'email', site.MESSAGES.guideEmailRequired],
    ['malformed email', { email: 'grace.example.com' }, 'email', 'Please enter a valid email.'],
    ['oversized name', { name: 'x'.repeat(121), email: 'a@example.com' }, 'name', 'Must be at most 120 characters'],
    ['unknown field', { email: 'a@example.com', phone: '1' }, '', undefined],
  ])('refuses %s', async (_label, body, path, message) => {
    const before = await countRows(t, 'guide_leads');
    const res = await post('/guide-leads', body);
    expect(res.statusCode).toBe(400);
    const err = res.json().error;
    expect(err.code).toBe('validation_failed');
    if (message) expect(err.details).toContainEqual({ path, message });
    expect(await countRows(t, 'guide_leads')).toBe(before);
  });
});

describe('contact form', () => {
  const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'I would like to book a session.' };

  it('stores the message as new and notifies the business by e-mail', async () => {
    const res = await post('/contact', valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ok: true, message: "Thank you for your message. We'll get back to you soon!" });
    const row = await t.db.selectFrom('contact_messages').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ...valid, status: 'new' });
    const notices = await outbox(t, 'site.contact_notice');
    expect(notices).toContainEqual(expect.objectContaining({ to_address: 'owner@sqw.example', subject: 'New contact message from Ada Lovelace' }));
    expect(notices.at(-1)!.text_body).toContain(valid.message);
  });

  it.each([
    ['missing name', { ...valid, name: undefined }, 'name', site.MESSAGES.contactNameRequired],
    ['blank name', { ...valid, name: '  ' }, 'name', site.MESSAGES.contactNameRequired],
    ['missing email', { ...valid, email: '' }, 'email', site.MESSAGES.contactEmailRequired],
    ['malformed email', { ...valid, email: 'ada@@example.com' }, 'email', 'Please enter a valid email.'],
    ['missing message', { ...valid, message: '' }, 'message', site.MESSAGES.contactMessageRequired],
    ['oversized message', { ...valid, message: 'x'.repeat(site.MESSAGE_MAX + 1) }, 'message', 'Must be at most 5000 characters'],
    ['wrong type', { ...valid, message: 42 }, 'message', 'Must be text'],
    ['unknown field', { ...valid, phone: '555' }, '', undefined],
  ])('refuses %s', async (_label, body, path, message) => {
    const before = await countRows(t, 'contact_messages');
    const res = await post('/contact', body);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().error.details).toContainEqual({ path, message });
    expect(await countRows(t, 'contact_messages')).toBe(before);
  });

  it('stores one row and sends one notice for a retried post with the same Idempotency-Key', async () => {
    const key = randomUUID();
    const body = { ...valid, email: 'retry@example.com' };
    const headers = { 'idempotency-key': key };
    const [a, b] = await Promise.all([post('/contact', body, { headers }), post('/contact', body, { headers })]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(await t.db.selectFrom('contact_messages').select('id').where('email', '=', 'retry@example.com').execute()).toHaveLength(1);
    // Without the key, a second post is a second message.
    expect((await post('/contact', body)).json().id).not.toBe(a.json().id);
  });

  it('does not double-count a retried guide request', async () => {
    const headers = { 'idempotency-key': randomUUID() };
    await post('/guide-leads', { email: 'once@example.com' }, { headers });
    await post('/guide-leads', { email: 'once@example.com' }, { headers });
    const lead = await t.db.selectFrom('guide_leads').select('request_count').where('email', '=', 'once@example.com').executeTakeFirstOrThrow();
    expect(lead.request_count).toBe(1);
    expect((await outbox(t, 'site.guide')).filter((m) => m.to_address === 'once@example.com')).toHaveLength(1);
  });
});

describe('flood limits', () => {
  it('lets many visitors behind one address sign up, and answers 429 at the address ceiling', async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < FORM_RATE_LIMIT.perAddress; i++) expect((await post('/newsletter', { email: `flood${i}@example.com` }, { ip })).statusCode).toBe(200);
    const res = await post('/newsletter', { email: 'flood-last@example.com' }, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('over_request_rate_limit');
    expect(res.json().error.message).toMatch(/Too many requests/);
    expect(res.headers['retry-after']).toBeDefined();
    expect(await t.db.selectFrom('newsletter_subscribers').select('id').where('email', '=', 'flood-last@example.com').execute()).toHaveLength(0);
  });

  it('refuses more than five contact messages an hour from one address, whatever the IP', async () => {
    const body = { name: 'Spam', email: 'spam@example.com', message: 'Buy now' };
    for (let i = 0; i < 5; i++) expect((await post('/contact', body)).statusCode).toBe(201);
    const res = await post('/contact', { ...body, email: 'SPAM@example.com' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toEqual({ code: 'over_request_rate_limit', message: 'Too many messages from this email address. Please try again in an hour.' });
    expect(res.headers['retry-after']).toBe('3600');
    expect(await t.db.selectFrom('contact_messages').select('id').where('email', '=', 'spam@example.com').execute()).toHaveLength(5);
    // Another address is unaffected.
    expect((await post('/contact', { ...body, email: 'fine@example.com' })).statusCode).toBe(201);
  });

  it('limits guide e-mails to one address, so the form cannot be used to flood an inbox', async () => {
    for (let i = 0; i < 3; i++) expect((await post('/guide-leads', { email: 'victim@example.com' })).statusCode).toBe(201);
    const res = await post('/guide-leads', { email: 'victim@example.com' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toMatch(/requested the guide too often/);
    expect((await outbox(t, 'site.guide')).filter((m) => m.to_address === 'victim@example.com')).toHaveLength(3);
  });

  it('limits repeated newsletter sign-ups of one address', async () => {
    for (let i = 0; i < 5; i++) expect((await post('/newsletter', { email: 'again@example.com' })).statusCode).toBe(200);
    expect((await post('/newsletter', { email: 'again@example.com' })).statusCode).toBe(429);
  });
});
