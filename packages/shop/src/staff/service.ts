import { createHash, randomBytes } from 'node:crypto';
import { normalizeEmail } from '@shop/domain/accounts';
import type { Actor } from '@shop/domain/identity';
import { decoyHash, hashPassword, verifyPassword } from '@shop/db/passwords';
import type { StaffRepository, StaffRow } from '@shop/db/repositories/staff';
import { recordActivity, type StaffActor } from '../common/activity';
import { dayBounds } from '../common/day-bounds';
import { addressKey } from '../limits/client-address';
import {
  SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  SIGN_IN_FAILURES_PER_ADDRESS,
} from '../limits/limits';
import type { RateLimiter } from '../limits/rate-limiter';
import { requireRole } from '../permissions';
import { ShopProblem } from '../problem';
import type { WritePipeline } from '../writes';
import {
  ACTIVITY_PAGE_SIZE,
  STAFF_MESSAGES,
  type ActivityEntry,
  type ActivityFilter,
  type StaffCreateRequest,
  type StaffPasswordChange,
  type StaffSignInRequest,
  type StaffView,
} from './contract';

/**
 * Staff sessions are shorter than customers' (a week idle, a month at most): a back-office left
 * open on a shared counter ends within the hour, and a working day is the longest any lasts.
 */
export const STAFF_SESSION_IDLE_MS = 60 * 60 * 1000;
export const STAFF_SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;

const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
/** A one-time password: 18 random characters, easy to copy, never stored. */
const oneTimePassword = () => randomBytes(14).toString('base64url').slice(0, 18);

const viewOf = (row: StaffRow): StaffView => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  mustChangePassword: row.mustChangePassword,
});

/** A signed-in member of staff, as a session token stands for them. */
export interface StaffSession {
  actor: StaffActor;
  sessionId: string;
  mustChangePassword: boolean;
}

/**
 * Staff accounts, their sign-in and sessions, and the activity log (issue 34). Accounts are made
 * by `npm run staff:create` or by an admin, each with a one-time password the first sign-in must
 * change. Everyone but staff is told there is no such page (404), staff without the admin role
 * too where it is needed.
 */
