import { z } from 'zod';
import type { KitTables } from '../src/kit-tables';
import { senderRateLimit } from '../src/sender-limit';
import type { ServiceDefinition, ZodApp } from '../src/service';
import { startTestService, type TestService } from '../src/testing';

const LIMIT = { perSender: 2, perAddress: 4, timeWindow: '10 minutes', emailField: 'email' };

/** Statements the limiter sends, counted as Kysely compiles them. */
let statements = 0;

const def: ServiceDefinition<KitTables> = {
  name: 'senders',
  schema: 'senders',
  migrations: {},
  routes(app: ZodApp, { db }) {
    const counted = db.withPlugin({
      transformQuery: (args) => (statements++, args.node),
      transformResult: async (args) => args.result,
    });
    const body = z.object({ email: z.string().email() });
    app.post('/signup', { ...senderRateLimit(counted, '/signup', LIMIT), schema: { body } }, async () => ({ ok: true }));
  },
};

let t: TestService<KitTables>;
beforeAll(async () => {
  t = await startTestService(def);
}, 60_000);
afterAll(() => t.close());

const post = (email: unknown, ip: string) => t.app.inject({ method: 'POST', url: '/signup', remoteAddress: ip, payload: { email } });

describe('the per-sender limit of a public form', () => {
  it('counts the address and the sender in one statement per post', async () => {
    await post('warm@example.com', '10.9.0.1'); // the first post creates the counters table
    statements = 0;
    expect((await post('one@example.com', '10.9.0.1')).statusCode).toBe(200);
    expect(statements).toBe(1);
  });

  it('refuses a sender over its budget while others behind the same address go on', async () => {
    const ip = '10.9.0.2';
    expect((await post('ada@example.com', ip)).statusCode).toBe(200);
    expect((await post('ADA@Example.com', ip)).statusCode).toBe(200);
    const refused = await post('ada@example.com', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'over_request_rate_limit',
      message: 'Too many submissions from this address and email. Please wait before sending another.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect((await post('grace@example.com', ip)).statusCode).toBe(200);
  });

  it('counts invalid posts against the address ceiling, and names the wait in seconds', async () => {
    const ip = '10.9.0.3';
    for (let i = 0; i < LIMIT.perAddress; i++) expect((await post(`not an e-mail ${i}`, ip)).statusCode).toBe(400);
    const refused = await post('fresh@example.com', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    // Another address is not affected.
    expect((await post('fresh@example.com', '10.9.0.4')).statusCode).toBe(200);
  });
});
