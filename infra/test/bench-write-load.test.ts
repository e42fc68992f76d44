import { newsletterBody, orderLoadProblem, orderRequests, ORDERS_PER_MEMBER, standInMembers, writeLoadProblem, type BenchMember } from '../bench/write-load';

const members = (n: number): BenchMember[] => Array.from({ length: n }, (_, i) => ({ id: `id-${i}`, email: `m${i}@bench.local`, token: `token-${i}` }));
const products = ['a', 'b', 'c'];

describe('the order load of the bench', () => {
  it('makes every request a new member and product pair with its own Idempotency-Key, until the pairs run out', () => {
    const load = orderRequests(members(4), products, 'run1');
    expect(load.capacity).toBe(12);
    const requests = Array.from({ length: 12 }, load.next);
    const pairs = requests.map((r) => `${r.headers!.authorization} ${JSON.parse(r.body!).product}`);
    expect(new Set(pairs).size).toBe(12);
    expect(new Set(requests.map((r) => r.headers!['idempotency-key'])).size).toBe(12);
    for (const r of requests) expect(r.headers!['idempotency-key']!.length).toBeGreaterThanOrEqual(8);
    // Members take turns, so none spends its products (and its rate limit) early in the run.
    expect(requests.slice(0, 4).map((r) => r.headers!.authorization)).toEqual(['Bearer token-0', 'Bearer token-1', 'Bearer token-2', 'Bearer token-3']);
    expect(load.issued()).toBe(12);
    expect(orderLoadProblem({ byStatus: { 201: 12 }, errors: 0, total: 12 }, load)).toBeNull();
    load.next();
    expect(orderLoadProblem({ byStatus: { 201: 12, 200: 1 }, errors: 0, total: 13 }, load)).toBe(
      '13 requests for 12 member × product pairs: more members needed',
    );
  });

  it('gives no member more orders than the store allows one member in its window', () => {
    const many = Array.from({ length: ORDERS_PER_MEMBER + 10 }, (_, i) => `p${i}`);
    const load = orderRequests(members(2), many, 'run2');
    expect(load.capacity).toBe(2 * ORDERS_PER_MEMBER);
    const perMember = new Map<string, number>();
    for (let i = 0; i < load.capacity; i++) {
      const who = load.next().headers!.authorization!;
      perMember.set(who, (perMember.get(who) ?? 0) + 1);
    }
    expect([...perMember.values()]).toEqual([ORDERS_PER_MEMBER, ORDERS_PER_MEMBER]);
  });

  it('keeps the loads of two targets apart: each walks the pairs from the start', () => {
    const a = orderRequests(members(2), products, 'run3');
    const b = orderRequests(members(2), products, 'run3');
    a.next();
    a.next();
    expect(b.next()).toEqual(orderRequests(members(2), products, 'run3').next());
    expect(a.issued()).toBe(2);
    expect(b.issued()).toBe(1);
  });

  it('gives the bare twin stand-in members: the template token with claims of their own', () => {
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const template = {
      id: '3f2c1b7e-8a4d-4c2e-9b1a-5d6e7f8a9b0c',
      email: 'm0@bench.local',
      token: `${b64({ alg: 'ES256', kid: 'k' })}.${b64({ sub: '3f2c1b7e-8a4d-4c2e-9b1a-5d6e7f8a9b0c', email: 'm0@bench.local', user_metadata: { full_name: 'Bench Member 0' } })}.c2ln`,
    };
    const stand = standInMembers(template, 3);
    expect(new Set(stand.map((m) => m.id)).size).toBe(3);
    for (const m of stand) {
      expect(m.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      const [header, payload, signature] = m.token.split('.');
      expect([header, signature]).toEqual([template.token.split('.')[0], 'c2ln']);
      expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toEqual({ sub: m.id, email: m.email, user_metadata: { full_name: 'Bench Member 0' } });
    }
  });

  it('refuses to start with no member or no product', () => {
    expect(() => orderRequests([], products, 'r')).toThrow();
    expect(() => orderRequests(members(1), [], 'r')).toThrow();
  });
});

describe('a write load’s figure', () => {
  it('stands only when every request got the success status', () => {
    expect(writeLoadProblem({ byStatus: { 200: 5000 }, errors: 0, total: 5000 }, 200)).toBeNull();
    expect(writeLoadProblem({ byStatus: { 200: 120, 429: 16944 }, errors: 0, total: 17064 }, 200)).toBe('16944 of 17064 requests not 200 (16944×429)');
    expect(writeLoadProblem({ byStatus: { 201: 900, 200: 100 }, errors: 0, total: 1000 }, 201)).toBe('100 of 1000 requests not 201 (100×200)');
    expect(writeLoadProblem({ byStatus: { 201: 1000 }, errors: 3, total: 1000 }, 201)).toBe('3 of 1003 requests not 201 (3 errors)');
    expect(writeLoadProblem({ byStatus: {}, errors: 50, total: 0 }, 201)).toBe('no answers');
  });

  it('gives each newsletter request an address of its own', () => {
    const body = newsletterBody('r1');
    expect(new Set([1, 2, 3].map(body)).size).toBe(3);
    expect(JSON.parse(body(7))).toEqual({ email: 'bench-r1-7@bench.local' });
  });
});
