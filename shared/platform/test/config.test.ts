import { parseRuntimeConfig, serviceHref, setRuntimeConfig } from '../src/config';

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
      routes: [],
    });
    expect(() => parseRuntimeConfig({ remotes: { nope: 'x' }, services: {} })).toThrow('unknown remote "nope"');
    expect(() => parseRuntimeConfig({ remotes: {}, services: { hall: 42 } })).toThrow('services.hall must be a URL');
    expect(() => parseRuntimeConfig({ remotes: {}, services: { hall: 'javascript:alert(1)' } })).toThrow('http(s)');
    expect(() => parseRuntimeConfig({ remotes: [], services: {} })).toThrow('"remotes" must be an object');
    expect(() => parseRuntimeConfig({ remotes: {}, services: {}, supabaseAnonKey: 1 })).toThrow('supabaseAnonKey');
    expect(() => parseRuntimeConfig('nope')).toThrow('not a JSON object');
  });

  const base = { remotes: {}, services: {} };
  const hall = { path: '/sqw-hall', module: 'HallPage', title: 'The SQW Hall', guard: null, remote: 'hall' };

  it('reads the live routes and versions; no routes means none', () => {
    const parsed = parseRuntimeConfig({
      ...base,
      routes: [
        hall,
        { path: '/courses/:slug/*', module: 'CoursePage', title: 'Course', guard: 'member', remote: 'store' },
        { path: '/admin/*', module: 'AdminApp', title: 'Admin', remote: 'admin' },
      ],
      versions: { shell: '0123456789ab', hall: 'ba9876543210' },
    });
    expect(parsed.routes).toEqual([
      hall,
      { path: '/courses/:slug/*', module: 'CoursePage', title: 'Course', guard: 'member', remote: 'store' },
      { path: '/admin/*', module: 'AdminApp', title: 'Admin', guard: null, remote: 'admin' },
    ]);
    expect(parsed.versions).toEqual({ shell: '0123456789ab', hall: 'ba9876543210' });
    expect(parseRuntimeConfig(base)).toEqual({ ...base, routes: [] });
  });

  it('refuses a malformed route or one of an unknown remote, naming it', () => {
    const withRoute = (route: unknown) => () => parseRuntimeConfig({ ...base, routes: [hall, route] });
    expect(withRoute({ ...hall, remote: 'shop' })).toThrow('routes[1] (/sqw-hall) names an unknown remote "shop"');
    expect(withRoute({ ...hall, remote: undefined })).toThrow('names an unknown remote');
    expect(withRoute({ ...hall, path: 'sqw-hall' })).toThrow('routes[1] (sqw-hall): "path" must be a path');
    expect(withRoute({ ...hall, path: 42 })).toThrow('routes[1]: "path" must be a path');
    expect(withRoute({ ...hall, module: null })).toThrow('"module" must name an exposed module');
    expect(withRoute({ ...hall, module: './HallPage' })).toThrow('"module" must name an exposed module');
    expect(withRoute({ ...hall, title: '' })).toThrow('"title" must be a text');
    expect(withRoute({ ...hall, guard: 'vip' })).toThrow('"guard" must be null, "member" or "admin"');
    expect(withRoute('/sqw-hall')).toThrow('routes[1] must be an object');
    expect(() => parseRuntimeConfig({ ...base, routes: { hall } })).toThrow('"routes" must be a list');
    expect(() => parseRuntimeConfig({ ...base, versions: { shell: 1 } })).toThrow('"versions"');
    expect(() => parseRuntimeConfig({ ...base, versions: ['0123456789ab'] })).toThrow('"versions"');
  });
});

describe('serviceHref', () => {
  it('keeps the path a service is served under when it gives a link from its own root', () => {
    setRuntimeConfig({ remotes: {}, services: { store: 'https://sqw.example.com/api/store' }, routes: [] });
    expect(serviceHref('store', '/files/abc')).toBe('https://sqw.example.com/api/store/files/abc');
    expect(serviceHref('store', 'images/x.png')).toBe('https://sqw.example.com/api/store/images/x.png');
    expect(serviceHref('store', 'https://cdn.example.com/x.png')).toBe('https://cdn.example.com/x.png');
  });
});
