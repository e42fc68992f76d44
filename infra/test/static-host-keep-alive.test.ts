import { mkdtempSync, writeFileSync } from 'node:fs';
import { Agent, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStaticHost } from '../src/static-host';

let server: Server;
beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'sqw-keep-alive-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><p>ok</p>');
  server = await startStaticHost({ root, port: 0 });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const fetchOn = (agent: Agent) =>
  new Promise<number>((resolve, reject) => {
    const { port } = server.address() as AddressInfo;
    get({ host: '127.0.0.1', port, path: '/index.html', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    }).on('error', reject);
  });

// Node's own default (5 s, which its server stretches by a second) is what a pooled request raced.
test('a connection idle for longer than Node keeps one is still open: the client closes first', async () => {
  let connections = 0;
  server.on('connection', () => connections++);
  // A client that never closes idle connections itself, so only the server can.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    expect(await fetchOn(agent)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    expect(await fetchOn(agent)).toBe(200);
    expect(connections).toBe(1);
  } finally {
    agent.destroy();
  }
}, 20_000);
