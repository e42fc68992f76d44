import { sendJson, type JsonRequestOptions } from '@sqw/service-kit/test-requests';
import { startTestService, type TestService as KitTestService } from '@sqw/service-kit/testing';
import type { SiteDB } from '../src/db';
import { siteService } from '../src/service';

export type TestService = KitTestService<SiteDB>;

export const start = (env: Record<string, string> = {}) => startTestService(siteService, env);

export type SiteHarness = TestService & { admin: Record<string, string>; member: Record<string, string> };

/**
 * The site service a test file runs against: started before its first test (with `env`),
 * closed after its last. Until then the object is empty; the tests read it when they run.
 */
export function siteForFile(env: Record<string, string> = {}): SiteHarness {
  const t = {} as SiteHarness;
  beforeAll(async () => {
    const service = await start(env);
    Object.assign(t, service, {
      admin: { authorization: `Bearer ${await service.adminToken()}` },
      member: { authorization: `Bearer ${await service.memberToken()}` },
    });
  });
  afterAll(() => t.close());
  return t;
}

/** Sends JSON to the service, each call from its own client address unless `ip` names one. */
export const poster =
  (t: TestService) =>
  (url: string, payload: unknown, opts: JsonRequestOptions = {}) =>
    sendJson(t, url, payload, opts);

export const outbox = (t: TestService, kind: string) =>
  t.db.selectFrom('outbox').select(['to_address', 'subject', 'text_body']).where('kind', '=', kind).orderBy('id').execute();
