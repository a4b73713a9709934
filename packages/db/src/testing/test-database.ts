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

/** The PostgreSQL server tests look for when TEST_DATABASE_URL names none. */
export const LOCAL_TEST_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Why the PostgreSQL server at `url` cannot be used, in one line; null when it answers. */
export async function postgresUnavailable(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return reason(error);
  } finally {
    await client.end().catch(() => {});
  }
}

function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return error.message || (typeof code === 'string' ? code : error.name);
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
