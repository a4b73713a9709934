import { seedDemoCoupons, seedDemoData } from '@shop/db/seed/seed';
import { runWithDatabase } from './run-with-database';

// Migrates first so `npm run db:seed` works on a brand-new database too.
await runWithDatabase(async (database) => {
  await database.migrate();
  await seedDemoData(database.db);
  await seedDemoCoupons(database.db);
  return 'Demo data loaded.';
});
