import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_AREAS } from '@sqw/contracts/areas';
import type { RemoteName, RuntimeConfig } from '@sqw/platform';

/** Container names are identifiers; config names are what the rest of the code uses. Both from the area manifest. */
const CONTAINER = Object.fromEntries(REMOTE_AREAS.map((a) => [a.configName, a.remote.container])) as Record<RemoteName, string>;

let entries: Partial<Record<RemoteName, string>> = {};

/** Registers every remote of /config.json; nothing is fetched until a route needs it. */
export function registerConfiguredRemotes(config: RuntimeConfig): void {
  entries = config.remotes;
  registerRemotes((Object.keys(entries) as RemoteName[]).map((name) => ({ name: CONTAINER[name], alias: name, entry: entries[name]! })));
}

export const isRemoteConfigured = (name: RemoteName) => Boolean(entries[name]);

/** After a failed load, registering again with force drops the cached failure so Retry refetches. */
export function resetRemote(name: RemoteName): void {
  const entry = entries[name];
  if (entry) registerRemotes([{ name: CONTAINER[name], alias: name, entry }], { force: true });
}
