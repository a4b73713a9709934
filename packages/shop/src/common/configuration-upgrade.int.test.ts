import { rm } from 'node:fs/promises';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@shop/db/client';
import { loadCatalog } from '@shop/db/repositories/catalog-loader';
import { cartLines, quoteRequests, quotations } from '@shop/db/schema';
import { seedDemoData } from '@shop/db/seed/seed';
import { migrationsUpTo } from '@shop/db/testing/old-migrations';
import { createTestDatabase } from '@shop/db/testing/test-database';
import { repositoriesOf } from '../writes';
import { upgradeStoredConfigurations } from './configuration-upgrade';

const SP_CHOICES = {
  featured_item_id: 1,
  product_id: 1,
  cutting_id: 6,
  addons: [12],
  sub_items: {},
};

let database: DatabaseHandle;
let oldMigrations: string;

// A database filled by the shop as it was before issue 29 (configurations as query text on cart
// lines, as the parsed query on quote requests), then migrated and read (ADR 0040).
beforeAll(async () => {
  database = await createTestDatabase(undefined, { migrated: false });
  oldMigrations = await migrationsUpTo('0008_quotation_contents_key');
  await database.migrate(oldMigrations);
  await seedDemoData(database.db, new Date('2026-11-20T12:00:00Z'));
  const line = (id: number, configuration: string, kinds: number) => sql`
    insert into cart_lines (id, featured_item_id, product_id, configuration, details, quantity,
      custom_quantity, kinds, unit_price_cents, shipping_method_id, shipping_cost_cents,
      dispatch_date, origin_path)
    values (${id}, 1, 1, ${configuration}, '["Size: 2\\" x 2\\"", "as stored"]'::jsonb, 100, null,
      ${kinds}, 1234, 1, 500, '2026-12-01', '/stickers/vinyl')`;
  await database.db.execute(line(1, 'product_id=1&featured_item_id=1&width=2&height=2', 3));
  // A product the catalog no longer has: kept, never lost.
  await database.db.execute(line(2, 'product_id=99999&width=2&height=2', 1));
  const request = (id: number, type: string, configuration: object, quantity: number) => sql`
    insert into quote_requests (id, reference_no, quote_type, first_name, last_name, email,
      quantity, comment, configuration, utm)
    values (${id}, ${`QR-OLD-${id}`}, ${type}, 'Ana', 'Lima', 'ana@example.org', ${quantity}, '',
      ${JSON.stringify(configuration)}::jsonb, '{}'::jsonb)`;
  await database.db.execute(
    request(
      1,
      'Special Size',
      { product_id: 17, featured_item_id: 18, width: 12, height: 12 },
      500,
    ),
  );
  await database.db.execute(request(2, 'Special Processing', SP_CHOICES, 500));
  await database.db.execute(sql`
    insert into quotations (quotation_no, issue_date, items, sub_total_cents, shipping_fee_cents,
      total_cents)
    values ('Q-OLD-1', '2026-11-20', '[{"details":"Vinyl","quantity":100,"priceCents":1234}]'::jsonb,
      1234, 500, 1734)`);
  await database.migrate();
});

afterAll(async () => {
  await database?.close();
  if (oldMigrations) await rm(oldMigrations, { recursive: true, force: true });
});

describe('migration 0009 of old-format configurations', () => {
  it('reads every row it can, keeps the others as they came, and re-prices nothing', async () => {
    const { catalog } = await loadCatalog(database.db);
    const repositories = repositoriesOf(database.db);
    expect(await upgradeStoredConfigurations(repositories, catalog)).toEqual({
      read: 2,
      unread: 1,
    });

    const lines = await database.db.select().from(cartLines).orderBy(asc(cartLines.id));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      kinds: 3,
      quantity: 100,
      unitPriceCents: 1234,
      shippingCostCents: 500,
      dispatchDate: '2026-12-01',
      configuration: {
        featuredItemId: 1,
        quantity: 100,
        customQuantity: null,
        options: { productId: 1, widthIn: 2, heightIn: 2, kinds: 3 },
      },
    });
    expect(lines[1]).toMatchObject({
      unitPriceCents: 1234,
      details: ['Size: 2" x 2"', 'as stored'],
      configuration: { unread: 'product_id=99999&width=2&height=2' },
    });

    const requests = await database.db.select().from(quoteRequests).orderBy(asc(quoteRequests.id));
    expect(requests[0]).toMatchObject({
      quantity: 500,
      configuration: {
        featuredItemId: 18,
        quantity: 500,
        options: { productId: 17, widthIn: 12, heightIn: 12 },
      },
    });
    // A Special Processing form's choices were never a query: untouched.
    expect(requests[1]?.configuration).toEqual(SP_CHOICES);

    const [quotation] = await database.db.select().from(quotations);
    expect(quotation).toMatchObject({
      quotationNo: 'Q-OLD-1',
      totalCents: 1734,
      configuration: null,
    });
  });

  it('does nothing more when run again (every process runs it when it starts)', async () => {
    const { catalog } = await loadCatalog(database.db);
    expect(await upgradeStoredConfigurations(repositoriesOf(database.db), catalog)).toEqual({
      read: 0,
      unread: 1,
    });
  });
});
