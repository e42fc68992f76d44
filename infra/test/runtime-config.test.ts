import { releases } from '@sqw/contracts';
import { runtimeConfig, sourceRoutes, type RoutesOf } from '../src/runtime-config';
import { REMOTES, SERVICES } from '../src/topology';

const services = SERVICES.filter((s) => s.name === 'hall');

test("the launcher's config carries the routes of each available remote, named by its config name", () => {
  const config = runtimeConfig(services, 'anon', (r) => r.name === 'hall' || r.name === 'web-essentials', sourceRoutes);
  expect(Object.keys(config.remotes).sort()).toEqual(['hall', 'webEssentials']);
  expect(config.routes).toEqual([
    { path: '/web-essentials', module: 'WebEssentialsPage', title: 'Web Essentials', guard: null, remote: 'webEssentials' },
    { path: '/sqw-hall', module: 'HallPage', title: 'The SQW Hall', guard: null, remote: 'hall' },
  ]);
  // What the shell receives is what the release registry would serve.
  expect(releases.LiveRoute.array().parse(config.routes)).toEqual(config.routes);
});

test("every remote's routes.json is read without its source files", () => {
  const all = runtimeConfig(services, 'anon', () => true, sourceRoutes).routes;
  expect(new Set(all.map((r) => r.remote))).toEqual(new Set(REMOTES.map((r) => r.configName)));
  expect(all.find((r) => r.path === '/admin/*')).toEqual({ path: '/admin/*', module: 'AdminApp', title: 'Admin', guard: 'admin', remote: 'admin' });
  expect(all.some((r) => 'source' in r)).toBe(false);
});

test('routes without a module (pages of the shell) are not served by a remote', () => {
  const routesOf: RoutesOf = () => [
    { path: '/x', module: null, title: 'X', guard: null },
    { path: '/y', module: 'Y', title: 'Y', guard: 'member' },
  ];
  expect(runtimeConfig(services, 'anon', (r) => r.name === 'media', routesOf).routes).toEqual([
    { path: '/y', module: 'Y', title: 'Y', guard: 'member', remote: 'media' },
  ]);
});
