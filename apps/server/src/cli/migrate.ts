import { runWithDatabase } from './run-with-database';

await runWithDatabase(async (database) => {
  await database.migrate();
  return 'Database migrated.';
});
