import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirectoryInUseError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `The data directory ${dataDir} is already in use by another shop process. ` +
        'The embedded database can be opened by one process only: stop the other process, ' +
        'set DATA_DIR to another directory, or set DATABASE_URL to use PostgreSQL.',
    );
    this.name = 'DataDirectoryInUseError';
  }
}

/**
 * Takes the data directory for this process alone, so two processes never open the same PGlite
 * files (which would corrupt them). proper-lockfile keeps the lock fresh while we live and treats
 * a lock left by a crashed process as stale after `staleMs`.
 */
export async function lockDataDirectory(
  dataDir: string,
  onCompromised: (error: Error) => void,
): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: join(dataDir, 'shop.lock'),
      stale: 10_000,
      update: 2_000,
      retries: 0,
      realpath: false,
      onCompromised,
    });
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ELOCKED') {
      throw new DataDirectoryInUseError(dataDir);
    }
    throw error;
  }
}
