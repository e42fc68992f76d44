import { parseRuntimeConfig } from '../src/config';

describe('runtime config', () => {
  it('resolves same-origin paths against the page, keeps absolute URLs, refuses garbage', () => {
    const parsed = parseRuntimeConfig({
      remotes: { hall: '/remotes/hall/mf-manifest.json' },
      services: { hall: '/api/hall/', auth: 'https://auth.example.com' },
      supabaseAnonKey: 'anon',
    });
    expect(parsed).toEqual({
      remotes: { hall: `${location.origin}/remotes/hall/mf-manifest.json` },
      services: { hall: `${location.origin}/api/hall`, auth: 'https://auth.example.com' },
      supabaseAnonKey: 'anon',
    });
    expect(() => parseRuntimeConfig({ remotes: { nope: 'x' }, services: {} })).toThrow('unknown remote "nope"');
    expect(() => parseRuntimeConfig({ remotes: {}, services: { hall: 42 } })).toThrow('services.hall must be a URL');
    expect(() => parseRuntimeConfig({ remotes: {}, services: { hall: 'javascript:alert(1)' } })).toThrow('http(s)');
    expect(() => parseRuntimeConfig({ remotes: [], services: {} })).toThrow('"remotes" must be an object');
    expect(() => parseRuntimeConfig({ remotes: {}, services: {}, supabaseAnonKey: 1 })).toThrow('supabaseAnonKey');
    expect(() => parseRuntimeConfig('nope')).toThrow('not a JSON object');
  });
});
