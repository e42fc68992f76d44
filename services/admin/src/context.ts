import type { ServiceContext } from '@sqw/service-kit';
import type { FastifyRequest } from 'fastify';
import type { AdminDB } from './db';
import type { AdminSettings } from './settings';
import type { Upstream } from './upstream';

export type AdminContext = ServiceContext<AdminDB> & {
  settings: AdminSettings;
  /** The upstream client of one request, carrying that admin's token. */
  upstream: (req: FastifyRequest) => Upstream;
};
