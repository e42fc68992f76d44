// Auto-refresh with the real client: short-lived access tokens are renewed before they expire.
import { startAuth, type Auth } from './harness';

let t: Auth;
beforeAll(async () => {
  // 60 s is inside supabase-js's 90 s refresh margin, so its first tick refreshes.
  t = await startAuth({ ACCESS_TOKEN_TTL: '60', MAILER_AUTOCONFIRM: 'true' });
});
afterAll(() => t.close());

it('renews the session on the auto-refresh tick (TOKEN_REFRESHED)', async () => {
  const sb = t.client();
  const { data, error } = await sb.auth.signUp({ email: 'auto@example.com', password: 'auto-password-1' });
  expect(error).toBeNull();
  // With confirmations off, signUp returns a session right away.
  expect(data.session?.expires_in).toBe(60);
  const first = data.session!;
  const refreshed = new Promise<string>((resolve) => {
    sb.auth.onAuthStateChange((event, session) => {
      if (event === 'TOKEN_REFRESHED' && session) resolve(session.refresh_token);
    });
  });
  await sb.auth.startAutoRefresh();
  const next = await refreshed;
  await sb.auth.stopAutoRefresh();
  expect(next).not.toBe(first.refresh_token);
  expect((await sb.auth.getUser()).data.user?.email).toBe('auto@example.com');
  // The replaced refresh token is spent.
  const res = await t.call('POST', '/token?grant_type=refresh_token', { refresh_token: first.refresh_token });
  expect(res.json().code).toBe('refresh_token_already_used');
});

it('refuses a second sign-up of the same address outright when confirmations are off', async () => {
  const { error } = await t.client().auth.signUp({ email: 'auto@example.com', password: 'auto-password-1' });
  expect(error).toMatchObject({ code: 'user_already_exists', status: 422 });
});
