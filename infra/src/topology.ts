import { resolve } from 'node:path';

/** Repository root (infra/ is one level down). */
export const ROOT = resolve(import.meta.dirname, '..', '..');

/** Every deployable and its local port. SQW_PORT_OFFSET shifts all of them (the e2e run uses it). */
export const OFFSET = Number(process.env.SQW_PORT_OFFSET ?? 0);

export type ServiceSpec = { name: string; configName: string; dir: string; port: number };
export type AppSpec = { name: string; configName: string | null; dir: string; port: number };

export const SERVICES: ServiceSpec[] = [
  { name: 'auth', configName: 'auth', dir: 'services/auth', port: 4000 },
  { name: 'site', configName: 'site', dir: 'services/site', port: 4001 },
  { name: 'store', configName: 'store', dir: 'services/store', port: 4002 },
  { name: 'web-essentials', configName: 'webEssentials', dir: 'services/web-essentials', port: 4003 },
  { name: 'media', configName: 'media', dir: 'services/media', port: 4004 },
  { name: 'hall', configName: 'hall', dir: 'services/hall', port: 4005 },
  { name: 'admin', configName: 'admin', dir: 'services/admin', port: 4006 },
].map((s) => ({ ...s, port: s.port + OFFSET }));

export const SHELL: AppSpec = { name: 'shell', configName: null, dir: 'shell', port: 3000 + OFFSET };

export const REMOTES: AppSpec[] = [
  { name: 'store', configName: 'store', dir: 'remotes/store', port: 3101 },
  { name: 'web-essentials', configName: 'webEssentials', dir: 'remotes/web-essentials', port: 3102 },
  { name: 'media', configName: 'media', dir: 'remotes/media', port: 3103 },
  { name: 'hall', configName: 'hall', dir: 'remotes/hall', port: 3104 },
  { name: 'admin', configName: 'admin', dir: 'remotes/admin', port: 3105 },
].map((r) => ({ ...r, port: r.port + OFFSET }));

export const PORTS = { postgres: 54329 + OFFSET, smtp: 1025 + OFFSET, mailWeb: 1080 + OFFSET };

export const DATA_DIR = resolve(ROOT, process.env.SQW_DATA_DIR ?? '.data');

export const origin = (port: number) => `http://localhost:${port}`;

/** Where a service listens on this machine. */
export const serviceOrigin = (name: string) => origin(SERVICES.find((s) => s.name === name)!.port);
