import { existsSync } from 'node:fs';
import { serverEntry, spawnShop, temporaryDataDir, waitForReady } from './shop-server';

/**
 * One production server for the browser tests, on a free port and a fresh embedded database
 * (migrated and seeded at first start, exactly as a new user gets it).
 */
export default async function globalSetup() {
  if (!existsSync(serverEntry)) {
    throw new Error(`${serverEntry} is missing: run npm run build before the e2e tests.`);
  }
  const dataDir = temporaryDataDir();
  // The test payment provider lets the browser tests choose a card's answer (issue 31).
  const shop = spawnShop({
    DATA_DIR: dataDir.path,
    PAYMENT_TEST_PROVIDER: 'true',
    DEMO_STAFF: 'true',
  });
  try {
    process.env.E2E_BASE_URL = await waitForReady(shop);
  } catch (error) {
    shop.child.kill('SIGKILL');
    dataDir.remove();
    throw error;
  }

  return async () => {
    shop.child.kill('SIGTERM');
    await shop.exited;
    dataDir.remove();
  };
}
