import { cartView } from '@shop/domain/cart';
import { isQuoted } from '@shop/domain/chosen-configuration';
import { CART_FULL_MESSAGE, CART_LINES_MAX } from '@shop/domain/rules/cart-rules';
import type { Cart, QuotePayload } from '@shop/domain/cart-contract';
import type { CatalogCache } from '@shop/db/catalog-cache';
import type { CartRepository } from '@shop/db/repositories/carts';
import type { WritePipeline } from '../writes';
import type { Actor, Owner } from '@shop/domain/identity';
import { ownerOf } from '../permissions';
import { CART_ADDS_PER_ADDRESS, CART_ADDS_PER_VISITOR, visitorKey } from '../limits/limits';
import type { RateLimiter } from '../limits/rate-limiter';
import { writeOwner } from '../limits/write-owner';
import { refusal, ShopProblem } from '../problem';
import type { VisitorSession } from '../visitor-session';
import type { LetteringService } from '../lettering/service';
import { CART_MESSAGES, type AddedLine } from './contract';

const CART_ADD_LIMITS = { perAddress: CART_ADDS_PER_ADDRESS, perVisitor: CART_ADDS_PER_VISITOR };

/** Cart adds have their own key space: a key reused for another endpoint never replays here. */
const cartAddScope = (owner: Owner) => `cart:${visitorKey(owner)}`;

/** The visitor's cart: add a priced configuration, show it, change a line's sets, remove a line. */
export function cartService({
  carts,
  writes,
  catalog,
  limiter,
  lettering,
}: {
  carts: CartRepository;
  writes: WritePipeline;
  catalog: Pick<CatalogCache, 'current'>;
  limiter: RateLimiter;
  lettering: Pick<LetteringService, 'priceQuotePayload' | 'glyphsOf' | 'cutFile'>;
}) {
  /** The cart with its totals, written from the stored lines and today's catalog. */
  const viewOf = async (owner: Owner): Promise<Cart> => {
    const lines = await carts.lines(owner);
    return cartView(catalog.current().catalog, lines, await lettering.glyphsOf(lines));
  };

  const noSuchLine = (lineId: number) =>
    new ShopProblem(404, 'NOT_FOUND', CART_MESSAGES.noSuchLine(lineId));

  return {
    /** The actor's own cart; staff have none (403). */
    view: (actor: Actor) => viewOf(ownerOf(actor)),

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
      const checked = await lettering.priceQuotePayload(payload);
      if (!checked.ok) throw refusal(checked.problem);
      const { owner, count, forgive } = await writeOwner(session, limiter, CART_ADD_LIMITS);
      const { value, replayed } = await writes.once(
        cartAddScope(owner),
        idempotencyKey,
        async (repos) => {
          // Only the add that does the work counts: a repeat of its key is not another add.
          await count();
          const added = await repos.carts.addLine(
            owner,
            checked.line,
            payload.origin_path,
            CART_LINES_MAX,
          );
          // Thrown: the key is released with the refusal, and may add once there is room.
          if (added === 'full') throw new ShopProblem(409, 'CART_FULL', CART_FULL_MESSAGE);
          const answer: AddedLine = { cart_count: added.cartCount, line_id: added.lineId };
          return answer;
        },
      );
      if (replayed) await forgive();
      return value;
    },

    /** Sets the number of sets of one of the visitor's lines; another's line is not found. */
    async changeSets(actor: Actor, lineId: number, kinds: number): Promise<Cart> {
      const owner = ownerOf(actor);
      const line = await carts.line(owner, lineId);
      if (!line) throw noSuchLine(lineId);
      // A line staff quoted by hand is one set at its quoted price (issue 34).
      if (isQuoted(line.configuration)) {
        throw new ShopProblem(409, 'QUOTED_LINE', CART_MESSAGES.quotedSets, [
          { field: 'kinds', message: CART_MESSAGES.quotedSets },
        ]);
      }
      if (!(await carts.setKinds(owner, lineId, kinds))) throw noSuchLine(lineId);
      return viewOf(owner);
    },

    /**
     * The SVG cut file of one of the visitor's lettering lines, drawn from the stored design at
     * its ordered size; another's line, or a line without lettering, is not found.
     */
    async cutFile(actor: Actor, lineId: number): Promise<string> {
      const line = await carts.line(ownerOf(actor), lineId);
      if (!line) throw noSuchLine(lineId);
      if (!line.lettering) {
        throw new ShopProblem(404, 'NOT_FOUND', CART_MESSAGES.noCutFile(lineId));
      }
      return lettering.cutFile(line.lettering);
    },

    /** Removes one of the visitor's lines; another's line is not found. */
    async removeLine(actor: Actor, lineId: number): Promise<Cart> {
      const owner = ownerOf(actor);
      if (!(await carts.removeLine(owner, lineId))) throw noSuchLine(lineId);
      return viewOf(owner);
    },
  };
}

export type CartService = ReturnType<typeof cartService>;
