import { expect } from '@playwright/test';
import { localAdmin, tokenFor } from './auth';
import { serviceOrigin } from './env';

export const STORE = () => serviceOrigin('store');

/** Calls the store service as a member or admin would (GET without a body, POST with one). */
export async function storeCall<T>(token: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  const res = await fetch(STORE() + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as T };
}

/** The member orders a product through the store API and the local admin marks it paid, as support would. */
export async function buy(member: { email: string; password: string }, product: string): Promise<string> {
  const token = await tokenFor(member.email, member.password);
  const order = await storeCall<{ id: string }>(token, '/orders', { product });
  expect(order.status).toBe(201);
  const admin = localAdmin();
  const paid = await storeCall<{ status: string }>(await tokenFor(admin.email, admin.password), `/admin/orders/${order.json.id}/mark-paid`, {});
  expect(paid.json.status).toBe('paid');
  return token;
}
