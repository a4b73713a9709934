import fastifyCookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { actorOf, type Actor, type Visitor } from '@shop/domain/identity';
import { SESSION_ABSOLUTE_MS, type StartedSession } from '@shop/shop/accounts/sessions';
import type { VisitorSession } from '@shop/shop/visitor-session';

export const SESSION_COOKIE = 'shop_session';
export const GUEST_COOKIE = 'guest_id';
/** The back-office's session cookie (plugins/staff-session.ts). */
export const STAFF_COOKIE = 'staff_session';
const GUEST_COOKIE_MS = 365 * 24 * 3600 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor, read from the session cookie once per request (a database round trip). */
    visitor(): Promise<Visitor>;
    /**
     * Who the request acts for (issue 29): the visitor's actor. The services decide what it may
     * do (packages/shop/src/permissions.ts). Staff sessions come with the back-office.
     */
    actor(): Promise<Actor>;
    /**
     * The request carries no session or guest cookie: the visitor is nobody in particular, and
     * reading them costs nothing. What such a visitor is shown, every such visitor is shown.
     */
    isAnonymous(): boolean;
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

const cookieOptions = (request: FastifyRequest, maxAgeMs: number) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
  maxAge: Math.floor(maxAgeMs / 1000),
});

/**
 * The visitor's cookies, httpOnly and SameSite=Lax: the session token and the remembered guest.
 * What they stand for is kept in the database by the accounts service (shop.accounts.sessions).
 */
export const visitorPlugin = fp(async (app) => {
  await app.register(fastifyCookie);
  const sessions = app.shop.accounts.sessions;
  const memo = new WeakMap<FastifyRequest, Promise<Visitor>>();

  /** The new session's token goes to the browser; the request now stands for its visitor. */
  function useSession(request: FastifyRequest, reply: FastifyReply, started: StartedSession) {
    reply.setCookie(SESSION_COOKIE, started.token, cookieOptions(request, SESSION_ABSOLUTE_MS));
    memo.set(request, Promise.resolve(started.visitor));
    return started.visitor;
  }

  app.decorateRequest('visitor', function visitor(this: FastifyRequest) {
    let found = memo.get(this);
    if (!found) {
      found = sessions.resume(this.cookies[SESSION_COOKIE], this.cookies[GUEST_COOKIE]);
      memo.set(this, found);
    }
    return found;
  });

  app.decorateRequest('actor', async function actor(this: FastifyRequest) {
    return actorOf(await this.visitor());
  });

  app.decorateRequest('isAnonymous', function isAnonymous(this: FastifyRequest) {
    // A member of staff's cookie counts too: their pages are never shared (issue 34).
    return (
      this.cookies[SESSION_COOKIE] === undefined &&
      this.cookies[GUEST_COOKIE] === undefined &&
      this.cookies[STAFF_COOKIE] === undefined
    );
  });

  app.decorateRequest(
    'ensureSession',
    async function ensureSession(this: FastifyRequest, reply: FastifyReply) {
      const current = await this.visitor();
      if (current.sessionId !== null) return { ...current, sessionId: current.sessionId };
      return useSession(this, reply, await sessions.start(current));
    },
  );

  app.decorateRequest(
    'signIn',
    async function signIn(this: FastifyRequest, reply: FastifyReply, customerId: number) {
      useSession(this, reply, await sessions.signIn(await this.visitor(), customerId));
      // A customer is not a guest: the next person at this computer must not inherit the guest.
      reply.clearCookie(GUEST_COOKIE, { path: '/' });
    },
  );

  app.decorateRequest('signOut', async function signOut(this: FastifyRequest, reply: FastifyReply) {
    await sessions.end(await this.visitor());
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    reply.clearCookie(GUEST_COOKIE, { path: '/' });
    memo.set(this, Promise.resolve({ sessionId: null, customerId: null, guestId: null }));
  });

  app.decorateRequest(
    'rememberGuest',
    async function rememberGuest(this: FastifyRequest, reply: FastifyReply, guestId: string) {
      const session = await this.ensureSession(reply);
      await sessions.rememberGuest(session.sessionId, guestId);
      reply.setCookie(GUEST_COOKIE, guestId, cookieOptions(this, GUEST_COOKIE_MS));
      memo.set(this, Promise.resolve({ ...session, guestId }));
    },
  );

  // An answer that read the visitor (or set their cookies) is theirs alone: no shared cache may
  // keep it, nor the browser (a shared computer, the back button after signing out). Only an
  // answer to a visitor without cookies may keep the policy its route chose (the storefront's
  // pages, docs/decisions/0018-anonymous-pages-are-shared.md).
  app.addHook('onSend', async (request, reply) => {
    if (!memo.has(request)) return;
    const shared =
      request.isAnonymous() && !reply.hasHeader('set-cookie') && reply.hasHeader('cache-control');
    if (!shared) reply.header('cache-control', 'private, no-store');
  });

  app.decorateRequest(
    'visitorSession',
    function visitorSession(this: FastifyRequest, reply: FastifyReply): VisitorSession {
      return {
        address: this.ip,
        current: () => this.visitor(),
        ensureSession: () => this.ensureSession(reply),
        rememberGuest: (guestId) => this.rememberGuest(reply, guestId),
      };
    },
  );
});
