import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
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
  /**
   * Calls `onNotify` for every `NOTIFY` on `channel`, from any process on this database; resolves
   * once listening, with the function that stops it. On PostgreSQL a lost connection is made again
   * after a pause, and `onNotify` is called then too: what was sent meanwhile was missed.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
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
    const listeners = new Set<() => Promise<void>>();
    return handle(db, target, {
      migrate: (folder) => migratePostgresServer(target.url, folder),
      listen: async (channel, onNotify) => {
        const stop = await listenOnPostgres(pg.Client, target.url, channel, onNotify);
        listeners.add(stop);
        return async () => {
          await stop();
          listeners.delete(stop);
        };
      },
      close: async () => {
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
      },
    });
  }

  if (target.kind === 'pglite-memory') {
    const client = new PGlite();
    const db = drizzlePglite(client, { schema });
    return handle(db, target, {
      migrate: oneAtATime((folder) => migrateEmbedded(db, folder)),
      listen: (channel, onNotify) => client.listen(channel, onNotify),
      close: () => client.close(),
    });
  }

  const unlock = await lockDataDirectory(target.dataDir);
  try {
    const client = new PGlite(join(target.dataDir, 'pglite'));
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    return handle(db, target, {
      migrate: oneAtATime((folder) => migrateEmbedded(db, folder)),
      listen: (channel, onNotify) => client.listen(channel, onNotify),
      close: async () => {
        await client.close();
        await unlock();
      },
    });
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
  { migrate, listen, close }: Pick<DatabaseHandle, 'migrate' | 'listen' | 'close'>,
): DatabaseHandle {
  let closed: Promise<void> | undefined;
  return {
    db,
    target,
    migrate,
    listen,
    async ping() {
      const started = performance.now();
      await db.execute(sql`select 1`);
      return performance.now() - started;
    },
    close: () => (closed ??= close()),
  };
}

/** How long a lost listening connection waits before it is made again: doubled, to a limit. */
const RELISTEN_MS = { first: 1_000, most: 30_000 } as const;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). Channel
 * names are the shop's own constants, never input, and are quoted as identifiers all the same.
 */
async function listenOnPostgres(
  Client: typeof pg.Client,
  url: string,
  channel: string,
  onNotify: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let pause: number = RELISTEN_MS.first;

  const drop = (lost: pg.Client) => {
    if (client !== lost) return;
    client = undefined;
    lost.end().catch(() => {});
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void reconnect();
    }, pause);
    retry.unref();
    pause = Math.min(pause * 2, RELISTEN_MS.most);
  };
  const connect = async () => {
    // Keep-alive probes notice a connection that died without a word (a dropped network).
    const next = new Client({
      connectionString: url,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    next.on('error', () => drop(next));
    next.on('end', () => drop(next));
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch (error) {
      drop(next);
      throw error;
    }
  };
  const reconnect = async () => {
    if (stopped) return;
    try {
      await connect();
    } catch {
      return; // connect dropped the client, which tries again after the pause
    }
    pause = RELISTEN_MS.first;
    onNotify(); // anything sent while the connection was down was missed
  };

  try {
    await connect();
  } catch (error) {
    stopped = true; // the caller is told; nothing keeps trying behind its back
    clearTimeout(retry);
    throw error;
  }
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
