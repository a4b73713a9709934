import sharp from 'sharp';
import { signUpAndVerify } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { screenshot, seriousViolations } from '../support/page-checks';
import {
  attached,
  fileInput,
  openFromQuotePage,
  pngFile,
  processCheckbox,
} from '../support/special-processing';

// Issue 34: the whole way of a hand-priced order. A customer asks for Special Processing with a
// file; staff sign in, filter the inbox, open the request, download the file and answer it with a
// quotation; the customer sees it under My account and orders it; staff mark the order paid and
// dispatch it with a tracking number; the customer's timeline shows each step. A visitor finds
// no back-office (404). The demo staff exist because the e2e shop runs with DEMO_STAFF=true.

const STAFF = { email: 'staff@peelandpress.example', password: 'back-office-2026' };

test('a Special Processing request answered by staff, ordered, paid and dispatched', async ({
  page,
  browser,
  browserErrors,
}) => {
  test.setTimeout(240_000);
  // The customer: a new account, asking from the sticker page's Thomson sheet.
  const email = `special.${Date.now()}@example.org`;
  await signUpAndVerify(page, email, 'Rosa');
  const dialog = await openFromQuotePage(page);
  const size = dialog.getByRole('group', { name: 'Sheet Size (in)' });
  await size.getByLabel('Width').fill('4');
  await size.getByLabel('Height').fill('6');
  await processCheckbox(dialog, 'Stamp Spot').check();
  await dialog.getByRole('group', { name: 'Stamp Spot options' }).getByLabel('Gold').check();
  await dialog.getByLabel('Stickers/Sheet').fill('12');
  await dialog.getByLabel('Remarks').fill('Gold foil on the logo only, please.');
  await fileInput(dialog).setInputFiles([pngFile('market-logo.png', 16)]);
  await expect(attached(dialog)).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Send Quote' }).click();
  const sentReference = dialog.getByText(/^Reference: QR-/);
  await expect(sentReference).toBeVisible();
  const reference = ((await sentReference.textContent()) ?? '').replace('Reference: ', '').trim();

  // A visitor finds nothing there.
  const staffContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const staff = await staffContext.newPage();
  const hidden = await staff.goto('/admin');
  expect(hidden?.status()).toBe(404);
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('404 Not Found');

  await staff.goto('/admin/sign-in');
  await expect(staff.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await staff.getByLabel('Email').fill(STAFF.email);
  await staff.getByLabel('Password').fill('not the password');
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await expect(staff.getByRole('alert')).toHaveText('The email or password is not right.');
  await staff.getByLabel('Password').fill(STAFF.password);
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await expect(staff.getByRole('heading', { name: 'Inbox' })).toBeVisible();
  await expect(staff.getByText(`${STAFF.email} (staff)`)).toBeVisible();

  await staff.getByLabel('Type').selectOption('Special Processing');
  await staff.getByLabel('Email or reference').fill(email);
  await staff.getByRole('button', { name: 'Filter' }).click();
  await expect(staff).toHaveURL(/type=Special\+Processing/);
  const rows = staff.getByRole('row');
  await expect(rows).toHaveCount(2); // the header and the one request
  await expect(rows.nth(1)).toContainText(reference);
  await expect(rows.nth(1)).toContainText('new');
  expect(await seriousViolations(staff, 'main')).toEqual([]);
  await staff.setViewportSize({ width: 1280, height: 800 });
  await screenshot(staff, 'back-office-inbox-1280');
  await staff.setViewportSize({ width: 375, height: 800 });
  await screenshot(staff, 'back-office-inbox-375');

  // However its address is spelled, a back-office page is this person's alone: never kept.
  for (const path of ['/admin', '/ADMIN', '/%61dmin/activity']) {
    const answer = await staff.request.get(path);
    expect(answer.headers()['cache-control'], path).toBe('private, no-store');
  }

  await staff.getByRole('link', { name: reference }).click();
  await expect(
    staff.getByRole('heading', { name: `Special Processing ${reference}` }),
  ).toBeVisible();
  await expect(staff.getByText('Gold foil on the logo only, please.')).toBeVisible();
  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    staff.getByRole('link', { name: 'market-logo.png' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('market-logo.png');
  expect((await sharp(await download.path()).metadata()).width).toBe(16);

  // The answer: a line refused as typed, then two lines and a note.
  const answer = staff.getByRole('form', { name: 'Answer with a quotation' });
  await answer.getByLabel('Description').fill('Thomson die-cut sheets 4" x 6", gold foil spot');
  await answer.getByLabel('Quantity').fill('500');
  await answer.getByLabel('Price (USD)').fill('12,50');
  await answer.getByLabel('Printing days').fill('6');
  await answer.getByRole('button', { name: 'Send the quotation' }).click();
  await expect(answer.getByText('A price is dollars and cents, like 125.00.')).toBeVisible();
  await answer.getByLabel('Price (USD)').fill('412.50');
  // A second line added and taken away again: the quotation is one line.
  await answer.getByRole('button', { name: 'Add a line' }).click();
  await expect(answer.getByRole('group', { name: 'Line 2' })).toBeVisible();
  await answer.getByRole('button', { name: 'Remove line 2' }).click();
  await expect(answer.getByRole('group', { name: 'Line 2' })).toHaveCount(0);
  await answer.getByLabel('Note to the customer').fill('The die is yours to reuse next time.');
  expect(await seriousViolations(staff, 'main')).toEqual([]);
  await screenshot(staff, 'back-office-answer-375');
  await staff.setViewportSize({ width: 1280, height: 900 });
  await screenshot(staff, 'back-office-answer-1280');
  await answer.getByRole('button', { name: 'Send the quotation' }).click();
  const answered = staff.getByRole('heading', { name: /^Answered with quotation Q-/ });
  await expect(answered).toBeVisible();
  const quotationNo = /Q-\d{8}-[0-9A-F]+/.exec((await answered.textContent()) ?? '')?.[0] ?? '';
  await expect(staff.getByText('answered', { exact: true })).toBeVisible();
  await expect(staff.getByText('Total $412.50')).toBeVisible();
  await screenshot(staff, 'back-office-answered-1280');

  // The customer finds it under My account and orders it at its prices.
  await page.goto('/account');
  const quoted = page.getByRole('row', { name: new RegExp(quotationNo) });
  await expect(quoted).toContainText('Thomson die-cut sheets');
  await quoted.getByRole('button', { name: /Order/ }).click();
  await expect(quoted.getByRole('status')).toContainText('In your cart at the quoted prices');
  await quoted.getByRole('link', { name: 'Go to your cart' }).click();
  await page.getByRole('link', { name: 'Checkout' }).click();
  await page.getByLabel('Full name').fill('Rosa Costa');
  await page.getByLabel('Street address').fill('12 Harbor Way');
  await page.getByLabel('City').fill('Portland');
  await page.getByLabel('State').selectOption('OR');
  await page.getByLabel('ZIP code').fill('97201');
  await page.getByLabel('Phone').fill('(503) 555-0134');
  await page.getByRole('button', { name: 'Review order' }).click();
  await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
  await expect(page.getByText(`At the price of quotation ${quotationNo}`).first()).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Thank you! Your order is placed.')).toBeVisible();
  const orderNo = /PP-\d{8}-[0-9A-F]{8}/.exec(page.url())?.[0] ?? '';

  // The customer's artwork at the size asked for: checked, proofed and approved (4 x 6 in plus
  // bleed at 300 DPI).
  await page
    .getByRole('button', { name: /artwork/i })
    .first()
    .click();
  const artwork = page.getByRole('dialog', { name: /^Artwork: / });
  await expect(artwork).toContainText('Print size 4 x 6 in');
  await artwork.getByLabel('Upload file for the front').setInputFiles({
    name: 'sheet.png',
    mimeType: 'image/png',
    buffer: await sharp({
      create: { width: 1248, height: 1848, channels: 3, background: '#d4a017' },
    })
      .png()
      .toBuffer(),
  });
  await artwork.getByRole('button', { name: /^Approve proof/ }).click();
  await expect(artwork.getByTestId('artwork-order')).toContainText('Proof approved');
  await artwork.getByRole('button', { name: 'Close', exact: true }).last().click();

  // Staff find it among the orders, mark it paid, and dispatch it with its tracking number.
  await staff.getByRole('link', { name: 'Orders' }).click();
  await expect(staff.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await staff.getByLabel('Payment').selectOption('awaiting_payment');
  await staff.getByRole('button', { name: 'Filter' }).click();
  await expect(staff.getByTestId('order-totals')).toContainText(/\d+ orders?, \$/);
  expect(await seriousViolations(staff, 'main')).toEqual([]);
  await screenshot(staff, 'back-office-orders-1280');
  await staff.setViewportSize({ width: 375, height: 800 });
  await screenshot(staff, 'back-office-orders-375');
  await staff.getByRole('link', { name: orderNo }).click();
  await expect(staff.getByRole('heading', { name: `Order ${orderNo}` })).toBeVisible();
  await expect(staff.getByText('Thomson die-cut sheets 4" x 6", gold foil spot')).toBeVisible();
  // Not paid yet: printing is not offered.
  await expect(staff.getByRole('button', { name: 'Move to printing' })).toHaveCount(0);
  await staff.getByRole('button', { name: 'Mark paid' }).click();
  const timeline = staff.getByTestId('staff-order-timeline');
  await expect(timeline).toContainText('Payment: Paid');
  await staff.getByRole('button', { name: 'Move to printing' }).click();
  await expect(timeline).toContainText('Printing');
  const dispatch = staff.getByRole('form', { name: 'Dispatch' });
  await dispatch.getByLabel('Carrier').fill('UPS');
  await dispatch.getByLabel('Tracking number').fill('1Z;999');
  await dispatch.getByRole('button', { name: 'Mark dispatched' }).click();
  await expect(
    dispatch.getByText('A tracking number is 4 to 40 letters, digits, spaces or dashes.'),
  ).toBeVisible();
  await dispatch.getByLabel('Tracking number').fill('1Z999AA10123456784');
  expect(await seriousViolations(staff, 'main')).toEqual([]);
  await screenshot(staff, 'back-office-order-375');
  await staff.setViewportSize({ width: 1280, height: 900 });
  await screenshot(staff, 'back-office-order-1280');
  await dispatch.getByRole('button', { name: 'Mark dispatched' }).click();
  await expect(timeline).toContainText('Sent with UPS, tracking number 1Z999AA10123456784.');
  await expect(staff.getByRole('form', { name: 'Cancel the order' })).toHaveCount(0);

  await staff.getByRole('link', { name: 'Activity' }).click();
  await expect(staff.getByRole('heading', { name: 'Activity' })).toBeVisible();
  await expect(
    staff.getByRole('row').filter({ hasText: 'quote_request.answer' }).first(),
  ).toContainText(STAFF.email);
  await expect(staff.getByRole('row').filter({ hasText: 'order.dispatch' }).first()).toContainText(
    orderNo,
  );
  expect(await seriousViolations(staff, 'main')).toEqual([]);

  // The customer's timeline shows each step.
  await page.reload();
  const steps = page.getByTestId('order-timeline');
  for (const step of [
    'Order placed',
    'Proof approved',
    'Payment: Paid',
    'Printing',
    'Dispatched',
  ]) {
    await expect(steps).toContainText(step);
  }
  await expect(steps).toContainText('Sent with UPS, tracking number 1Z999AA10123456784.');

  // A contact message answered from its page, by email; the reply is kept with it.
  const contact = await page.request.post('/api/contact', {
    data: { name: 'Rosa Costa', email, about: orderNo, message: 'Can it ship to my office?' },
  });
  expect(contact.status(), await contact.text()).toBe(201);
  const contactNo: string = (await contact.json()).reference_no;
  await staff.goto(`/admin/inbox/contact/${contactNo}`);
  await expect(staff.getByRole('heading', { name: `Contact message ${contactNo}` })).toBeVisible();
  const reply = staff.getByRole('form', { name: 'Reply' });
  await reply
    .getByLabel(`Your reply to ${email}`)
    .fill('Yes: change the address on your order page.');
  await reply.getByRole('button', { name: 'Send the reply' }).click();
  await expect(reply.getByRole('status')).toHaveText(`Your reply was emailed to ${email}.`);
  await expect(staff.getByText('Yes: change the address on your order page.')).toBeVisible();
  await expect(staff.getByText('answered', { exact: true })).toBeVisible();
  expect(await seriousViolations(staff, 'main')).toEqual([]);
  await staff.setViewportSize({ width: 375, height: 800 });
  await screenshot(staff, 'back-office-contact-375');

  await staff.getByRole('button', { name: 'Sign out' }).click();
  await expect(staff.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await staffContext.close();
  expect(browserErrors).toEqual([]);
});
