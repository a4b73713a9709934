import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../client';

/**
 * A freshly migrated, empty database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close), so
 * parallel workers never see each other's rows.
 */
export async function createTestDatabase(
  serverUrl = process.env.TEST_DATABASE_URL,
  { migrated = true } = {},
): Promise<DatabaseHandle> {
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'pglite-memory' });
    if (migrated) await database.migrate();
    return database;
  }

  const name = `shop_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withServer(serverUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  if (migrated) await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await withServer(serverUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

async function withServer(url: string, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
