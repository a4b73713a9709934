/**
 * Who a request comes from, as the whole shop sees it (issue 29: these types lived in the
 * database package and the web app imported them from there). The database package stores them,
 * the shop's services decide with them, the apps show them.
 */

/** Whose cart lines, quotations and idempotency keys a request may touch. */
export interface Owner {
  sessionId: string | null;
  customerId: number | null;
}

/** Who a request comes from. A visitor with no session has never stored anything. */
export interface Visitor extends Owner {
  guestId: string | null;
}

/** The name the header and forms show: the signed-in customer, else the remembered guest. */
export interface VisitorProfile {
  kind: 'customer' | 'guest' | 'anonymous';
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  /** A customer who has not verified their email yet (issue 30); absent otherwise. */
  emailUnverified?: true;
}

/** What a member of the shop's staff may do: `admin` also manages staff and settings. */
export type StaffRole = 'staff' | 'admin';

/**
 * Who an operation acts for (issue 29): a visitor (anonymous, a remembered guest, a signed-in
 * customer), or a member of staff with a role. Every operation receives one; which it may do is
 * decided in the shop's services (packages/shop/src/permissions.ts), never in a route.
 */
export type Actor =
  | { kind: 'anonymous'; visitor: Visitor }
  | { kind: 'guest'; visitor: Visitor; guestId: string }
  | { kind: 'customer'; visitor: Visitor; customerId: number }
  | {
      kind: 'staff';
      staffId: number;
      role: StaffRole;
      email: string;
      /** Signed in with a one-time password not yet changed: may only change it (issue 34). */
      mustChangePassword: boolean;
    };

/** The actor a visitor's session stands for. */
export function actorOf(visitor: Visitor): Actor {
  if (visitor.customerId !== null) {
    return { kind: 'customer', visitor, customerId: visitor.customerId };
  }
  if (visitor.guestId !== null) return { kind: 'guest', visitor, guestId: visitor.guestId };
  return { kind: 'anonymous', visitor };
}
