import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { productMedia } from '../schema';
import { createTestDatabase } from '../testing/test-database';
import { seedDemoData } from './seed';

let database: DatabaseHandle;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

it('seeding again drops gallery pictures the demo catalog no longer has', async () => {
  await seedDemoData(database.db);
  // A picture an earlier seed gave the premium card (issue 11: hang tags in its gallery).
  await database.db.insert(productMedia).values({
    id: 1712,
    productId: 17,
    kind: 'gallery',
    filePath: '/media/mockups/tag-royal-white-rectangle-3.svg',
    alt: 'Premium Business Card, example 12',
    sortOrder: 12,
  });
  await seedDemoData(database.db);
  const gallery = await database.db
    .select({ filePath: productMedia.filePath })
    .from(productMedia)
    .where(eq(productMedia.productId, 17));
  expect(gallery.map((m) => m.filePath).filter((path) => path.includes('/tag-'))).toEqual([]);
  expect(gallery).toHaveLength(10);
});
