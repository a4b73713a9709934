import { actorOf, type Actor } from '@shop/domain/identity';
import { describe, expect, it } from 'vitest';
import { ownerOf, requireCustomer, requireRole } from './permissions';

const nobody = { sessionId: null, customerId: null, guestId: null };
const anonymous = actorOf({ ...nobody, sessionId: 's1' });
const guest = actorOf({ ...nobody, sessionId: 's2', guestId: 'g1' });
const customer = actorOf({ sessionId: 's3', customerId: 7, guestId: 'g2' });
const staff: Actor = {
  kind: 'staff',
  staffId: 1,
  role: 'staff',
  email: 'staff@example.com',
  mustChangePassword: false,
};
const admin: Actor = {
  kind: 'staff',
  staffId: 2,
  role: 'admin',
  email: 'admin@example.com',
  mustChangePassword: false,
};

const refusal = (check: () => void) => {
  try {
    check();
    return 'allowed';
  } catch (error) {
    return (error as { statusCode?: number }).statusCode;
  }
};

describe('actorOf', () => {
  it('is a customer when signed in, whatever guest the browser remembers', () => {
    expect(customer).toMatchObject({ kind: 'customer', customerId: 7 });
    expect(guest).toMatchObject({ kind: 'guest', guestId: 'g1' });
    expect(anonymous.kind).toBe('anonymous');
  });
});

describe('permissions', () => {
  it('gives a visitor their own rows, and staff none of their own', () => {
    expect(ownerOf(customer)).toEqual({ sessionId: 's3', customerId: 7, guestId: 'g2' });
    expect(ownerOf(guest).sessionId).toBe('s2');
    expect(refusal(() => ownerOf(staff))).toBe(403);
  });

  it('asks for a customer: others are told to sign in', () => {
    expect(refusal(() => requireCustomer(customer))).toBe('allowed');
    for (const actor of [anonymous, guest, staff]) {
      expect(refusal(() => requireCustomer(actor))).toBe(401);
    }
  });

  it('asks for a role: visitors and staff without it are told there is no such page (404)', () => {
    expect(refusal(() => requireRole(customer, 'staff'))).toBe(404);
    expect(refusal(() => requireRole(anonymous, 'staff'))).toBe(404);
    expect(refusal(() => requireRole(staff, 'staff'))).toBe('allowed');
    expect(refusal(() => requireRole(staff, 'admin'))).toBe(404);
    // A one-time password not yet changed: nothing but changing it (issue 34).
    const fresh: Actor = { ...staff, mustChangePassword: true } as Actor;
    expect(refusal(() => requireRole(fresh, 'staff'))).toBe(403);
    expect(refusal(() => requireRole(fresh, 'staff', { beforePasswordChange: true }))).toBe(
      'allowed',
    );
    expect(refusal(() => requireRole(admin, 'staff'))).toBe('allowed');
    expect(refusal(() => requireRole(admin, 'admin'))).toBe('allowed');
  });
});
