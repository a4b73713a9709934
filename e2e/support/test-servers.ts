import { connect } from 'node:net';
import { LOCAL_TEST_SERVER, postgresUnavailable } from '@shop/db/testing/test-database';

const LOCAL_REDIS = 'redis://127.0.0.1:6379';

/**
 * The PostgreSQL and Redis servers the production-process tests run on (issue 11): the ones
 * TEST_DATABASE_URL and TEST_REDIS_URL name, or the usual local ones. Named servers, and in CI
 * the local ones too, are used as given, so a server that is down fails those tests loudly.
 * Elsewhere a local server that does not answer leaves its tests out, and one line says which
 * were not run and why.
 */
export async function serversForProcessTests(): Promise<{
  postgres: string | null;
  redis: string | null;
}> {
  const [postgres, redis] = await Promise.all([
    named(process.env.TEST_DATABASE_URL, LOCAL_TEST_SERVER, postgresUnavailable),
    named(process.env.TEST_REDIS_URL, LOCAL_REDIS, redisUnavailable),
  ]);
  const notRun = postgres.why
    ? `the process tests on PostgreSQL: no server answers at ${LOCAL_TEST_SERVER} (${postgres.why}); start one or set TEST_DATABASE_URL`
    : redis.why
      ? `the two-process test on PostgreSQL and Redis: no Redis answers at ${LOCAL_REDIS} (${redis.why}); start one or set TEST_REDIS_URL`
      : null;
  // Test files load in the runner and again in every worker: say it once, from the runner.
  if (notRun && process.env.TEST_WORKER_INDEX === undefined) console.log(`Not run: ${notRun}.`);
  return { postgres: postgres.url, redis: redis.url };
}

async function named(
  given: string | undefined,
  local: string,
  unavailable: (url: string) => Promise<string | null>,
): Promise<{ url: string | null; why: string | null }> {
  if (given) return { url: given, why: null };
  if (process.env.CI) return { url: local, why: null };
  const why = await unavailable(local);
  return { url: why ? null : local, why };
}

/** Why the Redis server at `url` cannot be used, in one line; null when it answers PING. */
function redisUnavailable(url: string): Promise<string | null> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port || 6379), hostname, () => socket.write('PING\r\n'));
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.once('data', (chunk) => {
      socket.end();
      const answer = chunk.toString().trim();
      resolve(answer === '+PONG' ? null : `answered ${answer}`);
    });
    socket.once('error', (error) => resolve(error.message));
  });
}
