import type { LoadResult, RequestParts } from './load';

/** A signed-in member of the bench's stack: the auth service's user id, e-mail and access token. */
export type BenchMember = { id: string; email: string; token: string };

/** The store's limit on POST /orders per member (services/store/src/routes/orders.ts: perMember(30), per 10 minutes). */
export const ORDERS_PER_MEMBER = 30;

export type OrderRequests = {
  /** The next request's token, Idempotency-Key and body; each call is one request. */
  next: () => RequestParts;
  /** Requests made so far. */
  issued: () => number;
  /** How many requests can each create a new order: one per member and product, within the member's limit. */
  capacity: number;
};

/**
 * Order requests that each create a new order: request i is member i mod M ordering product
 * ⌊i / M⌋, so the first M × P requests never repeat a member and product (a second order of
 * one product resumes the first, answered 200 with no insert) and spread each member's
 * orders over the whole run. Every request has its own Idempotency-Key, as the store's
 * purchase dialog sends. Each target gets its own: the bare twin writes into its own tables.
 */
export function orderRequests(members: BenchMember[], products: string[], run: string): OrderRequests {
  const usable = products.slice(0, ORDERS_PER_MEMBER);
  if (members.length === 0 || usable.length === 0) throw new Error('order requests need at least one member and one product');
  let i = 0;
  return {
    capacity: members.length * usable.length,
    issued: () => i,
    next: () => {
      const n = i++;
      const member = members[n % members.length]!;
      const product = usable[Math.floor(n / members.length) % usable.length]!;
      return {
        headers: { authorization: `Bearer ${member.token}`, 'idempotency-key': `bench-${run}-order-${n}` },
        body: JSON.stringify({ product }),
      };
    },
  };
}

/**
 * Members for the bare twin, which reads a token's claims without checking its signature: each
 * carries the template's token with its own subject and e-mail in the claims (same header and
 * signature, so about the same size), so the bare server, faster than the service, never runs out of
 * member and product pairs without the auth service making members for it.
 */
export function standInMembers(template: BenchMember, count: number): BenchMember[] {
  const [header, payload, signature] = template.token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
  return Array.from({ length: count }, (_, i) => {
    const id = `${template.id.slice(0, 24)}${i.toString(16).padStart(12, '0')}`;
    const email = `stand-in-${i}-${template.email}`;
    const token = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: id, email })).toString('base64url')}.${signature}`;
    return { id, email, token };
  });
}

/** A new address for each sign-up, so every request of the load is a first sign-up. */
export const newsletterBody = (run: string) => (n: number) => JSON.stringify({ email: `bench-${run}-${n}@bench.local` });

/**
 * Why a write load's figure cannot stand, or null when it can: every answer must be the
 * route's success status (a 429, a resumed order's 200 or an error is a request that wrote
 * nothing, and a figure partly made of them measures the refusal, not the write).
 */
export function writeLoadProblem(r: Pick<LoadResult, 'byStatus' | 'errors' | 'total'>, expected: number): string | null {
  const good = r.byStatus[expected] ?? 0;
  if (r.total === 0) return 'no answers';
  const bad = r.total - good + r.errors;
  if (bad === 0) return null;
  const others = Object.entries(r.byStatus)
    .filter(([status]) => Number(status) !== expected)
    .map(([status, n]) => `${n}×${status}`)
    .concat(r.errors ? [`${r.errors} errors`] : []);
  return `${bad} of ${r.total + r.errors} requests not ${expected} (${others.join(', ')})`;
}

/** The same, when the requests may also have run out of distinct writes to make. */
export function orderLoadProblem(r: Pick<LoadResult, 'byStatus' | 'errors' | 'total'>, requests: Pick<OrderRequests, 'issued' | 'capacity'>): string | null {
  if (requests.issued() > requests.capacity) return `${requests.issued()} requests for ${requests.capacity} member × product pairs: more members needed`;
  return writeLoadProblem(r, 201);
}
