import type { BaseConfig, KitTables, ServiceDefinition } from '@sqw/service-kit';
import { startTestService, type TestService } from '@sqw/service-kit/testing';
import { adminService } from '@sqw/service-admin';
import { hallService } from '@sqw/service-hall';
import { mediaService } from '@sqw/service-media';
import { siteService } from '@sqw/service-site';
import { storeService } from '@sqw/service-store';
import { webEssentialsService } from '@sqw/service-web-essentials';

/** A service under test as these tests use it: its app and tokens, whatever its database. */
export type KitService = Omit<TestService<KitTables>, 'db'>;

/** Starts one service on a fresh database; each keeps its own database type inside. */
export type KitServiceStarter = () => Promise<KitService>;

const starter =
  <DB extends KitTables, C extends BaseConfig>(def: ServiceDefinition<DB, C>): KitServiceStarter =>
  () =>
    startTestService(def);

/**
 * Every service whose tokens the kit verifies, for the tests that walk all of their routes.
 * The auth service checks admins against its own user table; its own suite covers its routes.
 */
export const KIT_SERVICES: [string, KitServiceStarter][] = [
  ['site', starter(siteService)],
  ['store', starter(storeService)],
  ['web-essentials', starter(webEssentialsService)],
  ['media', starter(mediaService)],
  ['hall', starter(hallService)],
  ['admin', starter(adminService)],
];

/** Starts a service for the surrounding describe block; read it with the getter. */
export function serviceUnderTest(start: KitServiceStarter): () => KitService {
  let t: KitService;
  beforeAll(async () => {
    t = await start();
  }, 60_000);
  afterAll(() => t.close(), 60_000);
  return () => t;
}
