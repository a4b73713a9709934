import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { lockDataDirectory } from './data-dir-lock';
import { migrateEmbedded, migratePostgresServer } from './migrate';
import type { Database } from './database';
import * as schema from './schema';

/** Where the data lives: embedded PGlite on disk or in memory, or a PostgreSQL server. */
export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' };

export interface DatabaseHandle {
  db: Database;
  target: DatabaseTarget;
  /**
   * Applies the committed SQL migrations this database has not seen yet (or those of another
   * folder: a test makes an old database with a copy of the first few).
   */
  migrate(migrationsFolder?: string): Promise<void>;
  /** One round trip; resolves with its duration in milliseconds. */
  ping(): Promise<number>;
  close(): Promise<void>;
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    // Loaded only for PostgreSQL: an embedded start need not pay for node-postgres (issue 14).
    const [{ default: pg }, { drizzle: drizzlePostgres }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      // An unreachable server fails requests (and the health check) instead of hanging them.
      connectionTimeoutMillis: 5_000,
    });
    // An idle client losing its connection emits 'error' on the pool; without a listener that
    // would crash the process. The next query gets a fresh connection.
    pool.on('error', () => {});
    const db = drizzlePostgres(pool, { schema });
    return handle(
      db,
      target,
      (folder) => migratePostgresServer(target.url, folder),
      () => pool.end(),
    );
  }

  if (target.kind === 'pglite-memory') {
    const client = new PGlite();
    const db = drizzlePglite(client, { schema });
    return handle(
      db,
      target,
      oneAtATime((folder) => migrateEmbedded(db, folder)),
      () => client.close(),
    );
  }

  const unlock = await lockDataDirectory(target.dataDir);
  try {
    const client = new PGlite(join(target.dataDir, 'pglite'));
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    return handle(
      db,
      target,
      oneAtATime((folder) => migrateEmbedded(db, folder)),
      async () => {
        await client.close();
        await unlock();
      },
    );
  } catch (error) {
    await unlock();
    throw error;
  }
}

/**
 * PGlite has one connection, so two overlapping migrators would both see an empty history and
 * both create the tables. Chain the calls instead (PostgreSQL uses an advisory lock for this).
 */
function oneAtATime(task: (folder?: string) => Promise<void>): (folder?: string) => Promise<void> {
  let last: Promise<void> = Promise.resolve();
  return (folder) => (last = last.catch(() => {}).then(() => task(folder)));
}

function handle(
  db: Database,
  target: DatabaseTarget,
  migrate: (migrationsFolder?: string) => Promise<void>,
  close: () => Promise<void>,
): DatabaseHandle {
  let closed: Promise<void> | undefined;
  return {
    db,
    target,
    migrate,
    async ping() {
      const started = performance.now();
      await db.execute(sql`select 1`);
      return performance.now() - started;
    },
    close: () => (closed ??= close()),
  };
}
