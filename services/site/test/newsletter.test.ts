import { site } from '@sqw/contracts';
import { countRows } from '@sqw/service-kit/testing';
import { outbox, poster, siteForFile } from './helpers';

const t = siteForFile({ SITE_URL: 'https://sqw.example' });
const post = poster(t);

const tokenOf = async (email: string) => {
  const mails = (await outbox(t, 'site.newsletter_welcome')).filter((m) => m.to_address === email);
  const match = /https:\/\/sqw\.example\/unsubscribe\?token=([A-Za-z0-9_-]{43})/.exec(mails.at(-1)?.text_body ?? '');
  if (!match) throw new Error(`no unsubscribe link mailed to ${email}`);
  return match[1]!;
};
const statusOf = async (email: string) =>
  (await t.db.selectFrom('newsletter_subscribers').select('status').where('email', '=', email).executeTakeFirstOrThrow()).status;

describe('newsletter sign-up', () => {
  it('stores the address once, mails a confirmation with an unsubscribe link, and answers a repeat the same way', async () => {
    const first = await post('/newsletter', { email: 'Ada@Example.com ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true, message: 'Thank you for subscribing to Sovereign Wealth Insights!' });
    const again = await post('/newsletter', { email: 'ada@example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const rows = await t.db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', 'ada@example.com').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('subscribed');
    const mails = (await outbox(t, 'site.newsletter_welcome')).filter((m) => m.to_address === 'ada@example.com');
    expect(mails).toHaveLength(1);
    const token = await tokenOf('ada@example.com');
    // Only a hash of the token is kept.
    expect(JSON.stringify(rows[0])).not.toContain(token);
  });

  it.each([
    ['empty email', { email: '' }, 'Please enter your email address.'],
    ['blank email', { email: '   ' }, 'Please enter your email address.'],
    ['missing email', {}, 'Please enter your email address.'],
    ['malformed email', { email: 'ada@' }, 'Please enter a valid email.'],
    ['oversized email', { email: `${'a'.repeat(250)}@example.com` }, 'Please enter a shorter email address.'],
  ])('refuses %s with the contract message', async (_label, body, message) => {
    const before = await countRows(t, 'newsletter_subscribers');
    const res = await post('/newsletter', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', details: [{ path: 'email', message }] });
    expect(await countRows(t, 'newsletter_subscribers')).toBe(before);
  });

  it('refuses unknown fields and malformed JSON', async () => {
    expect((await post('/newsletter', { email: 'x@example.com', admin: true })).statusCode).toBe(400);
    const bad = await t.app.inject({ method: 'POST', url: '/newsletter', payload: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('bad_json');
  });
});

describe('unsubscribe', () => {
  it("unsubscribes exactly the token's subscriber; another's token cannot be used for someone else", async () => {
    await post('/newsletter', { email: 'one@example.com' });
    await post('/newsletter', { email: 'two@example.com' });
    const one = await tokenOf('one@example.com');
    const two = await tokenOf('two@example.com');
    expect(one).not.toBe(two);

    const res = await post('/newsletter/unsubscribe', { token: one });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: site.MESSAGES.unsubscribed });
    expect(await statusOf('one@example.com')).toBe('unsubscribed');
    expect(await statusOf('two@example.com')).toBe('subscribed');
    // The body names no address: only the token decides whose subscription ends.
    expect((await post('/newsletter/unsubscribe', { token: one, email: 'two@example.com' })).statusCode).toBe(400);
    expect(await statusOf('two@example.com')).toBe('subscribed');
    // Clicking the link twice is fine.
    expect((await post('/newsletter/unsubscribe', { token: one })).statusCode).toBe(200);
  });

  it('refuses unknown and malformed tokens', async () => {
    const unknown = await post('/newsletter/unsubscribe', { token: 'A'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(site.MESSAGES.invalidUnsubscribeLink);
    expect((await post('/newsletter/unsubscribe', { token: 'short' })).statusCode).toBe(400);
    expect((await post('/newsletter/unsubscribe', {})).statusCode).toBe(400);
  });

  it('lets an unsubscribed address subscribe again with a new link; the old link stops working', async () => {
    await post('/newsletter', { email: 'back@example.com' });
    const old = await tokenOf('back@example.com');
    await post('/newsletter/unsubscribe', { token: old });
    expect(await statusOf('back@example.com')).toBe('unsubscribed');

    expect((await post('/newsletter', { email: 'back@example.com' })).statusCode).toBe(200);
    expect(await statusOf('back@example.com')).toBe('subscribed');
    const fresh = await tokenOf('back@example.com');
    expect(fresh).not.toBe(old);
    expect(await t.db.selectFrom('newsletter_subscribers').select('id').where('email', '=', 'back@example.com').execute()).toHaveLength(1);
    expect((await post('/newsletter/unsubscribe', { token: old })).statusCode).toBe(404);
    expect((await post('/newsletter/unsubscribe', { token: fresh })).statusCode).toBe(200);
  });
});
