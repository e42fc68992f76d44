import { readAdminSettings } from '../src/settings';

describe('admin settings from the environment', () => {
  it('reads SERVICE_URLS as a JSON object of base URLs, with defaults for the rest', () => {
    const s = readAdminSettings({ SERVICE_URLS: JSON.stringify({ auth: 'http://localhost:4000', webEssentials: 'http://localhost:4003' }) });
    expect(s).toEqual({
      serviceUrls: { auth: 'http://localhost:4000', webEssentials: 'http://localhost:4003' },
      anonKey: 'sqw-local-anon-key',
      timeoutMs: 5000,
    });
    expect(readAdminSettings({}).serviceUrls).toEqual({});
  });

  it.each([
    ['not JSON', 'auth=http://x'],
    ['a URL that is not one', JSON.stringify({ site: 'nowhere' })],
    ['an unknown service', JSON.stringify({ billing: 'http://localhost:4999' })],
  ])('refuses %s at startup', (_name, value) => {
    expect(() => readAdminSettings({ SERVICE_URLS: value })).toThrow();
  });
});
