import { expect, test } from '@playwright/test';
import { createTestDatabase } from '@shop/db/testing/test-database';
import { crashUnderLoad } from '../support/crash-under-load';
import {
  portIsFree,
  spawnNpmStart,
  spawnShop,
  temporaryDataDir,
  waitForReady,
} from '../support/shop-server';
import { cartItem } from '../support/shop-api';
import { serversForProcessTests } from '../support/test-servers';

// The production process itself: start, refuse a second holder of the data, stop with grace.
// Each test starts real processes (PGlite takes seconds to boot on a busy machine).
test.describe.configure({ mode: 'serial', timeout: 300_000 });

test('a second process on the same data directory exits at once with a clear message', async () => {
  const dataDir = temporaryDataDir();
  const first = spawnShop({ DATA_DIR: dataDir.path });
  try {
    const url = await waitForReady(first);
    const second = spawnShop({ DATA_DIR: dataDir.path });
    // "At once": it stops before opening the database instead of waiting for the lock (how long
    // that takes is the machine's business, not this test's).
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data directory ${dataDir.path} is already in use`);
    expect(second.output()).not.toContain('listening at');
    // The first keeps serving, database included.
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
  } finally {
    first.child.kill('SIGTERM');
    await first.exited;
    dataDir.remove();
  }
});

// That requests in flight finish first is tested on the app itself (apps/server/src/app.int.test.ts).
test('SIGTERM exits cleanly and frees the data directory', async () => {
  const dataDir = temporaryDataDir();
  const shop = spawnShop({ DATA_DIR: dataDir.path });
  try {
    const url = await waitForReady(shop);
    expect((await fetch(`${url}/`)).status).toBe(200);
    shop.child.kill('SIGTERM');
    expect(await shop.exited).toBe(0);
    expect(shop.output()).toContain('shutting down');

    // The lock went with the process: the next start may open the same directory.
    const next = spawnShop({ DATA_DIR: dataDir.path });
    try {
      await waitForReady(next);
      next.child.kill('SIGINT');
      expect(await next.exited).toBe(0);
    } finally {
      next.child.kill('SIGKILL');
    }
  } finally {
    shop.child.kill('SIGKILL');
    dataDir.remove();
  }
});

// Issue 11: a service manager or a container stops `npm start` by signalling npm alone; the
// server must stop with it instead of running on without a parent and holding the port.
test('SIGTERM to npm start stops the server with it and closes the database', async () => {
  test.setTimeout(300_000); // npm, the build check and a first start, on a busy machine
  const dataDir = temporaryDataDir();
  const shop = spawnNpmStart({ DATA_DIR: dataDir.path });
  const pid = shop.child.pid;
  if (pid === undefined) throw new Error('npm start did not start');
  try {
    const url = await waitForReady(shop, 120_000);
    // A new user sees each start-up phase as it begins, and where the shop is (issue 11).
    await expect
      .poll(() => shop.output())
      .toMatch(
        /(Building the shop|The build is up to date)[\s\S]*opening the database[\s\S]*migrating the database[\s\S]*loading the demo data[\s\S]*ready at http:\/\/127\.0\.0\.1:\d+/,
      );
    shop.child.kill('SIGTERM');
    await expect.poll(() => portIsFree(url), { timeout: 60_000 }).toBe(true);
    expect(await shop.exited).toBe(0);
    expect(shop.output()).toContain('shutting down');

    // The database closed cleanly and gave up its lock: the next start opens the same directory.
    const next = spawnShop({ DATA_DIR: dataDir.path });
    try {
      await waitForReady(next);
    } finally {
      next.child.kill('SIGTERM');
      await next.exited;
    }
  } finally {
    // Whatever outlived npm is still in its process group.
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // the group is gone already
    }
    dataDir.remove();
  }
});

// Issue 13: a crash (kill -9, the OOM killer, a power cut of the container) leaves the lock of a
// dead process; the next start takes it over at once, and finds every write the shop answered.
test('restarts at once after SIGKILL under write load and keeps every acknowledged write', async () => {
  test.setTimeout(600_000); // four starts of PGlite, each a crash recovery but the first
  const dataDir = temporaryDataDir();
  try {
    await crashUnderWriteLoad({ DATA_DIR: dataDir.path });
  } finally {
    dataDir.remove();
  }
});

/**
 * Kills the shop with SIGKILL three times while visitors add lines to their carts, starting it
 * again at once each time; then every line the shop acknowledged must be in its visitor's cart.
 */
async function crashUnderWriteLoad(env: Record<string, string>) {
  const acknowledged: { cookie: string; lineId: number }[] = [];
  const shop = await crashUnderLoad(env, 3, async (base) => {
    const item = await cartItem(base);
    const before = acknowledged.length;
    return {
      clients: Array.from({ length: 4 }, () => addLinesUntilGone(base, item, acknowledged)),
      enough: () => acknowledged.length - before >= 20,
    };
  });
  try {
    const base = await waitForReady(shop);
    const cookies = [...new Set(acknowledged.map(({ cookie }) => cookie))];
    for (const cookie of cookies) {
      const cart = await (await fetch(`${base}/api/cart`, { headers: { cookie } })).json();
      const kept = (cart.lines as { id: number }[]).map((line) => line.id);
      const answered = acknowledged.filter((write) => write.cookie === cookie);
      expect(kept).toEqual(expect.arrayContaining(answered.map((write) => write.lineId)));
    }
  } finally {
    shop.child.kill('SIGTERM');
    await shop.exited;
  }
}

/**
 * A visitor adding `item` to its cart, one line after another, until the shop stops answering;
 * each line the shop acknowledged (201) is recorded.
 */
async function addLinesUntilGone(
  base: string,
  item: object,
  acknowledged: { cookie: string; lineId: number }[],
) {
  let cookie = '';
  for (;;) {
    let response: Response;
    try {
      response = await fetch(`${base}/api/cart/items`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(item),
      });
      if (response.status !== 201) throw new Error(`adding a line: ${response.status}`);
      const { line_id: lineId } = (await response.json()) as { line_id: number };
      cookie ||= (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      acknowledged.push({ cookie, lineId });
    } catch (error) {
      // The process was killed: the request failed or its answer was cut off.
      if (error instanceof TypeError) return;
      throw error;
    }
  }
}

test('a bad setting stops the start with a message naming it', async () => {
  const shop = spawnShop({ PORT: 'eighty', SHOP_TIMEZONE: 'Mars/Base' });
  expect(await shop.exited).toBe(1);
  expect(shop.output()).toContain('PORT must be a whole number (got "eighty")');
  expect(shop.output()).toContain('SHOP_TIMEZONE must be an IANA time zone');
});

// Production configuration: PostgreSQL (and Redis), the servers named by TEST_DATABASE_URL and
// TEST_REDIS_URL or else the local ones; without them these tests are left out, with a line saying so.
const servers = await serversForProcessTests();
for (const url of servers.postgres ? [servers.postgres] : []) {
  test('runs the same on PostgreSQL, migrating and seeding an empty database', async () => {
    const database = await createTestDatabase(url, { migrated: false });
    if (database.target.kind !== 'postgres') throw new Error('expected a PostgreSQL database');
    const shop = spawnShop({ DATABASE_URL: database.target.url });
    try {
      const base = await waitForReady(shop);
      const health = await fetch(`${base}/api/health`);
      expect(await health.json()).toMatchObject({ status: 'ok' });
      expect(await (await fetch(`${base}/`)).text()).toContain('Lettering &amp; Decals');
    } finally {
      shop.child.kill('SIGTERM');
      expect(await shop.exited).toBe(0);
      await database.close();
    }
  });
}

// Growth: several stateless processes on one PostgreSQL (and Redis for the rate-limit counters)
// share sessions, carts and sign-in limits.
const sharedServers =
  servers.postgres && servers.redis ? [{ url: servers.postgres, redisUrl: servers.redis }] : [];
for (const { url, redisUrl } of sharedServers) {
  test('two processes on one PostgreSQL and Redis share sessions, carts, rate limits and calendar changes', async () => {
    const database = await createTestDatabase(url, { migrated: false });
    if (database.target.kind !== 'postgres') throw new Error('expected a PostgreSQL database');
    const env = {
      DATABASE_URL: database.target.url,
      REDIS_URL: redisUrl,
      DEMO_STAFF: 'true',
      CATALOG_REFRESH_SECONDS: '0',
    };
    // The first start migrates and seeds; the second finds the database ready.
    const first = spawnShop(env);
    const a = await waitForReady(first);
    const second = spawnShop(env);
    try {
      const b = await waitForReady(second);
      const added = await fetch(`${a}/api/cart/items`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(await cartItem(a)),
      });
      expect(added.status).toBe(201);
      const cookie = (added.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const cart = await (await fetch(`${b}/api/cart`, { headers: { cookie } })).json();
      expect(cart.count).toBe(1);

      // Failed sign-ins on one account count across both processes.
      const email = `nobody-${Date.now()}@peelandpress.example`;
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        const response = await fetch(`${attempt % 2 ? a : b}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'wrong-password' }),
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);

      // A holiday an admin adds through one process moves the other's dispatch dates, by the
      // PostgreSQL notice alone (CATALOG_REFRESH_SECONDS is 0 here: no periodic check).
      const dispatchAt = async (base: string) => {
        const answer = await fetch(
          `${base}/api/get/pricing-data?product_id=1&featured_item_id=1&width=2&height=2`,
        );
        return (await answer.json()).rows[0].shipping[0].shipping_date as string;
      };
      const promised = await dispatchAt(b);
      const signIn = await fetch(`${a}/api/admin/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: a },
        body: JSON.stringify({ email: 'admin@peelandpress.example', password: 'back-office-2026' }),
      });
      expect(signIn.status).toBe(200);
      const staffCookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const holiday = await fetch(`${a}/api/admin/calendar/holidays`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: a, cookie: staffCookie },
        body: JSON.stringify({ date: promised, name: 'Stocktake', type: 'closure' }),
      });
      expect(holiday.status).toBe(201);
      await expect.poll(() => dispatchAt(b), { timeout: 30_000 }).not.toBe(promised);
    } finally {
      first.child.kill('SIGTERM');
      second.child.kill('SIGTERM');
      await Promise.all([first.exited, second.exited]);
      await database.close();
    }
  });
}
