import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { liveConfigSource } from '../src/live-config';

describe('the local /config.json source', () => {
  let server: Server;
  let answer: { status: number; body: object };
  let asked = 0;
  let url: string;
  beforeEach(async () => {
    asked = 0;
    answer = { status: 200, body: { remotes: { hall: '/remotes/hall/aaaaaaaaaaaa/mf-manifest.json' } } };
    server = createServer((_req, res) => {
      asked++;
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => new Promise((r) => server.close(r)));

  it('follows the registry: a flipped pointer is seen on the next load once the moment has passed', async () => {
    const source = liveConfigSource(url, 50);
    expect((await source.get()).remotes.hall).toContain('aaaaaaaaaaaa');
    answer.body = { remotes: { hall: '/remotes/hall/bbbbbbbbbbbb/mf-manifest.json' } };
    await Promise.all([source.get(), source.get()]);
    expect(asked).toBe(1);
    await new Promise((r) => setTimeout(r, 60));
    expect((await source.get()).remotes.hall).toContain('bbbbbbbbbbbb');
  });

  it('keeps the last good answer while the site service is down, and says so when it never had one', async () => {
    const source = liveConfigSource(url, 0);
    await source.get();
    answer.status = 503;
    expect((await source.get()).remotes.hall).toContain('aaaaaaaaaaaa');
    await expect(liveConfigSource('http://127.0.0.1:1', 0).get()).rejects.toThrow('The site configuration is unavailable');
  });
});
