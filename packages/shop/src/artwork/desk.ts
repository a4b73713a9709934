import type { StoredDesign } from '@shop/db/repositories/designs';
import type { Catalog } from '@shop/domain/catalog-model';
import type { Repositories } from '../writes';
import { designName } from './line-view';
import { PROOF_DESK_MAIL } from './mail';

/** Where the shop is told of designs that need its staff (SHOP_EMAIL), and each one's page. */
export interface ProofDesk {
  email: string;
  designLink: (designId: string) => string;
}

/**
 * Emails the shop of a design of an order that waits for a proof by staff: the customer asked
 * for one (with their note), or no machine could proof the file. A cart's design is told when
 * its order is placed; false when the design is not on an order.
 */
export async function tellDeskOfProofByStaff(
  repos: Repositories,
  catalog: Catalog,
  desk: ProofDesk,
  stored: StoredDesign,
  at: Date,
): Promise<boolean> {
  const { design } = stored;
  const place = await repos.designs.placeOf(design.id);
  if (!place?.orderNo) return false;
  const productName = catalog.products.get(place.productId)?.name ?? 'Item';
  const name = designName(productName, design.setNo, place.kinds);
  const link = desk.designLink(design.id);
  // Who asked: the customer, or the check (uploads to a waiting design keep its state too).
  const asked = stored.events.findLast((event) => event.action === 'request_staff_proof');
  const mail =
    asked?.byKind === 'customer'
      ? PROOF_DESK_MAIL.requested(desk.email, place.orderNo, name, design.staffProofComment, link)
      : PROOF_DESK_MAIL.byHand(desk.email, place.orderNo, name, link);
  await repos.mail.enqueue(mail, at);
  return true;
}

/**
 * At checkout, in the order's transaction: the shop is told of each design of the new order
 * that already waits for a proof by staff (asked for, or found unproofable, in the cart).
 */
export async function tellDeskOfPlacedOrder(
  repos: Repositories,
  catalog: Catalog,
  desk: ProofDesk,
  orderLineIds: number[],
  at: Date,
): Promise<void> {
  const stored = await repos.designs.ofOrderLines(orderLineIds);
  for (const waiting of stored.filter((entry) => entry.design.state === 'staff_proof_requested')) {
    await tellDeskOfProofByStaff(repos, catalog, desk, waiting, at);
  }
}
