import type { Actor, StaffRole, Visitor } from '@shop/domain/identity';
import { ShopProblem } from './problem';
import { STAFF_MESSAGES } from './staff/contract';

// Who may do what: one function per rule, called by the services (issue 29, as Epic Stack's
// requireUserWithPermission). A route never decides it.

const ROLE_RANK: Record<StaffRole, number> = { staff: 1, admin: 2 };

/**
 * The visitor whose cart lines, quotations and quote requests the actor may touch: their own.
 * Staff have none of their own; the back-office's operations act on a customer's by name.
 */
export function ownerOf(actor: Actor): Visitor {
  if (actor.kind === 'staff') {
    throw new ShopProblem(
      403,
      'FORBIDDEN',
      'A staff account has no cart or quotations of its own: use the back-office.',
    );
  }
  return actor.visitor;
}

/** A signed-in customer, or a 401 asking the visitor to sign in. */
export function requireCustomer(
  actor: Actor,
): asserts actor is Extract<Actor, { kind: 'customer' }> {
  if (actor.kind !== 'customer') {
    throw new ShopProblem(401, 'SIGN_IN_REQUIRED', 'Please sign in to your account first.');
  }
}

/**
 * Staff with at least `role` (an admin may do what staff may). Anyone else is told there is no
 * such thing (404), staff without the role too (issue 34): the back-office does not say it exists.
 * A member who signed in with a one-time password may do nothing until they change it (403),
 * except what `beforePasswordChange` allows (changing it, saying who they are).
 */
export function requireRole(
  actor: Actor,
  role: StaffRole,
  { beforePasswordChange = false } = {},
): asserts actor is Extract<Actor, { kind: 'staff' }> {
  if (actor.kind !== 'staff' || ROLE_RANK[actor.role] < ROLE_RANK[role]) {
    throw new ShopProblem(404, 'NOT_FOUND', 'There is no such page.');
  }
  if (actor.mustChangePassword && !beforePasswordChange) {
    throw new ShopProblem(403, 'PASSWORD_CHANGE_REQUIRED', STAFF_MESSAGES.mustChangePassword);
  }
}
