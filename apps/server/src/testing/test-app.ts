import { createTestDatabase } from '@shop/db/testing/test-database';
import { ensureDemoCustomer } from '@shop/db/seed/demo-customer';
import { seedDemoCoupons, seedDemoData } from '@shop/db/seed/seed';
import type { CounterStore } from '@shop/shop/limits/counter-store';
import { buildApp } from '../app';
import { loadConfig } from '../config';

/**
 * The real app on a fresh, migrated and seeded database of its own, without the storefront.
 * `clock` pins "now" (dispatch dates); the demo holidays are seeded for its year and the next.
 */
export async function createTestApp({
  clock,
  demoCustomer = false,
  counters,
  sleep,
  env = {},
}: {
  /** More settings (DATA_DIR, S3_*, upload limits), as the environment would give them. */
  env?: Record<string, string>;
  clock?: () => Date;
  demoCustomer?: boolean;
  /** Rate-limit counters (a Redis store); by default in memory, timed by `clock`. */
  counters?: CounterStore;
  /** Records the waits of throttled sign-ins instead of waiting. */
  sleep?: (ms: number) => Promise<void>;
} = {}) {
  const database = await createTestDatabase();
  await seedDemoData(database.db, clock?.() ?? new Date());
  await seedDemoCoupons(database.db);
  if (demoCustomer) await ensureDemoCustomer(database.db);
  const app = await buildApp({
    // A busy test machine would trip the overload checks; plugins/overload.int.test.ts covers them.
    config: loadConfig({
      NODE_ENV: 'test',
      CATALOG_REFRESH_SECONDS: '0',
      OVERLOAD_PROTECTION: 'false',
      ...env,
    }),
    database,
    logger: false,
    clock,
    counters,
    sleep,
  });
  await app.ready();
  return { app, database };
}
