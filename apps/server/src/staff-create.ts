import { parseArgs } from 'node:util';
import { openDatabase } from '@shop/db/client';
import { staffRepository } from '@shop/db/repositories/staff';
import { memoryCounterStore } from '@shop/shop/limits/counter-store';
import { rateLimiter } from '@shop/shop/limits/rate-limiter';
import { ShopProblem } from '@shop/shop/problem';
import { staffCreateRequest } from '@shop/shop/staff/contract';
import { staffService } from '@shop/shop/staff/service';
import { writePipeline } from '@shop/shop/writes';
import { ConfigError, databaseTarget, loadConfig } from './config';

/**
 * `npm run staff:create -- --email ana@shop.example --role admin [--name "Ana Lima"]` (issue 34):
 * makes a staff account in the shop's database (DATABASE_URL, else PGlite in DATA_DIR: stop the
 * server first, PGlite opens one process at a time) and prints its one-time password, which the
 * first sign-in must change. It is the way to make the first admin; admins make the others.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string', default: 'staff' },
    },
  });
  const input = staffCreateRequest.safeParse({
    email: values.email ?? '',
    name: values.name ?? values.email?.split('@')[0] ?? '',
    role: values.role,
  });
  if (!input.success) {
    for (const issue of input.error.issues) {
      console.error(`--${issue.path.join('.')}: ${issue.message}`);
    }
    console.error(
      'Usage: npm run staff:create -- --email <email> --role staff|admin [--name <name>]',
    );
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = await openDatabase(databaseTarget(config));
  try {
    await database.migrate();
    const clock = () => new Date();
    const staff = staffService({
      staff: staffRepository(database.db),
      writes: writePipeline(database.db),
      limiter: rateLimiter(
        memoryCounterStore(() => Date.now()),
        () => {},
      ),
      clock,
      shopTimeZone: config.shopTimeZone,
    });
    const { account, password } = await staff.createFromCommand(input.data);
    console.log(`Staff account made: ${account.email} (${account.role}).`);
    console.log(`One-time password: ${password}`);
    console.log('It is shown only now; the first sign-in at /admin must choose a new one.');
  } catch (error) {
    if (error instanceof ShopProblem) {
      console.error(error.message);
      process.exitCode = 1;
      return;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
});
