import type { Catalog } from '@shop/domain/catalog-model';
import { readConfiguration } from '@shop/domain/chosen-configuration';
import type { Repositories } from '../writes';

/**
 * The second half of migration 0009 (ADR 0040): configurations stored before issue 29 (a cart
 * line's pricing query text, a quote request's parsed query) were wrapped as `{ unread }` by the
 * SQL; here each is read with the one reader, on the page and quantity of its row, and replaced
 * by the value read. One the catalog can no longer read stays as it is: never lost, and its
 * stored summary is shown still. Prices, quantities and dates are not touched. Every process
 * runs it when it starts; once every row is read it is one query, and two processes racing write
 * the same value.
 */
export async function upgradeStoredConfigurations(
  repositories: Pick<Repositories, 'carts' | 'quotes'>,
  catalog: Catalog,
): Promise<{ read: number; unread: number }> {
  let read = 0;
  let unread = 0;
  for (const row of await repositories.carts.unreadConfigurations()) {
    if (!('unread' in row.configuration) || typeof row.configuration.unread !== 'string') {
      unread += 1;
      continue;
    }
    const result = readConfiguration(catalog, {
      configuration: row.configuration.unread,
      featuredItemId: row.featuredItemId,
      quantity: row.customQuantity ?? row.quantity,
      kinds: row.kinds,
    });
    if (!result.ok) {
      unread += 1;
      continue;
    }
    await repositories.carts.setReadConfiguration(row.id, result.chosen);
    read += 1;
  }
  for (const row of await repositories.quotes.unreadConfigurations()) {
    const old = 'unread' in row.configuration ? queryOfParsed(row.configuration.unread) : null;
    const result =
      old &&
      readConfiguration(catalog, {
        configuration: old.query,
        featuredItemId: old.featuredItemId,
        quantity: row.quantity,
      });
    if (!result?.ok) {
      unread += 1;
      continue;
    }
    await repositories.quotes.setReadConfiguration(row.id, result.chosen);
    read += 1;
  }
  return { read, unread };
}

/**
 * A quote request's configuration as it was stored before issue 29 (the pricing query parsed,
 * with the request's page as `featured_item_id`), back as the query text the page had sent.
 */
function queryOfParsed(stored: unknown): { query: string; featuredItemId: number } | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const params = new URLSearchParams();
  let featuredItemId: number | null = null;
  for (const [key, value] of Object.entries(stored)) {
    if (key === 'featured_item_id' && typeof value === 'number') featuredItemId = value;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'number' || typeof item === 'string') params.append(key, String(item));
    }
  }
  return featuredItemId === null ? null : { query: params.toString(), featuredItemId };
}
