import type { SalesTaxRates } from '@shop/domain/orders/checkout-rules';
import type { DatabaseHandle } from '@shop/db/client';
import type { FileStore } from '@shop/db/storage/file-store';
import type { StorageTarget } from '@shop/db/storage/open-file-store';
import type { MailTransport } from '@shop/db/mail/mail-transport';
import type { CounterStore } from '@shop/shop/limits/counter-store';
import type { UploadLimits } from '@shop/shop/uploads/contract';
import { createShop, type Shop } from '@shop/shop/shop';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { preflightPool } from '../artwork/preflight-pool';

declare module 'fastify' {
  interface FastifyInstance {
    shop: Shop;
  }
}

export interface ShopPluginOptions {
  database: DatabaseHandle;
  clock?: () => Date;
  shopTimeZone: string;
  catalogRefreshMs: number;
  /** The rate-limit counters (closed with the app). */
  counters: CounterStore;
  /** How a throttled sign-in waits; tests record it. */
  sleep?: (ms: number) => Promise<void>;
  files: FileStore;
  /** Where `files` are: the artwork pool's workers open the same storage. */
  storage: StorageTarget;
  uploadLimits: UploadLimits;
  mailTransport: MailTransport;
  shopEmail: string;
  publicUrl: string;
  salesTaxRates: SalesTaxRates;
  paymentTestProvider: boolean;
  bankTransferDetails: string;
  /** Worker threads checking artwork (ARTWORK_CHECK_THREADS); 0: in the request's thread. */
  artworkCheckThreads: number;
}

/**
 * Makes the shop's services (with the catalog loaded into memory) available to every route;
 * they stop, and the database closes, with the app.
 */
export const shopPlugin = fp(async (app: FastifyInstance, options: ShopPluginOptions) => {
  const pool =
    options.artworkCheckThreads > 0
      ? preflightPool(options.artworkCheckThreads, options.storage)
      : null;
  const shop = await createShop(options.database, {
    checkArtwork: pool?.check,
    artworkCheckThreads: Math.max(1, options.artworkCheckThreads),
    clock: options.clock,
    shopTimeZone: options.shopTimeZone,
    catalogRefreshMs: options.catalogRefreshMs,
    onBackgroundError: (error) => app.log.error({ err: error }, 'catalog refresh failed'),
    counters: options.counters,
    onLimiterError: (error) =>
      app.log.warn({ err: error }, 'rate-limit store unavailable; request let through'),
    sleep: options.sleep,
    files: options.files,
    uploadLimits: options.uploadLimits,
    mailTransport: options.mailTransport,
    shopEmail: options.shopEmail,
    publicUrl: options.publicUrl,
    salesTaxRates: options.salesTaxRates,
    paymentTestProvider: options.paymentTestProvider,
    bankTransferDetails: options.bankTransferDetails,
    onMailError: (error) => app.log.warn({ err: error }, 'mail not sent; it will be tried again'),
    onArtworkCheckError: (error) =>
      app.log.warn({ err: error }, 'artwork check failed; it will be tried again'),
  });
  app.decorate('shop', shop);
  app.addHook('onClose', async () => {
    await shop.close();
    await pool?.close();
    await options.counters.close();
    await options.database.close();
  });
});
