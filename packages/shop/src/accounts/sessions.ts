import { createHash, randomBytes } from 'node:crypto';
import type { Visitor } from '@shop/domain/identity';
import type { VisitorRepository } from '@shop/db/repositories/visitors';

/** A session ends after a week unused, and a month after it began, whichever comes first. */
export const SESSION_IDLE_MS = 7 * 24 * 3600 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
/** last_seen_at is written at most this often, so browsing does not write on every request. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

/** The browser holds a random token; the database holds only its hash. */
const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
/** A remembered guest id as newGuestId makes it (a UUID); anything else is ignored. */
const GUEST_ID = /^[0-9a-f-]{36}$/;

/** A session just stored: the token goes to the browser, the visitor is who it now stands for. */
export interface StartedSession {
  token: string;
  visitor: Visitor & { sessionId: string };
}

/**
 * Sessions in the database (several processes share them). The caller keeps the token, a cookie
 * in the API (apps/server/src/plugins/visitor.ts); nothing here knows about HTTP.
 */
export function sessionOperations({
  visitors,
  clock,
}: {
  visitors: VisitorRepository;
  clock: () => Date;
}) {
  /** A fresh token and the session row it stands for, valid for SESSION_ABSOLUTE_MS. */
  function newSession(customerId: number | null, guestId: string | null) {
    const token = newToken();
    const now = clock();
    const next = {
      id: sessionIdOf(token),
      customerId,
      guestId,
      now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    };
    return { token, next };
  }

  return {
    /** The visitor a token (and a remembered guest id) stands for; anonymous when neither is live. */
    async resume(
      token: string | undefined,
      rememberedGuestId: string | undefined,
    ): Promise<Visitor> {
      const guestId =
        rememberedGuestId && GUEST_ID.test(rememberedGuestId) ? rememberedGuestId : null;
      if (!token || token.length > 100) return { sessionId: null, customerId: null, guestId };
      const now = clock();
      const session = await visitors.findSession(sessionIdOf(token), now, SESSION_IDLE_MS);
      if (!session) return { sessionId: null, customerId: null, guestId };
      if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await visitors.touchSession(session.id, now);
      }
      return {
        sessionId: session.id,
        customerId: session.customerId,
        guestId: session.guestId ?? guestId,
      };
    },

    /** A new anonymous session for a visitor without one; it keeps a remembered guest that exists. */
    async start(current: Visitor): Promise<StartedSession> {
      const guestId =
        current.guestId !== null && (await visitors.findGuest(current.guestId))
          ? current.guestId
          : null;
      const { token, next } = newSession(null, guestId);
      await visitors.createSession(next);
      return { token, visitor: { sessionId: next.id, customerId: null, guestId } };
    },

    /**
     * A new signed-in session (a new id: the old one is dropped, its cart, quotations and the
     * guest's quote requests moved to the customer). A customer is not a guest, so the session
     * remembers none.
     */
    async signIn(current: Visitor, customerId: number): Promise<StartedSession> {
      const { token, next } = newSession(customerId, null);
      await visitors.signIn(current, next);
      return { token, visitor: { sessionId: next.id, customerId, guestId: null } };
    },

    async end(current: Visitor) {
      if (current.sessionId !== null) await visitors.deleteSession(current.sessionId);
    },

    async rememberGuest(sessionId: string, guestId: string) {
      await visitors.setSessionGuest(sessionId, guestId);
    },

    /** Housekeeping: sessions past expiry go, and their anonymous cart lines with them. */
    forgetExpired: (now: Date = clock()) => visitors.deleteExpiredSessions(now),
  };
}

export type SessionOperations = ReturnType<typeof sessionOperations>;
