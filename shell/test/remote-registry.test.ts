import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_AREAS } from '@sqw/contracts/areas';
import { isRemoteConfigured, registerConfiguredRemotes, resetRemote } from '../src/remotes/registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));
const register = jest.mocked(registerRemotes);

// The shell registers each remote under the container name its build uses (the area manifest's,
// which infra/test/areas.test.ts checks against every rspack config), aliased by its config name.
test('each configured remote is registered under its container name, aliased by its config name', () => {
  const remotes = Object.fromEntries(REMOTE_AREAS.map((a) => [a.configName, `/remotes/${a.name}/v1/mf-manifest.json`]));
  registerConfiguredRemotes({ remotes, services: {}, routes: [] });
  expect(register).toHaveBeenCalledTimes(1);
  expect(register.mock.calls[0]![0]).toEqual(
    REMOTE_AREAS.map((a) => ({ name: a.remote.container, alias: a.configName, entry: `/remotes/${a.name}/v1/mf-manifest.json` })),
  );

  // Retry registers the remote again, forced, so a cached failure is dropped.
  for (const a of REMOTE_AREAS) {
    resetRemote(a.configName);
    expect(register).toHaveBeenLastCalledWith([{ name: a.remote.container, alias: a.configName, entry: remotes[a.configName] }], { force: true });
  }
});

test('only the remotes /config.json names are configured', () => {
  registerConfiguredRemotes({ remotes: { hall: '/remotes/hall/v1/mf-manifest.json' }, services: {}, routes: [] });
  expect(isRemoteConfigured('hall')).toBe(true);
  expect(isRemoteConfigured('admin')).toBe(false);
});
