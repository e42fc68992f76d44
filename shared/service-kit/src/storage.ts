import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/** Where private uploads live; swap the implementation to move them to object storage. */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** Every stored file under a folder (`photos`), with when it was written: for sweeping orphans. */
  list(folder: string): Promise<StoredFile[]>;
}

export type StoredFile = { key: string; modifiedAt: Date };

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9._/-]{0,200}$/;

export function fileSystemStorage(root: string): FileStorage {
  const base = resolve(root);
  const path = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
    return join(base, key);
  };
  return {
    async put(key, data) {
      const p = path(key);
      await mkdir(dirname(p), { recursive: true });
      await writeFile(p, data);
    },
    async get(key) {
      try {
        return await readFile(path(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(key) {
      await rm(path(key), { force: true });
    },
    async list(folder) {
      const found: StoredFile[] = [];
      const walk = async (key: string): Promise<void> => {
        let entries;
        try {
          entries = await readdir(path(key), { withFileTypes: true });
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
          throw err;
        }
        for (const e of entries) {
          const child = `${key}/${e.name}`;
          if (e.isDirectory()) await walk(child);
          else if (e.isFile()) found.push({ key: child, modifiedAt: (await stat(path(child))).mtime });
        }
      };
      await walk(folder.replace(/\/+$/, ''));
      return found;
    },
  };
}

/**
 * Puts a new file in place of an old one. The file is stored first, then `swap` records its key
 * (in a transaction) and says which key it replaced: that one is deleted once the swap has
 * committed, and if the swap fails the new file is deleted instead, so storage never keeps a
 * file no row names.
 */
export async function replaceStoredFile<T>(
  storage: FileStorage,
  key: string,
  data: Buffer,
  swap: () => Promise<{ result: T; oldKey: string | null }>,
): Promise<T> {
  await storage.put(key, data);
  let swapped: { result: T; oldKey: string | null };
  try {
    swapped = await swap();
  } catch (err) {
    await storage.remove(key);
    throw err;
  }
  if (swapped.oldKey) await storage.remove(swapped.oldKey);
  return swapped.result;
}
