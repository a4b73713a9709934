import { cartView } from '@shop/domain/cart';
import { CART_FULL_MESSAGE, CART_LINES_MAX } from '@shop/domain/rules/cart-rules';
import type { Cart, QuotePayload } from '@shop/domain/cart-contract';
import type { CatalogCache } from '@shop/db/catalog-cache';
import type { CartRepository } from '@shop/db/repositories/carts';
import type { Owner } from '@shop/db/repositories/visitors';
import { addressKey } from '../limits/client-address';
import { CART_ADDS_PER_ADDRESS, CART_ADDS_PER_VISITOR, visitorKey } from '../limits/limits';
import type { RateLimiter } from '../limits/rate-limiter';
import { refusal, ShopProblem } from '../problem';
import type { VisitorSession } from '../visitor-session';
import {
  letteringCutFile,
  letteringGlyphs,
  priceQuotePayloadOnServer,
} from '../lettering/lettering-pricing';
import { CART_MESSAGES, type AddedLine } from './contract';

/** The visitor's cart: add a priced configuration, show it, change a line's sets, remove a line. */
export function cartService({
  carts,
  catalog,
  clock,
  shopTimeZone,
  limiter,
}: {
  carts: CartRepository;
  catalog: Pick<CatalogCache, 'current'>;
  clock: () => Date;
  shopTimeZone: string;
  limiter: RateLimiter;
}) {
  /** The cart with its totals, written from the stored lines and today's catalog. */
  const view = async (owner: Owner): Promise<Cart> => {
    const lines = await carts.lines(owner);
    return cartView(catalog.current().catalog, lines, await letteringGlyphs(lines));
  };

  const noSuchLine = (lineId: number) =>
    new ShopProblem(404, 'NOT_FOUND', CART_MESSAGES.noSuchLine(lineId));

  return {
    view,

    /**
     * Adds the configuration of a quote payload, priced again here: a payload whose cost,
     * quantity or shipping differs from today's price is refused (422) and nothing is stored.
     * The same idempotency key adds one line only and answers as the first time did. Adds are
     * rate limited per address and per visitor (429), and a cart holds CART_LINES_MAX lines (409).
     * A lettering design is measured again and priced at its checked size (issue 17).
     */
    async addLine(
      session: VisitorSession,
      payload: QuotePayload,
      idempotencyKey: string | null,
    ): Promise<AddedLine> {
      const checked = await priceQuotePayloadOnServer(
        catalog.current().catalog,
        payload,
        clock(),
        shopTimeZone,
      );
      if (!checked.ok) throw refusal(checked.problem);
      // The address first: a script without cookies would otherwise start a session per add.
      await limiter.count(CART_ADDS_PER_ADDRESS, addressKey(session.address));
      const visitor = await session.current();
      const owner = visitor.customerId !== null ? visitor : await session.ensureSession();
      await limiter.count(CART_ADDS_PER_VISITOR, visitorKey(owner));
      const stored = await carts.addLine(
        owner,
        checked.line,
        payload.origin_path,
        idempotencyKey,
        CART_LINES_MAX,
        (id, cartCount) => ({ statusCode: 201, body: { cart_count: cartCount, line_id: id } }),
      );
      if (stored === 'full') throw new ShopProblem(409, 'CART_FULL', CART_FULL_MESSAGE);
      // Only this operation stores under the cart's keys, so a replayed body is one it wrote.
      return stored.body as AddedLine;
    },

    /** Sets the number of sets of one of the visitor's lines; another's line is not found. */
    async changeSets(owner: Owner, lineId: number, kinds: number): Promise<Cart> {
      if (!(await carts.setKinds(owner, lineId, kinds))) throw noSuchLine(lineId);
      return view(owner);
    },

    /**
     * The SVG cut file of one of the visitor's lettering lines, drawn from the stored design at
     * its ordered size; another's line, or a line without lettering, is not found.
     */
    async cutFile(owner: Owner, lineId: number): Promise<string> {
      const line = await carts.line(owner, lineId);
      if (!line) throw noSuchLine(lineId);
      if (!line.lettering) {
        throw new ShopProblem(404, 'NOT_FOUND', CART_MESSAGES.noCutFile(lineId));
      }
      return letteringCutFile(line.lettering);
    },

    /** Removes one of the visitor's lines; another's line is not found. */
    async removeLine(owner: Owner, lineId: number): Promise<Cart> {
      if (!(await carts.removeLine(owner, lineId))) throw noSuchLine(lineId);
      return view(owner);
    },

    /** Housekeeping: idempotency keys (the cart's and the quote requests') older than a day. */
    forgetOldIdempotencyKeys: (now: Date = clock()) => carts.forgetOldIdempotencyKeys(now),
  };
}

export type CartService = ReturnType<typeof cartService>;
