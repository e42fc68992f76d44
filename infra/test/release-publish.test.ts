import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { releases } from '@sqw/contracts';

// The store lives under the data dir, read when the topology module loads.
const data = mkdtempSync(join(tmpdir(), 'sqw-publish-'));
process.env.SQW_DATA_DIR = data;

type PublishBuild = typeof import('../src/release/publish-build');
let publish: PublishBuild;
beforeAll(async () => {
  publish = await import('../src/release/publish-build');
});

const MANIFEST = { name: 'hall', metaData: { pluginVersion: '2.9.2' }, shared: [], exposes: [{ name: 'HallPage', path: './HallPage' }] };
const ROUTES = [{ path: '/sqw-hall', module: 'HallPage', title: 'The SQW Hall', guard: null }];
const PAGE = { path: '/sqw-hall', head: { title: 'Hall', description: '', image: null }, shared: null, html: '<h1>Hall</h1>', css: '' };
const FRAMES = [{ path: '/sqw-hall', end: false, html: '<sqw-slot></sqw-slot>' }];

function build(pagesFile: object): string {
  const dir = mkdtempSync(join(tmpdir(), 'sqw-build-'));
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(dir, 'sqw-routes.json'), JSON.stringify(ROUTES));
  writeFileSync(join(dir, 'sqw-pages.json'), JSON.stringify(pagesFile));
  return dir;
}

/** The registry's side: records each request and answers as a dry run does. */
function fakeApi() {
  const sent: releases.ReleaseRequest[] = [];
  const api = {
    base: 'http://site.test',
    release: async (req: releases.ReleaseRequest) => {
      sent.push(req);
      return { app: req.app, version: req.version, live: false, previous: null, forced: false, overridden: [] };
    },
  };
  return { sent, api: api as unknown as Parameters<PublishBuild['publishBuild']>[0] };
}

it('sends the release in the snake_case the registry reads, and a dry run stores nothing', async () => {
  const { sent, api } = fakeApi();
  const dir = build({ pages: [PAGE], nav_frames: FRAMES });
  const r = await publish.publishBuild(api, { app: 'hall', dir, releasedBy: 'ada@example.com', commit: 'abc1234', dryRun: true });
  expect(sent).toEqual([
    {
      app: 'hall',
      version: r.version,
      commit: 'abc1234',
      released_by: 'ada@example.com',
      manifest: MANIFEST,
      routes: ROUTES,
      pages: { pages: [PAGE], nav_frames: FRAMES },
      force: false,
      dry_run: true,
    },
  ]);
  expect(r.stored).toBeNull();
  expect(existsSync(join(data, 'releases', 'hall'))).toBe(false);
});

it('reads a pages file built before the rename (navFrames) as nav_frames', () => {
  expect(publish.readBuild(build({ pages: [PAGE], navFrames: FRAMES })).pages).toEqual({ pages: [PAGE], nav_frames: FRAMES });
  // Anything else a pages file may not hold is still refused.
  expect(() => publish.readBuild(build({ pages: [PAGE], navLinks: FRAMES }))).toThrow(/sqw-pages\.json is not what a release needs/);
});
