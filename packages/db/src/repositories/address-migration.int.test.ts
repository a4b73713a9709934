import { rm } from 'node:fs/promises';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { addressBook } from '../schema';
import { migrationsUpTo } from '../testing/old-migrations';
import { createTestDatabase } from '../testing/test-database';

// Issue 30: migrations 0011-0012 split an address's one text block into its fields, keeping
// every row, on a database filled as the shop left it before.
let database: DatabaseHandle;
let oldMigrations: string;

const OLD_ADDRESSES = [
  // The demo customer's, as the seed wrote it.
  '214 Market Street\nPortland, OR 97204\nUnited States',
  // A second street line and a ZIP+4, Windows line ends.
  'Suite 400\r\n1 Main St\r\nSan Jose, CA 95113-1234',
  // No place line the migration can read: kept whole, city and ZIP left to the next edit.
  'Building 7, Dock B\nsomewhere near the river',
  '',
];

beforeAll(async () => {
  database = await createTestDatabase(undefined, { migrated: false });
  oldMigrations = await migrationsUpTo('0010_accounts_and_mail');
  await database.migrate(oldMigrations);
  await database.db.execute(
    sql`insert into customers (id, email, password_hash, first_name, last_name) values (1, 'a@example.org', 'x', 'A', 'B')`,
  );
  for (const [index, address] of OLD_ADDRESSES.entries()) {
    await database.db.execute(sql`
      insert into address_book (id, customer_id, label, name, address, is_default)
      values (${index + 1}, 1, ${`Label ${index + 1}`}, 'Ana Lima', ${address}, ${index === 0})`);
  }
  await database.migrate();
});
afterAll(async () => {
  await database?.close();
  if (oldMigrations) await rm(oldMigrations, { recursive: true, force: true });
});

it('splits each address into its fields and keeps every row', async () => {
  const rows = await database.db.select().from(addressBook).orderBy(asc(addressBook.id));
  expect(
    rows.map(({ address1, address2, city, state, zip, phone, label, isDefault }) => ({
      address1,
      address2,
      city,
      state,
      zip,
      phone,
      label,
      isDefault,
    })),
  ).toEqual([
    {
      address1: '214 Market Street',
      address2: '',
      city: 'Portland',
      state: 'OR',
      zip: '97204',
      phone: '',
      label: 'Label 1',
      isDefault: true,
    },
    {
      address1: 'Suite 400',
      address2: '1 Main St',
      city: 'San Jose',
      state: 'CA',
      zip: '95113-1234',
      phone: '',
      label: 'Label 2',
      isDefault: false,
    },
    {
      address1: 'Building 7, Dock B',
      address2: 'somewhere near the river',
      city: '',
      state: '',
      zip: '',
      phone: '',
      label: 'Label 3',
      isDefault: false,
    },
    {
      address1: '',
      address2: '',
      city: '',
      state: '',
      zip: '',
      phone: '',
      label: 'Label 4',
      isDefault: false,
    },
  ]);
});
