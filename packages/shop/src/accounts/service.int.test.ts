import { actorOf } from '@shop/domain/identity';
import { seedDemoData } from '@shop/db/seed/seed';
import { createTestDatabase } from '@shop/db/testing/test-database';
import { expect, it } from 'vitest';
import { createShop } from '../shop';
import { UNUSED_FILES } from '../testing/unused-files';

// Issue 14: the root loader asks on every page who is here; a first-time visitor costs no query.
it('tells an anonymous visitor with no query, even with the database gone', async () => {
  const database = await createTestDatabase();
  await seedDemoData(database.db);
  const shop = await createShop(database, {
    ...UNUSED_FILES,
    shopTimeZone: 'America/New_York',
    catalogRefreshMs: 0,
  });
  const nobody = { sessionId: null, customerId: null, guestId: null };
  const known = { sessionId: 'no-such-session', customerId: null, guestId: null };
  expect(await shop.accounts.whoIsHere(actorOf(known))).toMatchObject({ cartCount: 0 });
  shop.close();
  await database.close();

  expect(await shop.accounts.whoIsHere(actorOf(nobody))).toEqual({
    profile: { kind: 'anonymous', firstName: '', lastName: '', email: '', company: '' },
    cartCount: 0,
  });
  // A visitor with a session is looked up: without the database that fails.
  await expect(shop.accounts.whoIsHere(actorOf(known))).rejects.toThrow();
});
