/** @jest-environment node */
// The store service is MSW: it refuses the old token and answers the renewed one.
import { api, ApiError, setAccessTokenProvider, setRuntimeConfig, setSessionRenewer } from '../src';
import { serve, setupNetwork } from '../src/testing';

setupNetwork();

const refused = { status: 401, body: { error: { code: 'role_changed', message: 'Your access has changed. Please sign in again.' } } };
const ok = { body: { role: 'user' } };

let token = 'old-token';
let renewals = 0;
const seen: string[] = [];

beforeEach(() => {
  setRuntimeConfig({ remotes: {}, services: { store: 'http://store.test' } });
  token = 'old-token';
  renewals = 0;
  seen.length = 0;
  setAccessTokenProvider(async () => token);
});

/** The service refuses the old token and answers the renewed one. */
function serveByToken() {
  serve('http://store.test', {
    'GET /membership': ({ headers }) => {
      const auth = headers.authorization ?? '';
      seen.push(auth);
      return auth === 'Bearer new-token' ? ok : refused;
    },
  });
}

describe('a token whose role changed', () => {
  it('is renewed once and the call sent again with the new token', async () => {
    serveByToken();
    setSessionRenewer(async () => {
      renewals++;
      token = 'new-token';
      return true;
    });
    expect(await api('store', '/membership')).toEqual({ role: 'user' });
    expect(renewals).toBe(1);
    expect(seen).toEqual(['Bearer old-token', 'Bearer new-token']);
  });

  it('stays refused when the session cannot renew, with the service’s message', async () => {
    serveByToken();
    setSessionRenewer(async () => {
      renewals++;
      return false;
    });
    const err = (await api('store', '/membership').catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect([err.status, err.code, err.message]).toEqual([401, 'role_changed', 'Your access has changed. Please sign in again.']);
    expect(renewals).toBe(1);
    expect(seen).toHaveLength(1);
  });

  it('is renewed only once, even if the renewed token is refused too', async () => {
    serve('http://store.test', { 'GET /membership': refused });
    setSessionRenewer(async () => {
      renewals++;
      return true;
    });
    await expect(api('store', '/membership')).rejects.toMatchObject({ code: 'role_changed' });
    expect(renewals).toBe(1);
  });
});
