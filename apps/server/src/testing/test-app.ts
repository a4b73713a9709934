import { createTestDatabase } from '@shop/db/testing/test-database';
import { seedDemoData } from '@shop/db/seed/seed';
import { buildApp } from '../app';
import { loadConfig } from '../config';

/** The real app on a fresh, migrated and seeded database of its own, without the storefront. */
export async function createTestApp() {
  const database = await createTestDatabase();
  await seedDemoData(database.db);
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), database, logger: false });
  await app.ready();
  return app;
}
