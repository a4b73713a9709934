import { hashPassword } from '../passwords';
import { visitorRepository } from '../repositories/visitors';
import type { Database } from '../database';

/** The demo account listed in the README. */
export const DEMO_CUSTOMER = {
  email: 'demo@peelandpress.example',
  password: 'stickers-2026',
  firstName: 'Dana',
  lastName: 'Reyes',
  company: 'Reyes Coffee Roasters',
  address: {
    address1: '214 Market Street',
    city: 'Portland',
    state: 'OR',
    zip: '97204',
    phone: '+15035550142',
  },
} as const;

/** Creates the demo customer (with a default Bill To address) unless the email exists. */
export async function ensureDemoCustomer(db: Database): Promise<void> {
  const visitors = visitorRepository(db);
  if (await visitors.findCustomerByEmail(DEMO_CUSTOMER.email)) return;
  const id = await visitors.createCustomer({
    email: DEMO_CUSTOMER.email,
    passwordHash: await hashPassword(DEMO_CUSTOMER.password),
    firstName: DEMO_CUSTOMER.firstName,
    lastName: DEMO_CUSTOMER.lastName,
    company: DEMO_CUSTOMER.company,
    emailVerifiedAt: new Date(),
  });
  if (id === null) return; // another process created it first
  await visitors.addAddress({
    customerId: id,
    label: 'Office',
    company: DEMO_CUSTOMER.company,
    name: `${DEMO_CUSTOMER.firstName} ${DEMO_CUSTOMER.lastName}`,
    ...DEMO_CUSTOMER.address,
    isDefault: true,
  });
}
