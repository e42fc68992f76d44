const constructed = jest.fn();
jest.mock('@supabase/supabase-js', () => ({
  AuthClient: class {
    constructor(options: unknown) {
      constructed(options);
    }
    onAuthStateChange() {}
    async getSession() {
      return { data: { session: null } };
    }
  },
}));

const AUTH = 'http://auth.test';
const KEY = 'sb-auth-auth-token';
const user = {
  id: 'u1',
  email: 'member@example.com',
  created_at: '2026-01-01T00:00:00Z',
  user_metadata: { firstName: 'Ada', lastName: 'Lovelace' },
  app_metadata: {},
};
const store = (expiresInS: number) =>
  localStorage.setItem(KEY, JSON.stringify({ access_token: 'jwt', refresh_token: 'r', expires_at: Math.floor(Date.now() / 1000) + expiresInS, user }));

// Each test starts the session module afresh: it keeps its client for the page's lifetime.
async function start() {
  let mod!: typeof import('../src/session');
  let config!: typeof import('../src/config');
  let client!: typeof import('../src/api');
  jest.isolateModules(() => {
    mod = require('../src/session');
    config = require('../src/config');
    client = require('../src/api');
  });
  config.setRuntimeConfig({ remotes: {}, services: { auth: AUTH, site: 'http://site.test' }, supabaseAnonKey: 'anon' });
  await mod.initSession();
  return { ...mod, api: client.api };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  constructed.mockClear();
});

test('a fresh stored session shows who is signed in without loading the auth client', async () => {
  store(3600);
  const { useSessionStore } = await start();
  expect(useSessionStore.getState()).toMatchObject({ status: 'ready', user: { email: 'member@example.com', fullName: 'Ada Lovelace', role: 'user' } });
  expect(constructed).not.toHaveBeenCalled();
});

test('API calls carry the stored token until the auth client is needed', async () => {
  store(3600);
  const { api } = await start();
  const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ blocks: {} }) }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  await api('site', '/content');
  expect(fetchMock).toHaveBeenCalledWith(
    'http://site.test/content',
    expect.objectContaining({ headers: expect.objectContaining({ authorization: 'Bearer jwt' }) }),
  );
  expect(constructed).not.toHaveBeenCalled();
});

test('a session about to expire goes to the auth client, set up as createClient would set it up', async () => {
  store(30);
  await start();
  expect(constructed).toHaveBeenCalledTimes(1);
  expect(constructed.mock.calls[0][0]).toMatchObject({
    url: `${AUTH}/auth/v1`,
    storageKey: KEY,
    headers: { apikey: 'anon', Authorization: 'Bearer anon' },
    autoRefreshToken: true,
    persistSession: true,
    flowType: 'implicit',
  });
});

test('nobody stored: no auth client at all', async () => {
  const { useSessionStore } = await start();
  expect(useSessionStore.getState()).toMatchObject({ status: 'ready', user: null });
  expect(constructed).not.toHaveBeenCalled();
});

test('before it starts, a visitor with nothing stored is known to be signed out, and a stored session is still loading', () => {
  // What a page hydrating its copy renders first: the state the session store was created with.
  const initial = () => {
    let mod!: typeof import('../src/session');
    jest.isolateModules(() => (mod = require('../src/session')));
    return mod.useSessionStore.getInitialState();
  };
  expect(initial()).toMatchObject({ status: 'ready', user: null });
  store(3600);
  expect(initial()).toMatchObject({ status: 'loading', user: null });
});
