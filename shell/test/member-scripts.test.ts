import { serve, setupNetwork } from '@sqw/platform/testing';
import { preloadMemberScripts } from '../src/remotes/member-scripts';

setupNetwork();

const BASE = 'http://localhost/remotes/store/v1';
const FILES = ['/remotes/store/v1/mf-manifest.json', '/remotes/store/v1/remoteEntry.js', '/remotes/store/v1/12.abc.js'];

/** The composed page's meta, and the gate's fetch preloads of those files where a session is stored. */
function composed(gatePreloads: boolean) {
  const meta = Object.assign(document.createElement('meta'), { name: 'sqw-member-files', content: FILES.join(' ') });
  document.head.appendChild(meta);
  if (gatePreloads)
    for (const href of FILES) {
      const link = Object.assign(document.createElement('link'), { rel: 'preload', crossOrigin: 'anonymous' });
      link.setAttribute('as', 'fetch');
      link.setAttribute('href', href);
      document.head.appendChild(link);
    }
}

const scriptPreloads = () => [...document.querySelectorAll('link[rel=preload][as=script]')].map((l) => l.getAttribute('href'));

afterEach(() => {
  document.head.innerHTML = '';
  jest.restoreAllMocks();
});

test("a members' page's scripts become script preloads once their download succeeded; the manifest stays a fetch", async () => {
  composed(true);
  const asked = serve(BASE, { 'GET /remotes/store/v1/remoteEntry.js': { status: 200 }, 'GET /remotes/store/v1/12.abc.js': { status: 200 } });
  await preloadMemberScripts();
  expect(scriptPreloads()).toEqual(['/remotes/store/v1/remoteEntry.js', '/remotes/store/v1/12.abc.js']);
  expect(asked.map((r) => r.path).sort()).toEqual(['/remotes/store/v1/12.abc.js', '/remotes/store/v1/remoteEntry.js']);
});

test('a script that failed to download is left to the runtime, so Retry can fetch it afresh', async () => {
  composed(true);
  serve(BASE, { 'GET /remotes/store/v1/remoteEntry.js': { status: 503 }, 'GET /remotes/store/v1/12.abc.js': { status: 200 } });
  await preloadMemberScripts();
  expect(scriptPreloads()).toEqual(['/remotes/store/v1/12.abc.js']);
});

test('scripts already downloaded become script preloads at once, before the app asks for its own chunks', () => {
  composed(true);
  const status: Record<string, number> = { [`${BASE}/remoteEntry.js`]: 200, [`${BASE}/12.abc.js`]: 404 };
  // The resource timing entries of the gate's finished downloads (jsdom records none).
  const entries = (name: string) => (status[name] ? [{ name, responseStatus: status[name] }] : []);
  Object.defineProperty(performance, 'getEntriesByName', { value: entries, configurable: true });
  try {
    void preloadMemberScripts();
    // Synchronously: nothing waits for a fetch.
    expect(scriptPreloads()).toEqual(['/remotes/store/v1/remoteEntry.js']);
  } finally {
    delete (performance as { getEntriesByName?: unknown }).getEntriesByName;
  }
});

test('without a stored session (no gate preloads) nothing of the members page is asked for', async () => {
  composed(false);
  const asked = serve(BASE, {});
  await preloadMemberScripts();
  expect(scriptPreloads()).toEqual([]);
  expect(asked).toEqual([]);
});
