import { randomUUID } from 'node:crypto';
import { json, startStore, type Harness } from './helpers';

let t: Harness;
beforeAll(async () => {
  t = await startStore();
});
afterAll(() => t.close());

// The member routes and their per-member budgets. The limiter counts a request before its
// body is read, so an empty body is enough to spend the budget.
const ROUTES: [string, () => string, number][] = [
  ['orders', () => '/orders', 30],
  ['payment proofs', () => `/orders/${randomUUID()}/proof`, 20],
  ['session requests', () => '/sessions', 20],
  ['resource orders', () => `/resources/${randomUUID()}/orders`, 20],
];

describe('per-member rate limits', () => {
  it.each(ROUTES)('%s: one budget per member, however the Authorization header is padded', async (_, url, max) => {
    const m = await t.member();
    const token = m.auth.authorization.slice('Bearer '.length);
    const post = (authorization: string) => t.app.inject({ method: 'POST', url: url(), payload: {}, headers: json({ authorization }) });
    // Each request pads the header differently; the token, and so the member, is the same.
    for (let i = 0; i < max; i++) expect((await post(`Bearer ${' '.repeat(i)}${token}`)).statusCode).not.toBe(429);
    const over = await post(`Bearer ${' '.repeat(max)}${token}`);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('over_request_rate_limit');
    // A token freshly signed for the same member shares the budget too.
    expect((await post(`Bearer ${await t.memberToken(m.id, m.email)}`)).statusCode).toBe(429);
    // Another member has a budget of their own.
    expect((await post((await t.member()).auth.authorization)).statusCode).not.toBe(429);
  });
});
