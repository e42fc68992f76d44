import { randomUUID } from 'node:crypto';
import { multipartBody, TINY_PNG } from '@sqw/service-kit';
import { startTestService, type TestService } from '@sqw/service-kit/testing';
import type { Kysely } from 'kysely';
import type { StoreDB } from '../src/db';
import { createStoreService } from '../src/service';
import type { StoreSettings } from '../src/settings';

export type Harness = TestService<StoreDB> & {
  member: () => Promise<{ id: string; email: string; auth: { authorization: string } }>;
  admin: { authorization: string };
  db: Kysely<StoreDB>;
};

/** A store service on a fresh database, with helpers to make members and call it as them. */
export async function startStore(settings: Partial<StoreSettings> = {}): Promise<Harness> {
  const t = await startTestService<StoreDB>(createStoreService({ cashappHandle: '$SQWCoaching', testMode: false, ...settings }));
  const admin = { authorization: `Bearer ${await t.adminToken()}` };
  const member = async () => {
    const id = randomUUID();
    const email = `m-${id.slice(0, 8)}@example.com`;
    return { id, email, auth: { authorization: `Bearer ${await t.memberToken(id, email)}` } };
  };
  return Object.assign(t, { member, admin });
}

export const json = (headers: Record<string, string> = {}) => ({ 'content-type': 'application/json', ...headers });

export async function createOrder(t: Harness, auth: Record<string, string>, product = 'sqw-course', headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/orders', payload: { product }, headers: json({ ...auth, ...headers }) });
}

export function uploadProof(t: Harness, auth: Record<string, string>, orderId: string, data: Buffer = TINY_PNG, note?: string) {
  const { payload, headers } = multipartBody([{ field: 'file', filename: 'proof.png', type: 'image/png', data }], note === undefined ? {} : { note });
  return t.app.inject({ method: 'POST', url: `/orders/${orderId}/proof`, payload, headers: { ...headers, ...auth } });
}

export const outbox = (t: Harness) => t.db.selectFrom('outbox').select(['to_address', 'kind', 'subject', 'text_body']).orderBy('id').execute();

export const resourceBySlug = (t: Harness, slug: string) => t.db.selectFrom('resources').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();

/** A product order the member placed and an admin confirmed. */
export async function paidOrder(t: Harness, auth: Record<string, string>, product: string) {
  const order = (await createOrder(t, auth, product)).json();
  const res = await t.app.inject({ method: 'POST', url: `/admin/orders/${order.id}/mark-paid`, payload: {}, headers: json(t.admin) });
  if (res.statusCode !== 200) throw new Error(`mark-paid failed: ${res.body}`);
  return order as { id: string; pay_code: string };
}
