// The area manifest (@sqw/contracts/areas) is the one place an area is declared. These checks
// fail when something it describes drifts from it: a folder, a package, a service's own name,
// a rspack config's container name or dev port, a port two things would share.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { releases } from '@sqw/contracts';
import { AREAS, REMOTE_AREAS, SHELL as SHELL_APP } from '@sqw/contracts/areas';
import { PORTS, REMOTES, ROOT, SERVICES, SHELL } from '../src/topology';

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const packageName = (dir: string): string => JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')).name;
/** The package folders under `parent` (remotes, services). */
const folders = (parent: string) =>
  readdirSync(join(ROOT, parent))
    .filter((name) => existsSync(join(ROOT, parent, name, 'package.json')))
    .map((name) => `${parent}/${name}`)
    .sort();
const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

test('names, config names and container names are unique; config and container names are identifiers', () => {
  expect(unique(AREAS.map((a) => a.name))).toBe(true);
  expect(unique(AREAS.map((a) => a.configName))).toBe(true);
  const containers = [SHELL_APP.container, ...REMOTE_AREAS.map((a) => a.remote.container)];
  expect(unique(containers)).toBe(true);
  for (const name of [...AREAS.map((a) => a.configName), ...containers]) expect(name).toMatch(IDENTIFIER);
  for (const a of AREAS) expect(a.name).toMatch(/^[a-z][a-z0-9-]*$/);
});

test("no two things listen on one port: the site, the remotes' dev servers, the services, the mail catcher, PostgreSQL", () => {
  const ports = [SHELL.port, ...REMOTES.map((r) => r.port), ...SERVICES.map((s) => s.port), PORTS.postgres, PORTS.smtp, PORTS.mailWeb];
  expect(ports).toHaveLength(1 + REMOTE_AREAS.length + AREAS.length + 3);
  expect(unique(ports)).toBe(true);
});

test("the launcher's topology is the manifest, every port shifted by SQW_PORT_OFFSET", () => {
  const shifted = (offset: string) => {
    const before = process.env.SQW_PORT_OFFSET;
    process.env.SQW_PORT_OFFSET = offset;
    try {
      let topology!: typeof import('../src/topology');
      jest.isolateModules(() => (topology = require('../src/topology')));
      return topology;
    } finally {
      if (before === undefined) delete process.env.SQW_PORT_OFFSET;
      else process.env.SQW_PORT_OFFSET = before;
    }
  };
  const t = shifted('10000');
  expect(t.SHELL).toEqual({ name: 'shell', configName: null, dir: SHELL_APP.dir, port: SHELL_APP.port + 10000 });
  expect(t.SERVICES).toEqual(AREAS.map((a) => ({ name: a.name, configName: a.configName, dir: a.service.dir, port: a.service.port + 10000 })));
  expect(t.REMOTES).toEqual(REMOTE_AREAS.map((a) => ({ name: a.name, configName: a.configName, dir: a.remote.dir, port: a.remote.devPort + 10000 })));
});

test('every folder under services/ and remotes/ is an area, with the package named after it', () => {
  expect(folders('services')).toEqual(AREAS.map((a) => a.service.dir).sort());
  expect(folders('remotes')).toEqual(REMOTE_AREAS.map((a) => a.remote.dir).sort());
  for (const a of AREAS) expect(packageName(a.service.dir)).toBe(`@sqw/service-${a.name}`);
  for (const a of REMOTE_AREAS) expect(packageName(a.remote.dir)).toBe(`@sqw/remote-${a.name}`);
  expect(packageName(SHELL_APP.dir)).toBe('@sqw/shell');
});

test("each service's definition carries its area's name", async () => {
  for (const a of AREAS) {
    const mod: Record<string, { name?: string } | undefined> = await import(`@sqw/service-${a.name}`);
    expect([a.name, mod[`${a.configName}Service`]?.name]).toEqual([a.name, a.name]);
  }
});

test('the release registry ships the shell and every remote', () => {
  expect([...releases.APPS]).toEqual([SHELL_APP.name, ...REMOTE_AREAS.map((a) => a.name)]);
});

test("each app's rspack config, loaded as `rspack build` loads it, names its container and dev port as the manifest does", () => {
  const apps = [
    { dir: SHELL_APP.dir, container: SHELL_APP.container, port: SHELL_APP.port },
    ...REMOTE_AREAS.map((a) => ({ dir: a.remote.dir, container: a.remote.container, port: a.remote.devPort })),
  ];
  // rspack's CLI loader (native import, then its bundled jiti for the TypeScript manifest), in a
  // child process: @rspack/cli is ESM-only.
  const script = `
    import { RspackCLI } from '@rspack/cli';
    const out = {};
    for (const dir of JSON.parse(process.env.SQW_APP_DIRS)) {
      const { config } = await new RspackCLI().loadConfig({ config: dir + '/rspack.config.mjs', env: {}, mode: 'production' });
      const federation = config.plugins.find((p) => p && p.constructor.name === 'ModuleFederationPlugin');
      out[dir] = { container: federation?._options?.name, uniqueName: config.output.uniqueName, port: config.devServer.port };
    }
    console.log(JSON.stringify(out));`;
  const res = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: join(ROOT, 'shared/rspack-preset'),
    env: { ...process.env, SQW_APP_DIRS: JSON.stringify(apps.map((a) => join(ROOT, a.dir))) },
    encoding: 'utf8',
  });
  expect(res.stderr).toBe('');
  expect(res.status).toBe(0);
  const loaded = JSON.parse(res.stdout.trim().split('\n').pop()!);
  for (const app of apps) {
    expect({ dir: app.dir, ...loaded[join(ROOT, app.dir)] }).toEqual({ dir: app.dir, container: app.container, uniqueName: app.container, port: app.port });
  }
}, 60_000);
