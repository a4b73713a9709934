import { hashPassword } from '../passwords';
import { staffRepository } from '../repositories/staff';
import type { Database } from '../database';

/**
 * The demo back-office accounts (issue 34), made only when DEMO_STAFF=true (development and the
 * e2e suite), never by a plain `npm start`. Their password is in the README, so they skip the
 * first sign-in's change.
 */
export const DEMO_STAFF = [
  { email: 'staff@peelandpress.example', name: 'Sam Staff', role: 'staff' },
  { email: 'admin@peelandpress.example', name: 'Alex Admin', role: 'admin' },
] as const;
export const DEMO_STAFF_PASSWORD = 'back-office-2026';

export async function ensureDemoStaff(db: Database): Promise<void> {
  const staff = staffRepository(db);
  for (const member of DEMO_STAFF) {
    if (await staff.byEmail(member.email)) continue;
    const created = await staff.create({
      ...member,
      passwordHash: await hashPassword(DEMO_STAFF_PASSWORD),
      createdAt: new Date(),
    });
    // Known from the README: nothing to change at the first sign-in.
    if (created) await staff.setPassword(created.id, created.passwordHash);
  }
}

/**
 * Without DEMO_STAFF the demo accounts must not exist: a database once started with it (a
 * staging copy, a mistaken setting) would otherwise keep an admin whose password is public.
 */
export async function removeDemoStaff(db: Database): Promise<number> {
  const staff = staffRepository(db);
  let removed = 0;
  for (const member of DEMO_STAFF) {
    if (await staff.removeByEmail(member.email)) removed += 1;
  }
  return removed;
}
