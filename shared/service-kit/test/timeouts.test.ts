import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import type { KitTables } from '../src/kit-tables';
import type { ServiceDefinition } from '../src/service';
import { startTestService, type TestService } from '../src/testing';

const def: ServiceDefinition<KitTables> = {
  name: 'timeouts',
  schema: 'public',
  migrations: {},
  routes(app) {
    app.post('/echo', { schema: { body: z.object({ text: z.string() }) } }, async (req) => ({ got: req.body.text }));
  },
};

/** Sends `head` on a fresh connection, then stalls; resolves with what the server wrote before closing. */
function stall(port: number, head: string, giveUpMs: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let got = '';
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(got);
    };
    const timer = setTimeout(done, giveUpMs);
    socket.on('data', (d) => (got += d.toString('latin1')));
    socket.on('close', done);
    socket.on('error', done);
    socket.write(head);
  });
}

describe('request timeouts on a listening service', () => {
  let t: TestService<KitTables>;
  let port: number;
  beforeAll(async () => {
    t = await startTestService(def, { REQUEST_TIMEOUT_MS: '400', CONNECTION_TIMEOUT_MS: '5000' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  }, 60_000);
  afterAll(() => t.close());

  it('answers a body that stops arriving with 408', async () => {
    const body = '{"text":"hel';
    const head = `POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n${body}`;
    const started = Date.now();
    const answer = await stall(port, head, 4000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { code: 'request_timeout', message: expect.stringMatching(/too long/) },
    });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('answers headers that never finish with 408', async () => {
    expect(await stall(port, 'GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ', 4000)).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('still serves a request that arrives in time', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"text":"hi"}' });
    expect(await res.json()).toEqual({ got: 'hi' });
  });
});
