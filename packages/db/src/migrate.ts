import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';

// Resolved through the package, not this file, so it still works once the server is bundled.
export const MIGRATIONS_FOLDER = join(
  dirname(createRequire(import.meta.url).resolve('@shop/db/package.json')),
  'migrations',
);

// Any fixed number: every shop process migrating the same PostgreSQL waits on this lock.
const MIGRATION_LOCK_ID = 727_274_001;

/** `migrationsFolder` is the committed one; a test names an older copy to make an old database. */
export async function migrateEmbedded<T extends Record<string, unknown>>(
  db: PgliteDatabase<T>,
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<void> {
  await migratePglite(db, { migrationsFolder });
}

/**
 * Several processes may start at once on one server; a session-level advisory lock on a
 * dedicated connection makes them take turns, so each migration runs exactly once.
 */
export async function migratePostgresServer(
  url: string,
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<void> {
  // Loaded here, not at start: an embedded database never needs node-postgres.
  const [{ default: pg }, { drizzle }, { migrate: migratePostgres }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end();
  }
}
