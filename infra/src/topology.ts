import { resolve } from 'node:path';
import { AREAS, REMOTE_AREAS, SHELL as SHELL_APP } from '@sqw/contracts/areas';

/** Repository root (infra/ is one level down). */
export const ROOT = resolve(import.meta.dirname, '..', '..');

/** Every deployable and its local port. SQW_PORT_OFFSET shifts all of them (the e2e run uses it). */
export const OFFSET = Number(process.env.SQW_PORT_OFFSET ?? 0);

export type ServiceSpec = { name: string; configName: string; dir: string; port: number };
export type AppSpec = { name: string; configName: string | null; dir: string; port: number };

// The areas, their folders and ports are declared once, in @sqw/contracts/areas.
export const SERVICES: ServiceSpec[] = AREAS.map((a) => ({ name: a.name, configName: a.configName, dir: a.service.dir, port: a.service.port + OFFSET }));

export const SHELL: AppSpec = { name: SHELL_APP.name, configName: null, dir: SHELL_APP.dir, port: SHELL_APP.port + OFFSET };

export const REMOTES: AppSpec[] = REMOTE_AREAS.map((a) => ({ name: a.name, configName: a.configName, dir: a.remote.dir, port: a.remote.devPort + OFFSET }));

export const PORTS = { postgres: 54329 + OFFSET, smtp: 1025 + OFFSET, mailWeb: 1080 + OFFSET };

export const DATA_DIR = resolve(ROOT, process.env.SQW_DATA_DIR ?? '.data');

export const origin = (port: number) => `http://localhost:${port}`;

/** Where a service listens on this machine. */
export const serviceOrigin = (name: string) => origin(SERVICES.find((s) => s.name === name)!.port);
