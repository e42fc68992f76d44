import { startTestService } from '@sqw/service-kit/testing';
import { createAdminService } from '../src/service';
import type { AdminSettings } from '../src/settings';

export type Harness = Awaited<ReturnType<typeof startAdmin>>;

/** The admin service on a fresh database, its upstreams at the given URLs. */
export async function startAdmin(serviceUrls: AdminSettings['serviceUrls'] = {}) {
  const t = await startTestService(createAdminService({ serviceUrls, anonKey: 'test-anon-key', timeoutMs: 3000 }), { SMTP_URL: 'smtp://127.0.0.1:2525' });
  const admin = await t.adminToken();
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  return {
    ...t,
    adminAuth: as(admin),
    adminHeader: `Bearer ${admin}`,
    memberAuth: async () => as(await t.memberToken()),
    get: (url: string) => t.app.inject({ method: 'GET', url, headers: as(admin) }),
    post: (url: string, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...as(admin), ...(payload ? { 'content-type': 'application/json' } : {}) },
        ...(payload ? { payload } : {}),
      }),
  };
}
