import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { actorOf, type Actor } from '@shop/domain/identity';
import { STAFF_SESSION_ABSOLUTE_MS, type StaffSession } from '@shop/shop/staff/service';
import { STAFF_COOKIE } from './visitor';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member of staff (the staff cookie), read once per request; else null. */
    staffSession(): Promise<StaffSession | null>;
    /**
     * Who a back-office operation acts for: the member of staff, else the visitor's own actor
     * (which every back-office operation refuses with a 404). The storefront never reads it:
     * staff browse the shop as the visitors they also are.
     */
    staffActor(): Promise<Actor>;
    /** Starts a staff session: its token in the staff cookie. */
    startStaffSession(reply: FastifyReply, token: string): void;
    endStaffSession(reply: FastifyReply): Promise<void>;
  }
}

/**
 * Staff sessions (issue 34), apart from customers': their own cookie, httpOnly and
 * SameSite=Strict (a link or form from another site never carries it), ending within the hour
 * unused and within the day at most (`staffService`).
 */
export const staffSessionPlugin = fp(async (app) => {
  const staff = app.shop.staff;
  const memo = new WeakMap<FastifyRequest, Promise<StaffSession | null>>();

  app.decorateRequest('staffSession', function staffSession(this: FastifyRequest) {
    let found = memo.get(this);
    if (!found) {
      found = staff.resume(this.cookies[STAFF_COOKIE]);
      memo.set(this, found);
    }
    return found;
  });

  app.decorateRequest('staffActor', async function staffActor(this: FastifyRequest) {
    const session = await this.staffSession();
    return session ? session.actor : actorOf(await this.visitor());
  });

  app.decorateRequest(
    'startStaffSession',
    function startStaffSession(this: FastifyRequest, reply: FastifyReply, token: string) {
      reply.setCookie(STAFF_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        secure: this.protocol === 'https',
        maxAge: Math.floor(STAFF_SESSION_ABSOLUTE_MS / 1000),
      });
    },
  );

  app.decorateRequest(
    'endStaffSession',
    async function endStaffSession(this: FastifyRequest, reply: FastifyReply) {
      await staff.signOut(this.cookies[STAFF_COOKIE]);
      reply.clearCookie(STAFF_COOKIE, { path: '/' });
      memo.set(this, Promise.resolve(null));
    },
  );
});
