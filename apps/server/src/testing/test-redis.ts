import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import type { CounterStore } from '@shop/shop/limits/counter-store';
import { redisCounterStore } from '../plugins/rate-limits';

const LOCAL_REDIS = 'redis://127.0.0.1:6379';

/**
 * Counters in the Redis that TEST_REDIS_URL names (or the local one), under a prefix of this run
 * so no counter of an earlier run is seen. Null when no Redis answers outside CI: the Redis runs
 * of a test file are then left out, and one line says so. A named server (or CI) is used as given.
 */
export async function testRedisCounters(): Promise<(() => CounterStore) | null> {
  const given = process.env.TEST_REDIS_URL;
  const url = given ?? LOCAL_REDIS;
  if (!given && !process.env.CI) {
    const why = await redisUnavailable(url);
    if (why) {
      console.log(`Not run on Redis: no Redis answers at ${url} (${why}); set TEST_REDIS_URL.`);
      return null;
    }
  }
  return () => redisCounterStore(url, `shop-test:${randomUUID()}:`);
}

function redisUnavailable(url: string): Promise<string | null> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port || 6379), hostname, () => socket.write('PING\r\n'));
    socket.setTimeout(5_000, () => socket.destroy(new Error('no answer within 5 s')));
    socket.once('data', (chunk) => {
      socket.end();
      const answer = chunk.toString().trim();
      resolve(answer === '+PONG' ? null : `answered ${answer}`);
    });
    socket.once('error', (error) => resolve(error.message));
  });
}
