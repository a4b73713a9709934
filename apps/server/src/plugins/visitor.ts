import { createHash, randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { Visitor } from '@shop/db/repositories/visitors';
import type { VisitorSession } from '@shop/shop/visitor-session';

export const SESSION_COOKIE = 'shop_session';
export const GUEST_COOKIE = 'guest_id';
/** A session ends after a week unused, and a month after it began, whichever comes first. */
export const SESSION_IDLE_MS = 7 * 24 * 3600 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
/** last_seen_at is written at most this often, so browsing does not write on every request. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor, read from the session cookie once per request (a database round trip). */
    visitor(): Promise<Visitor>;
    /** The visitor with a session, created (and its cookie set) when there was none. */
    ensureSession(reply: FastifyReply): Promise<Visitor & { sessionId: string }>;
    /** Starts a new signed-in session (a new id: the old one is dropped with its cart moved). */
    signIn(reply: FastifyReply, customerId: number): Promise<void>;
    signOut(reply: FastifyReply): Promise<void>;
    /** Remembers a guest on this session and in the long-lived guest cookie. */
    rememberGuest(reply: FastifyReply, guestId: string): Promise<void>;
    /** This request's visitor as the shop's services see it (no HTTP in them). */
    visitorSession(reply: FastifyReply): VisitorSession;
  }
}

/** The cookie holds a random token; the database holds only its hash. */
const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

const cookieOptions = (request: FastifyRequest, maxAgeMs: number) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
  maxAge: Math.floor(maxAgeMs / 1000),
});

/** Sessions in the database (several processes share them), cookies httpOnly and SameSite=Lax. */
export const visitorPlugin = fp(async (app) => {
  await app.register(fastifyCookie);
  const visitors = app.shop.visitors;
  const memo = new WeakMap<FastifyRequest, Promise<Visitor>>();

  async function readVisitor(request: FastifyRequest): Promise<Visitor> {
    const token = request.cookies[SESSION_COOKIE];
    const guestCookie = request.cookies[GUEST_COOKIE];
    const guestId = guestCookie && /^[0-9a-f-]{36}$/.test(guestCookie) ? guestCookie : null;
    if (!token || token.length > 100) return { sessionId: null, customerId: null, guestId };
    const now = app.shop.clock();
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
  }

  app.decorateRequest('visitor', function visitor(this: FastifyRequest) {
    let found = memo.get(this);
    if (!found) {
      found = readVisitor(this);
      memo.set(this, found);
    }
    return found;
  });

  app.decorateRequest(
    'ensureSession',
    async function ensureSession(this: FastifyRequest, reply: FastifyReply) {
      const current = await this.visitor();
      if (current.sessionId !== null) return { ...current, sessionId: current.sessionId };
      const token = newToken();
      const now = app.shop.clock();
      const sessionId = sessionIdOf(token);
      const guestId =
        current.guestId !== null && (await visitors.findGuest(current.guestId))
          ? current.guestId
          : null;
      await visitors.createSession({
        id: sessionId,
        customerId: null,
        guestId,
        now,
        expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
      });
      reply.setCookie(SESSION_COOKIE, token, cookieOptions(this, SESSION_ABSOLUTE_MS));
      const visitor = { sessionId, customerId: null, guestId };
      memo.set(this, Promise.resolve(visitor));
      return visitor;
    },
  );

  app.decorateRequest(
    'signIn',
    async function signIn(this: FastifyRequest, reply: FastifyReply, customerId: number) {
      const current = await this.visitor();
      const token = newToken();
      const now = app.shop.clock();
      const sessionId = sessionIdOf(token);
      await visitors.signIn(current.sessionId, {
        id: sessionId,
        customerId,
        guestId: null,
        now,
        expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
      });
      reply.setCookie(SESSION_COOKIE, token, cookieOptions(this, SESSION_ABSOLUTE_MS));
      // A customer is not a guest: the next person at this computer must not inherit the guest.
      reply.clearCookie(GUEST_COOKIE, { path: '/' });
      memo.set(this, Promise.resolve({ sessionId, customerId, guestId: null }));
    },
  );

  app.decorateRequest('signOut', async function signOut(this: FastifyRequest, reply: FastifyReply) {
    const current = await this.visitor();
    if (current.sessionId !== null) await visitors.deleteSession(current.sessionId);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    reply.clearCookie(GUEST_COOKIE, { path: '/' });
    memo.set(this, Promise.resolve({ sessionId: null, customerId: null, guestId: null }));
  });

  app.decorateRequest(
    'rememberGuest',
    async function rememberGuest(this: FastifyRequest, reply: FastifyReply, guestId: string) {
      const session = await this.ensureSession(reply);
      await visitors.setSessionGuest(session.sessionId, guestId);
      reply.setCookie(GUEST_COOKIE, guestId, cookieOptions(this, 365 * 24 * 3600 * 1000));
      memo.set(this, Promise.resolve({ ...session, guestId }));
    },
  );

  app.decorateRequest(
    'visitorSession',
    function visitorSession(this: FastifyRequest, reply: FastifyReply): VisitorSession {
      return {
        current: () => this.visitor(),
        ensureSession: () => this.ensureSession(reply),
        rememberGuest: (guestId) => this.rememberGuest(reply, guestId),
      };
    },
  );
});
