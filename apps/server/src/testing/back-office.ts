import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '@shop/db/seed/demo-staff';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { App } from '../app';
import { browserAt, freshAddress } from './browser';
import { addSticker, checkoutBody, newEmail, placeOrder, type Browser } from './checkout';
import { multipart } from './multipart-form';

/**
 * What the tests of the back-office's orders and artwork share (issues 34 and 35): a browser
 * signed in as staff (the app's demo staff, `ensureDemoStaff`) and a guest's order with its
 * artwork uploaded.
 */

/** The origin the back-office's same-origin check accepts on a write. */
export const ORIGIN = { origin: 'http://localhost:80' };

/** A browser signed in to the back-office as the first demo staff member. */
export async function staffBrowser(app: App) {
  const browser = browserAt(app, freshAddress());
  const [member] = DEMO_STAFF;
  const signedIn = await browser.request(
    'POST',
    '/api/admin/sign-in',
    { email: member.email, password: DEMO_STAFF_PASSWORD },
    ORIGIN,
  );
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  return browser;
}

/** A logo that passes preflight on the 2" x 2" sticker: 648 px over 2.16 in, 300 DPI. */
export const passingLogo = () =>
  sharp({ create: { width: 648, height: 648, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();

/** A guest's invoice order of one sticker with `logo` uploaded for its one design. */
export async function orderWithArtwork(
  app: App,
  logo: Buffer,
  who: string,
): Promise<{ orderNo: string; customer: Browser; email: string }> {
  const customer = browserAt(app, freshAddress());
  await addSticker(app, customer);
  const email = newEmail(who);
  const placed = await placeOrder(customer, checkoutBody(email));
  expect(placed.statusCode, placed.body).toBe(201);
  const orderNo = placed.json().order_no as string;
  const form = multipart([], [{ field: 'front-1', name: 'logo.png', bytes: logo }]);
  const uploaded = await customer.request('POST', `/api/artwork/lines/${orderNo}.1`, form.payload, {
    'content-type': form.type,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return { orderNo, customer, email };
}
