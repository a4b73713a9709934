import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkFolder, checkKey, measuring, type FileStore } from './file-store';

/**
 * Files on local disk under `root` (DATA_DIR/uploads): outside every directory the server
 * serves. Folders are made on the first write, so a shop that never receives a file writes
 * nothing.
 */
export function localFileStore(root: string): FileStore {
  const pathOf = (key: string) => join(root, checkKey(key));
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(join(path, '..'), { recursive: true });
      const measured = measuring();
      try {
        // 'wx': a key is written once; a clash of random names must not overwrite a file.
        await pipeline(body, measured.stream, createWriteStream(path, { flags: 'wx' }));
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
      return measured.result();
    },

    async open(key) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      return createReadStream(path) as Readable;
    },

    async read(key) {
      try {
        // One buffer of the file's size, filled by reads on libuv's threads.
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async listOlderThan(folder, cutoff) {
      const dir = join(root, checkFolder(folder));
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const old: string[] = [];
      for (const name of names) {
        const key = `${folder}/${name}`;
        // Stray files (not written by us) are left alone: housekeeping removes only our keys.
        if (!isKey(key)) continue;
        const info = await stat(join(dir, name)).catch(() => null);
        if (info && info.mtime < cutoff) old.push(key);
      }
      return old;
    },

    describe: () => `local disk at ${root}`,
  };
}

function isKey(key: string) {
  try {
    checkKey(key);
    return true;
  } catch {
    return false;
  }
}
