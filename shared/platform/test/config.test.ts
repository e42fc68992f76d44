import { RuntimeConfig } from '../src/config';

describe('runtime config', () => {
  it('resolves same-origin paths against the page, keeps absolute URLs, refuses garbage', () => {
    const parsed = RuntimeConfig.parse({
      remotes: { hall: '/remotes/hall/mf-manifest.json' },
      services: { hall: '/api/hall/', auth: 'https://auth.example.com' },
    });
    expect(parsed.remotes.hall).toBe(`${location.origin}/remotes/hall/mf-manifest.json`);
    expect(parsed.services.hall).toBe(`${location.origin}/api/hall`);
    expect(parsed.services.auth).toBe('https://auth.example.com');
    expect(() => RuntimeConfig.parse({ remotes: { nope: 'x' }, services: {} })).toThrow();
    expect(() => RuntimeConfig.parse({ remotes: {}, services: { hall: 42 } })).toThrow();
  });
});
