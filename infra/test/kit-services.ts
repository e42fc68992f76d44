import type { ServiceDefinition } from '@sqw/service-kit';
import { startTestService, type TestService } from '@sqw/service-kit/testing';
import { adminService } from '@sqw/service-admin';
import { hallService } from '@sqw/service-hall';
import { mediaService } from '@sqw/service-media';
import { siteService } from '@sqw/service-site';
import { storeService } from '@sqw/service-store';
import { webEssentialsService } from '@sqw/service-web-essentials';

/**
 * Every service whose tokens the kit verifies, for the tests that walk all of their routes.
 * The auth service checks admins against its own user table; its own suite covers its routes.
 */
export const KIT_SERVICES: [string, ServiceDefinition<any, any>][] = [
  ['site', siteService],
  ['store', storeService],
  ['web-essentials', webEssentialsService],
  ['media', mediaService],
  ['hall', hallService],
  ['admin', adminService],
];

export type { TestService };

/** Starts `def` on a fresh database for the surrounding describe block; read it with the getter. */
export function serviceUnderTest(def: ServiceDefinition<any, any>): () => TestService {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService(def);
  }, 60_000);
  afterAll(() => t.close(), 60_000);
  return () => t;
}
