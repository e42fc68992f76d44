import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { fileSystemStorage, type FileStorage } from '../src/storage';
import { removeUnattachedFiles, scheduleSweep } from '../src/upload-sweep';

let dir: string;
let storage: FileStorage;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sweep-'));
  storage = fileSystemStorage(dir);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('sweeping orphan uploads', () => {
  it('lists the files under a folder, nested ones included, and nothing for a missing folder', async () => {
    await storage.put('proofs/u1/a.png', Buffer.from('a'));
    await storage.put('proofs/b.png', Buffer.from('b'));
    await storage.put('other/c.png', Buffer.from('c'));
    expect((await storage.list('proofs')).map((f) => f.key).sort()).toEqual(['proofs/b.png', 'proofs/u1/a.png']);
    expect(Math.abs((await storage.list('proofs'))[0]!.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(await storage.list('nothing-here')).toEqual([]);
  });

  it('removes only files older than the cutoff that nothing claims', async () => {
    await storage.put('photos/kept.png', Buffer.from('k'));
    await storage.put('photos/orphan.png', Buffer.from('o'));
    const asked: string[][] = [];
    const claim = async (keys: string[]) => (asked.push([...keys].sort()), ['photos/kept.png']);
    expect(await removeUnattachedFiles(storage, 'photos', new Date(Date.now() - 60_000), claim)).toEqual([]);
    expect(asked).toEqual([]);
    expect(await removeUnattachedFiles(storage, 'photos', new Date(Date.now() + 60_000), claim)).toEqual(['photos/orphan.png']);
    expect(asked).toEqual([['photos/kept.png', 'photos/orphan.png']]);
    expect(await storage.get('photos/orphan.png')).toBeNull();
    expect(await storage.get('photos/kept.png')).not.toBeNull();
  });

  it('runs a scheduled sweep while the app is up, survives a failing round, and stops on close', async () => {
    const app = Fastify();
    let calls = 0;
    scheduleSweep(
      app,
      'test',
      async () => {
        calls++;
        if (calls === 1) throw new Error('database away');
        return 0;
      },
      20,
    );
    await app.ready();
    await new Promise((r) => setTimeout(r, 150));
    expect(calls).toBeGreaterThanOrEqual(2);
    await app.close();
    const after = calls;
    await new Promise((r) => setTimeout(r, 100));
    expect(calls).toBe(after);
  });
});
