import { openDatabase, type DatabaseHandle } from '@shop/db/client';
import { DataDirectoryInUseError } from '@shop/db/data-dir-lock';
import { ConfigError, databaseTarget, loadConfig } from '../config';

/** Opens the configured database for a one-off command, runs it, and always closes it. */
export async function runWithDatabase(task: (database: DatabaseHandle) => Promise<string>) {
  try {
    const config = loadConfig();
    const database = await openDatabase(databaseTarget(config));
    try {
      console.log(await task(database));
    } finally {
      await database.close();
    }
  } catch (error) {
    const known = error instanceof ConfigError || error instanceof DataDirectoryInUseError;
    console.error(known ? (error as Error).message : error);
    process.exitCode = 1;
  }
}
