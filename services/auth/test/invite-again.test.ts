// What the admin panel tells apart after POST /invite: a new account, one invited again, one that exists.
import { ensureAdmin } from '../src/admin-bootstrap';
import { startAuth, type Auth } from './harness';
import { adminSession } from './mfa-helpers';

let t: Auth;
let token: string;
beforeAll(async () => {
  t = await startAuth();
  await ensureAdmin(t.db, { email: 'boss@example.com', password: 'boss-password-1' });
  token = (await adminSession(t, 'boss@example.com', 'boss-password-1')).access_token;
});
afterAll(() => t.close());

describe('POST /invite on an e-mail it has seen', () => {
  it('creates and invites a new account at the same moment, and invites a pending one again later than it was created', async () => {
    const first = (await t.call('POST', '/invite', { email: 'pending@example.com' }, token)).json();
    expect(first.invited_at).toBe(first.created_at);
    await new Promise((r) => setTimeout(r, 20));
    const again = await t.call('POST', '/invite', { email: 'pending@example.com' }, token);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.id);
    expect(Date.parse(again.json().invited_at)).toBeGreaterThan(Date.parse(again.json().created_at));
  });

  it('refuses an account that is confirmed with email_exists', async () => {
    const res = await t.call('POST', '/invite', { email: 'boss@example.com' }, token);
    expect([res.statusCode, res.json().code]).toEqual([422, 'email_exists']);
  });
});
