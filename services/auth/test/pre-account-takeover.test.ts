// Someone signs up with another person's address first: the account must never end up with their password.
import { randomUUID } from 'node:crypto';
import { startAuth, type Auth } from './harness';

let t: Auth;
beforeAll(async () => {
  t = await startAuth();
});
afterAll(() => t.close());

const signInError = async (email: string, password: string) => (await t.client().auth.signInWithPassword({ email, password })).error?.code ?? null;

describe('signing up first with someone else’s address', () => {
  const VICTIM = 'victim@example.com';

  it('keeps neither password until the mailbox confirms, then only the one mailed with that confirmation', async () => {
    const attacker = await t.client().auth.signUp({ email: VICTIM, password: 'attacker-pass-1' });
    expect(attacker.error).toBeNull();
    const attackerLink = await t.lastMail(VICTIM);
    // The attacker still hears "confirm first", as any unconfirmed sign-up does.
    expect(await signInError(VICTIM, 'attacker-pass-1')).toBe('email_not_confirmed');

    // A session that somehow exists before the confirmation (here planted directly) must not survive it.
    const user = await t.db.selectFrom('users').select('id').where('email', '=', VICTIM).executeTakeFirstOrThrow();
    const planted = randomUUID();
    await t.db.insertInto('sessions').values({ id: planted, user_id: user.id, method: 'password', user_agent: null, ip: null }).execute();

    const victim = await t.client().auth.signUp({ email: VICTIM, password: 'victim-pass-1' });
    expect(victim.error).toBeNull();
    const { localLink } = await t.lastMail(VICTIM);

    // The attacker's own link was replaced.
    const stale = new URL(
      (await fetch(`${t.url}${new URL(attackerLink.link).pathname}${new URL(attackerLink.link).search}`, { redirect: 'manual' })).headers.get('location')!,
    );
    expect(new URLSearchParams(stale.hash.slice(1)).get('error_code')).toBe('otp_expired');

    const confirmed = new URL((await fetch(localLink, { redirect: 'manual' })).headers.get('location')!);
    expect(new URLSearchParams(confirmed.hash.slice(1)).get('access_token')).toEqual(expect.any(String));

    expect(await signInError(VICTIM, 'attacker-pass-1')).toBe('invalid_credentials');
    expect(await signInError(VICTIM, 'victim-pass-1')).toBeNull();
    expect(await t.db.selectFrom('sessions').select('id').where('id', '=', planted).executeTakeFirst()).toBeUndefined();
  });

  it('sets no password at all when the owner confirms by a sign-in code instead', async () => {
    const email = 'otp-owner@example.com';
    expect((await t.client().auth.signUp({ email, password: 'attacker-pass-2' })).error).toBeNull();
    const owner = t.client();
    expect((await owner.auth.signInWithOtp({ email })).error).toBeNull();
    const { code } = await t.lastMail(email);
    const verified = await owner.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(await signInError(email, 'attacker-pass-2')).toBe('invalid_credentials');
    // The owner, signed in by the code, sets their own password without knowing any earlier one.
    expect((await owner.auth.updateUser({ password: 'owner-pass-2' })).error).toBeNull();
    expect(await signInError(email, 'owner-pass-2')).toBeNull();
  });

  it('keeps a sign-up’s password with a resent confirmation', async () => {
    const email = 'resent@example.com';
    const sb = t.client();
    expect((await sb.auth.signUp({ email, password: 'resent-pass-1' })).error).toBeNull();
    expect((await sb.auth.resend({ email, type: 'signup' })).error).toBeNull();
    const { code } = await t.lastMail(email);
    expect((await t.mails(email)).length).toBe(2);
    expect((await sb.auth.verifyOtp({ email, token: code, type: 'signup' })).error).toBeNull();
    expect(await signInError(email, 'resent-pass-1')).toBeNull();
  });
});
