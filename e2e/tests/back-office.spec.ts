import sharp from 'sharp';
import { expect, test } from '../support/fixtures';
import { screenshot, seriousViolations } from '../support/page-checks';

// Issue 34 (first part): a member of staff signs in to the back-office, filters the inbox, opens
// a quote request and downloads its file, and reads the activity log; a visitor finds no
// back-office (404). The demo staff exist because the e2e shop runs with DEMO_STAFF=true.

const STAFF = { email: 'staff@peelandpress.example', password: 'back-office-2026' };
const CONFIGURATION = 'product_id=1&featured_item_id=1&width=2&height=2&custom_quantity=25000';

test('staff sign in, filter the inbox, open a request and download its file', async ({
  page,
  browserErrors,
}) => {
  const email = `inbox.${Date.now()}@example.org`;
  const logo = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#1d6fb8' },
  })
    .png()
    .toBuffer();
  const sent = await page.request.post('/api/quote/create/quote-request', {
    multipart: {
      firstname: 'Rosa',
      lastname: 'Diaz',
      email_address: email,
      quantity: '25000',
      quote_type: 'Special Quantity',
      comment: 'For the spring market',
      featured_item_id: '1',
      configuration: CONFIGURATION,
      attachments: { name: 'market-logo.png', mimeType: 'image/png', buffer: logo },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const reference: string = (await sent.json()).reference_no;

  // A visitor finds nothing there.
  const hidden = await page.goto('/admin');
  expect(hidden?.status()).toBe(404);
  browserErrors.splice(0); // Chromium logs the page's own 404 answer; it is the point here.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Not Found');

  await page.goto('/admin/sign-in');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is not right.');
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible();
  await expect(page.getByText(`${STAFF.email} (staff)`)).toBeVisible();

  await page.getByLabel('Type').selectOption('Special Quantity');
  await page.getByLabel('Email or reference').fill(email);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/type=Special\+Quantity/);
  const rows = page.getByRole('row');
  await expect(rows).toHaveCount(2); // the header and the one request
  await expect(rows.nth(1)).toContainText(reference);
  await expect(rows.nth(1)).toContainText('new');
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'back-office-inbox-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, 'back-office-inbox-375');

  // However its address is spelled, a back-office page is this person's alone: never kept.
  for (const path of ['/admin', '/ADMIN', '/%61dmin/activity']) {
    const answer = await page.request.get(path);
    expect(answer.headers()['cache-control'], path).toBe('private, no-store');
  }

  await page.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { name: `Special Quantity ${reference}` })).toBeVisible();
  await expect(page.getByText('Rosa Diaz')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'market-logo.png' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('market-logo.png');
  const path = await download.path();
  expect((await sharp(path).metadata()).width).toBe(64);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await screenshot(page, 'back-office-request-375');
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'back-office-request-1280');

  await page.getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'staff.sign_in' }).first()).toContainText(
    STAFF.email,
  );
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await screenshot(page, 'back-office-activity-1280');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
});
