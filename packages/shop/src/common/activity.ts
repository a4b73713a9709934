import type { Actor } from '@shop/domain/identity';
import type { Repositories } from '../writes';

export type StaffActor = Extract<Actor, { kind: 'staff' }>;

/**
 * Records what a member of staff did, in the transaction of the change itself (issue 34): the
 * one way every back-office operation writes the activity log.
 */
export function recordActivity(
  repositories: Pick<Repositories, 'staff'>,
  actor: StaffActor,
  at: Date,
  action: string,
  subject: string,
  changes: Record<string, unknown> = {},
) {
  return repositories.staff.record({
    at,
    staffId: actor.staffId,
    staffEmail: actor.email,
    action,
    subject,
    changes,
  });
}