export function staffService({
  staff,
  writes,
  limiter,
  clock,
  shopTimeZone,
}: {
  staff: StaffRepository;
  writes: WritePipeline;
  limiter: RateLimiter;
  clock: () => Date;
  shopTimeZone: string;
}) {
  async function createAccount(input: StaffCreateRequest, by: StaffActor | 'command') {
    const password = oneTimePassword();
    const passwordHash = await hashPassword(password);
    const now = clock();
    const account = await writes.transaction(async (repositories) => {
      const created = await repositories.staff.create({
        email: normalizeEmail(input.email),
        name: input.name,
        role: input.role,
        passwordHash,
        createdAt: now,
      });
      if (!created) {
        throw new ShopProblem(409, 'STAFF_EMAIL_TAKEN', STAFF_MESSAGES.emailTaken, [
          { field: 'email', message: STAFF_MESSAGES.emailTaken },
        ]);
      }
      if (by !== 'command') {
        await recordActivity(repositories, by, now, 'staff.create', `staff ${created.email}`, {
          role: created.role,
        });
      }
      return created;
    });
    return { account: viewOf(account), password };
  }

  return {
    /** The shop's own command (`npm run staff:create`): no actor, prints the password. */
    createFromCommand: (input: StaffCreateRequest) => createAccount(input, 'command'),

    /** An admin adds a member of staff; the one-time password is shown to the admin once. */
    create: (actor: Actor, input: StaffCreateRequest) => {
      requireRole(actor, 'admin');
      return createAccount(input, actor);
    },

    list: async (actor: Actor): Promise<StaffView[]> => {
      requireRole(actor, 'admin');
      return (await staff.list()).map(viewOf);
    },

    /**
     * Signs a member of staff in: a new session, its token for the cookie. Wrong passwords are
     * counted per account and address and per address, as customers' are (ADR 0016).
     */
    async signIn(credentials: StaffSignInRequest, clientAddress: string) {
      const email = normalizeEmail(credentials.email);
      const address = addressKey(clientAddress);
      const pair = `staff:${email}|${address}`;
      await limiter.count(SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS, pair);
      await limiter.count(SIGN_IN_FAILURES_PER_ADDRESS, address);
      const account = await staff.byEmail(email);
      // The same work whether or not the account exists.
      const matches = await verifyPassword(
        credentials.password,
        account?.passwordHash ?? (await decoyHash),
      );
      if (!account || !matches) {
        throw new ShopProblem(401, 'STAFF_SIGN_IN_FAILED', STAFF_MESSAGES.signInFailed, [
          { field: 'password', message: STAFF_MESSAGES.signInFailed },
        ]);
      }
      await Promise.all([
        limiter.reset(SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS, pair),
        limiter.forgive(SIGN_IN_FAILURES_PER_ADDRESS, address),
      ]);
      const token = newToken();
      const now = clock();
      const actor: StaffActor = {
        kind: 'staff',
        staffId: account.id,
        role: account.role,
        email: account.email,
        mustChangePassword: account.mustChangePassword,
      };
      await writes.transaction(async (repositories) => {
        await repositories.staff.createSession({
          id: sessionIdOf(token),
          staffId: account.id,
          now,
          expiresAt: new Date(now.getTime() + STAFF_SESSION_ABSOLUTE_MS),
        });
        await recordActivity(repositories, actor, now, 'staff.sign_in', `staff ${account.email}`);
      });
      return { token, staff: viewOf(account) };
    },

    /** The member of staff a session token stands for; null when it is none or has ended. */
    async resume(token: string | undefined): Promise<StaffSession | null> {
      if (!token || token.length > 100) return null;
      const now = clock();
      const found = await staff.findSession(sessionIdOf(token), now, STAFF_SESSION_IDLE_MS);
      if (!found) return null;
      if (now.getTime() - found.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await staff.touchSession(found.session.id, now);
      }
      return {
        actor: {
          kind: 'staff',
          staffId: found.staff.id,
          role: found.staff.role,
          email: found.staff.email,
          mustChangePassword: found.staff.mustChangePassword,
        },
        sessionId: found.session.id,
        mustChangePassword: found.staff.mustChangePassword,
      };
    },

    async signOut(token: string | undefined): Promise<void> {
      if (token && token.length <= 100) await staff.deleteSession(sessionIdOf(token));
    },

    /** Who is signed in, for the back-office's header. */
    async me(actor: Actor): Promise<StaffView> {
      requireRole(actor, 'staff', { beforePasswordChange: true });
      const account = await staff.byId(actor.staffId);
      if (!account) throw new ShopProblem(404, 'NOT_FOUND', 'There is no such page.');
      return viewOf(account);
    },

    /**
     * A new password (the first sign-in's is required): the current one asked again, throttled
     * like a sign-in; the member's other sessions end.
     */
    async changePassword(
      session: StaffSession,
      change: StaffPasswordChange,
      clientAddress: string,
    ) {
      const { actor } = session;
      const pair = `staff:${actor.email}|${addressKey(clientAddress)}`;
      await limiter.count(SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS, pair);
      const account = await staff.byId(actor.staffId);
      const matches = await verifyPassword(
        change.current_password,
        account?.passwordHash ?? (await decoyHash),
      );
      if (!account || !matches) {
        throw new ShopProblem(401, 'CURRENT_PASSWORD_WRONG', STAFF_MESSAGES.currentPasswordWrong, [
          { field: 'current_password', message: STAFF_MESSAGES.currentPasswordWrong },
        ]);
      }
      await limiter.reset(SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS, pair);
      const passwordHash = await hashPassword(change.new_password);
      const now = clock();
      await writes.transaction(async (repositories) => {
        await repositories.staff.setPassword(account.id, passwordHash);
        await repositories.staff.deleteOtherSessions(account.id, session.sessionId);
        await recordActivity(
          repositories,
          actor,
          now,
          'staff.change_password',
          `staff ${actor.email}`,
        );
      });
    },

    /** The activity log, newest first, filtered (every member of staff may read it). */
    async activity(actor: Actor, filter: ActivityFilter) {
      requireRole(actor, 'staff');
      const offset = (filter.page - 1) * ACTIVITY_PAGE_SIZE;
      const { rows, more } = await staff.activity(
        {
          ...(filter.staff === undefined ? {} : { staffId: filter.staff }),
          ...(filter.action ? { action: filter.action } : {}),
          ...(filter.from ? { from: dayBounds(filter.from, shopTimeZone).start } : {}),
          ...(filter.to ? { to: dayBounds(filter.to, shopTimeZone).end } : {}),
          ...(filter.q ? { search: filter.q } : {}),
        },
        ACTIVITY_PAGE_SIZE,
        offset,
      );
      const entries: ActivityEntry[] = rows.map((row) => ({
        at: row.at.toISOString(),
        staffEmail: row.staffEmail,
        action: row.action,
        subject: row.subject,
        changes: row.changes,
      }));
      return { entries, page: filter.page, more };
    },

    /** Housekeeping: ended sessions go. */
    forgetExpired: (now: Date = clock()) => staff.deleteExpiredSessions(now),
  };
}

export type StaffService = ReturnType<typeof staffService>;
