import { AREAS, SHELL, type AreaName, type RemoteAreaName, type ServiceName } from '@sqw/contracts/areas';

/** Ports of the e2e run: every local port shifted by this offset (see infra/src/topology.ts). */
// E2E_PORT_OFFSET lets two runs share a machine. Offsets must not differ by a gap between two
// base ports (1000 = 4000-3000, 55, 101-105, …): 10000, 10020, 10040, 10060 are safe together.
export const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 10_000);
export const E2E_DATA_DIR = `.data/e2e-${PORT_OFFSET}`;
export const SITE = `http://localhost:${SHELL.port + PORT_OFFSET}`;
/** Where the site serves a remote's released versions (on its own origin, as in production). */
export const remoteFiles = (app: RemoteAreaName) => `${SITE}/remotes/${app}`;
/** Each service's own port (the area manifest's, shifted), keyed by its config name. */
export const SERVICE_PORTS = Object.fromEntries(AREAS.map((a) => [a.configName, a.service.port])) as Record<ServiceName, number>;
export const serviceOrigin = (name: ServiceName) => `http://localhost:${SERVICE_PORTS[name] + PORT_OFFSET}`;
export const MAIL_API = `http://localhost:${1080 + PORT_OFFSET}/api/messages`;
/** Where the browser reaches a service: on the site's own origin, as in production. */
export const siteApi = (service: AreaName) => `${SITE}/api/${service}`;
