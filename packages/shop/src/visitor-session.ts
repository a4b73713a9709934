import type { Visitor } from '@shop/domain/identity';

/**
 * Who is asking, and the session changes an operation may need. The API builds it from the
 * request and its cookies (apps/server/src/plugins/visitor.ts); services never see HTTP.
 */
export interface VisitorSession {
  /** The client's address (as the proxy settings tell it): what per-address limits count. */
  address: string;
  /** The visitor, read from the session cookie. */
  current(): Promise<Visitor>;
  /** The visitor with a session, created (and its cookie set) when there was none. */
  ensureSession(): Promise<Visitor & { sessionId: string }>;
  /** Remembers the guest on this browser. */
  rememberGuest(guestId: string): Promise<void>;
}
