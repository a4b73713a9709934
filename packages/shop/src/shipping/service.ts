import type { CatalogCache } from '@shop/db/catalog-cache';
import { productsOf } from '@shop/domain/catalog-pages';
import type { Holiday } from '@shop/domain/shipping-calendar';
import { ShopProblem } from '../problem';
import type { ShippingInfoRow } from './contract';

/** Shipping's operations, over the catalog in memory. */
export function shippingService({ catalog }: { catalog: CatalogCache }) {
  return {
    /** US federal holidays and shop closures, by date: no production, no dispatch. */
    holidays: (): Holiday[] => catalog.current().catalog.holidays,

    /** The products of a product page with their printing days; 404 for an unknown page. */
    shippingInfo(featuredItemId: number): ShippingInfoRow[] {
      const { catalog: model } = catalog.current();
      const item = model.featuredItems.get(featuredItemId);
      if (!item) {
        throw new ShopProblem(
          404,
          'UNKNOWN_ID',
          `There is no featured item with id ${featuredItemId}.`,
          [{ field: 'featuredItemId', message: 'unknown featured item' }],
        );
      }
      return productsOf(model, item).map((product) => ({
        id: product.id,
        product: product.name,
        printing_days: item.printingDays,
      }));
    },
  };
}

export type ShippingService = ReturnType<typeof shippingService>;
