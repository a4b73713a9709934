import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirectoryInUseError } from './data-dir-lock';
import { featuredCategories } from './schema';

// The embedded database on disk, whatever TEST_DATABASE_URL says: the lock is PGlite's concern.
const dirs: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('embedded database on disk', () => {
  it('refuses a second opener of the same data directory with a clear message', async () => {
    const dataDir = newDataDir();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const second = openDatabase({ kind: 'pglite', dataDir });
      await expect(second).rejects.toBeInstanceOf(DataDirectoryInUseError);
      await expect(second).rejects.toThrow(/already in use by another shop process/);
    } finally {
      await first.close();
    }
  });

  it('keeps its data and can be opened again after a clean close', async () => {
    const dataDir = newDataDir();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.migrate();
    await first.db
      .insert(featuredCategories)
      .values({ id: 7, name: 'Kept', urlSlug: 'kept', summary: '' });
    await first.close();

    const again = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const rows = await again.db.select().from(featuredCategories);
      expect(rows.map((row) => row.name)).toEqual(['Kept']);
    } finally {
      await again.close();
    }
  });
});
