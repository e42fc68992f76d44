/** Ports of the e2e run: every local port shifted by this offset (see infra/src/topology.ts). */
// E2E_PORT_OFFSET lets two runs share a machine. Offsets must not differ by a gap between two
// base ports (1000 = 4000-3000, 55, 101-105, …): 10000, 10020, 10040, 10060 are safe together.
export const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 10_000);
export const E2E_DATA_DIR = `.data/e2e-${PORT_OFFSET}`;
export const SITE = `http://localhost:${3000 + PORT_OFFSET}`;
/** Where the site serves a remote's released versions (on its own origin, as in production). */
export const remoteFiles = (app: 'store' | 'web-essentials' | 'media' | 'hall' | 'admin') => `${SITE}/remotes/${app}`;
export const SERVICE_PORTS = { auth: 4000, site: 4001, store: 4002, webEssentials: 4003, media: 4004, hall: 4005, admin: 4006 } as const;
export const serviceOrigin = (name: keyof typeof SERVICE_PORTS) => `http://localhost:${SERVICE_PORTS[name] + PORT_OFFSET}`;
export const MAIL_API = `http://localhost:${1080 + PORT_OFFSET}/api/messages`;
/** Where the browser reaches a service: on the site's own origin, as in production. */
export const siteApi = (service: 'auth' | 'site' | 'store' | 'web-essentials' | 'media' | 'hall' | 'admin') => `${SITE}/api/${service}`;
