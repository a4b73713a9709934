/**
 * Who a request comes from, as the whole shop sees it (issue 29: these types lived in the
 * database package and the web app imported them from there). Types only: the database package
 * stores them, the shop's services decide with them, the apps show them.
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
}
