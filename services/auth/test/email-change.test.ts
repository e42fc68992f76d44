// Changing the e-mail address needs both the current and the new address, as GoTrue's secure e-mail change.
import { SITE, confirmedUser, signIn, startAuth, type Auth } from './harness';

let t: Auth;
beforeAll(async () => {
  t = await startAuth();
});
afterAll(() => t.close());

const OLD = 'owner@example.com';
const NEW = 'owner.new@example.com';
const HALF = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

async function open(link: string) {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location')!);
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

describe('secure e-mail change', () => {
  let token: string;
  beforeAll(async () => {
    await confirmedUser(t, OLD);
    token = (await signIn(t, OLD)).access_token;
  });

  it('mails a confirmation to both addresses, and the new address alone does not move the account', async () => {
    const res = await t.call('PUT', `/user?redirect_to=${encodeURIComponent(`${SITE}/account`)}`, { email: NEW }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: OLD, new_email: NEW });
    const toNew = await t.lastMail(NEW);
    const toOld = await t.lastMail(OLD);
    expect(toNew.mail.kind).toBe('auth.email_change');
    expect(toOld.mail.kind).toBe('auth.email_change_current');
    expect(toOld.mail.text_body).toContain(NEW);

    const first = await open(toNew.localLink);
    expect(first.fragment.get('message')).toBe(HALF);
    expect(first.fragment.get('access_token')).toBeNull();
    const row = await t.db.selectFrom('users').select(['email', 'email_change_confirm_status']).where('email', '=', OLD).executeTakeFirstOrThrow();
    expect(row).toEqual({ email: OLD, email_change_confirm_status: 1 });
    // Signing in with the new address does not work yet.
    expect((await t.client().auth.signInWithPassword({ email: NEW, password: 'member-password-1' })).error?.code).toBe('invalid_credentials');

    const second = await open(toOld.localLink);
    expect(`${second.location.origin}${second.location.pathname}`).toBe(`${SITE}/account`);
    expect(second.fragment.get('type')).toBe('email_change');
    expect(second.fragment.get('access_token')).toEqual(expect.any(String));
    const after = await t.db
      .selectFrom('users')
      .select(['email', 'email_change', 'email_change_confirm_status'])
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ email: NEW, email_change: null, email_change_confirm_status: 0 });
  });

  it('answers the first typed code with GoTrue’s message and no session', async () => {
    const s = await signIn(t, NEW);
    expect((await t.call('PUT', '/user', { email: 'third@example.com' }, s.access_token)).statusCode).toBe(200);
    const { code: fromCurrent } = await t.lastMail(NEW);
    const half = await t.call('POST', '/verify', { type: 'email_change', email: NEW, token: fromCurrent });
    expect(half.statusCode).toBe(200);
    expect(half.json()).toEqual({ msg: HALF, code: '200' });
    // The same code cannot count twice.
    expect((await t.call('POST', '/verify', { type: 'email_change', email: NEW, token: fromCurrent })).statusCode).toBe(403);
    const { code: fromNew } = await t.lastMail('third@example.com');
    const done = await t.call('POST', '/verify', { type: 'email_change', email: 'third@example.com', token: fromNew });
    expect(done.statusCode).toBe(200);
    expect(done.json().user.email).toBe('third@example.com');
  });

  it('voids the links of a change replaced by a newer one', async () => {
    const s = await signIn(t, 'third@example.com');
    await t.call('PUT', '/user', { email: 'fourth@example.com' }, s.access_token);
    const stale = await t.lastMail('fourth@example.com');
    await t.call('PUT', '/user', { email: 'fifth@example.com' }, s.access_token);
    const { fragment } = await open(stale.localLink);
    expect(fragment.get('error_code')).toBe('otp_expired');
  });
});
