import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../support/fixtures';
import { expectPictureLoaded, screenshot, seriousViolations } from '../support/page-checks';
import { STICKER_QUERY, stickerCartItem } from '../support/sticker-cart-item';

// Issue 33: artwork per design of a line, checked while the customer watches, with its digital
// proof; approval moves the order; a proof by our staff can be asked for. The files are real
// PNGs made here: a 2 x 2 in sticker is 2.16 x 2.16 in with its bleed, so 156 px square is
// 72 DPI (a problem) and 648 px is 300 DPI (a pass).

const PRODUCT = 'Standard Vinyl Stickers';

/** A square PNG of `px` pixels, opaque and in RGB (no transparency finding): a sticker design. */
async function stickerPng(name: string, px: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 100 100">
    <rect width="100" height="100" fill="#1d6fb8"/>
    <circle cx="50" cy="50" r="36" fill="#ffd23f"/>
    <polygon points="50,24 57,43 77,43 61,55 67,75 50,63 33,75 39,55 23,43 43,43" fill="#e4572e"/>
  </svg>`;
  const buffer = await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).png().toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A file's findings, each "Pass: …", "Warning: …" or "Problem: …". */
const finding = (scope: Locator, text: string | RegExp) =>
  scope.getByRole('listitem').filter({ hasText: text });

/** A guest's order of one 2 x 2 in sticker line with `sets` designs, placed through the API. */
async function placeOrder(request: APIRequestContext, sets: number): Promise<string> {
  const pricing = await (await request.get(`/api/get/pricing-data?${STICKER_QUERY}`)).json();
  const added = await request.post('/api/cart/items', {
    data: { ...stickerCartItem(pricing), kinds: sets },
  });
  expect(added.status()).toBe(201);
  const checkout = {
    email: `artwork.${Date.now()}.${sets}@example.org`,
    shipping: {
      name: 'Grace Hopper',
      address1: '12 Harbor Way',
      city: 'Portland',
      state: 'OR',
      zip: '97201',
      phone: '(503) 555-0134',
    },
    shipping_method_id: 1,
    payment_method: 'invoice',
  };
  const reviewed = await request.post('/api/checkout/review', { data: checkout });
  expect(reviewed.status()).toBe(200);
  const review = (await reviewed.json()) as {
    totals: { total_cents: number };
    delivery_options: { method_id: number; dispatch_date: string }[];
  };
  const placed = await request.post('/api/orders', {
    headers: { 'idempotency-key': `artwork-${Date.now()}-${sets}` },
    data: {
      ...checkout,
      expected_total_cents: review.totals.total_cents,
      expected_dispatch_date: review.delivery_options.find((option) => option.method_id === 1)
        ?.dispatch_date,
    },
  });
  expect(placed.status()).toBe(201);
  return ((await placed.json()) as { order_no: string }).order_no;
}

async function openArtwork(page: Page) {
  await page.getByRole('button', { name: `Artwork and proof for ${PRODUCT}` }).click();
  const dialog = page.getByRole('dialog', { name: `Artwork: ${PRODUCT}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('artwork-panel')).toBeVisible();
  return dialog;
}

/** The dialog fits the screen's width: nothing inside it scrolls sideways. */
async function expectNoSidewaysScroll(dialog: Locator) {
  expect(
    await dialog.evaluate((element) => element.scrollWidth - element.clientWidth),
  ).toBeLessThanOrEqual(0);
}

test('after ADD TO CART the artwork dialog opens; a 300 DPI PNG passes with its proof', async ({
  page,
}) => {
  await page.goto('/stickers/standard-vinyl');
  await expect(page.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled();
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  // The cart opens the new line's artwork dialog at once ("artwork submit", spec 000 §4).
  await expect(page).toHaveURL(/\/cart\?artwork=\d+$/);
  const dialog = page.getByRole('dialog', { name: `Artwork: ${PRODUCT}` });
  await expect(dialog.getByTestId('artwork-panel')).toBeVisible();
  await expect(dialog).toContainText(
    'Print size 2 x 2 in, plus 0.08 in of bleed on every side; keep text and logos 0.08 in inside the cut.',
  );
  await expect(dialog.getByText('No file yet.')).toBeVisible();
  // A cart line has no order yet: no order status in the dialog.
  await expect(dialog.getByTestId('artwork-order')).toHaveCount(0);

  await dialog
    .getByLabel('Upload file for the front')
    .setInputFiles(await stickerPng('sticker-300dpi.png', 648));
  await expect(dialog.getByText('Pass', { exact: true })).toBeVisible();
  await expect(finding(dialog, 'The picture is sharp')).toHaveText(
    'Pass: The picture is sharp: 300 DPI at 2.16 x 2.16 in.',
  );
  await expect(dialog.getByRole('link', { name: 'sticker-300dpi.png' })).toBeVisible();
  await expect(dialog.getByText('Checked: approve your proof')).toBeVisible();
  await expectPictureLoaded(dialog.getByRole('img', { name: /^Digital proof: front/ }));
  await expect(dialog.getByLabel('Replace file for the front')).toBeAttached();

  // A fix is offered, never made unasked: chosen, it is a new file with its own check and proof.
  await dialog
    .getByRole('button', { name: 'Made at the cut’s size? Extend its edges into the bleed' })
    .click();
  await expect(dialog.getByRole('link', { name: 'sticker-300dpi-extended.png' })).toBeVisible();
  await expect(finding(dialog, 'The picture is sharp')).toBeVisible();
  await expectPictureLoaded(dialog.getByRole('img', { name: /^Digital proof: front/ }));

  expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
  await screenshot(page, 'artwork-cart-1280');
  const later = dialog.getByRole('button', { name: 'Upload later' });
  await later.scrollIntoViewIfNeeded();
  await screenshot(page, 'artwork-cart-actions-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(dialog);
  await dialog.getByRole('heading', { name: `Artwork: ${PRODUCT}` }).scrollIntoViewIfNeeded();
  await screenshot(page, 'artwork-cart-375');
  await later.scrollIntoViewIfNeeded();
  await screenshot(page, 'artwork-cart-actions-375');

  await later.click();
  await expect(dialog).toBeHidden();
  // Closed, it stays closed: the address no longer asks for it.
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByTestId('artwork-button').scrollIntoViewIfNeeded();
  await screenshot(page, 'artwork-cart-line-375');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The file stays with the line: opened again, the dialog shows it checked.
  await openArtwork(page);
  await expect(finding(dialog, 'The picture is sharp')).toBeVisible();
});

test('on an order: 72 DPI is a problem, 300 DPI passes, approving every design approves the order; a proof by staff in two versions', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const twoDesigns = await placeOrder(page.request, 2);
  const oneDesign = await placeOrder(page.request, 1);
  const blurry = await stickerPng('sticker-72dpi.png', 156);
  const sharpFile = await stickerPng('sticker-300dpi.png', 648);

  await page.goto(`/orders/${twoDesigns}`);
  await expect(page.getByRole('heading', { name: `Order ${twoDesigns}` })).toBeVisible();
  await expect(page.locator('.order-page__status .order-badge').first()).toHaveText(
    'Awaiting artwork',
  );
  const dialog = await openArtwork(page);
  const status = dialog.getByTestId('artwork-order');
  await expect(status).toHaveText(
    /^Order status: Awaiting artwork · expected dispatch \w{3}, \w{3} \d{1,2}$/,
  );
  const first = dialog.getByRole('region', { name: 'Design 1' });
  const second = dialog.getByRole('region', { name: 'Design 2' });

  // Design 1: a 72 DPI picture is a problem, with its numbers, and still gets its proof.
  await first.getByLabel('Upload file for the front of design 1').setInputFiles(blurry);
  await expect(first.getByText('Problem', { exact: true })).toBeVisible();
  await expect(finding(first, 'blurry')).toHaveText(
    'Problem: The picture will print blurry: 72 DPI at 2.16 x 2.16 in; we recommend 300. Please send a larger file.',
  );
  await expectPictureLoaded(first.getByRole('img', { name: /^Digital proof/ }));
  expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
  await screenshot(page, 'artwork-order-problem-1280');

  // Replaced with a 300 DPI one: it passes, with its own proof.
  await first.getByLabel('Replace file for the front of design 1').setInputFiles(sharpFile);
  await expect(first.getByRole('link', { name: 'sticker-300dpi.png' })).toBeVisible();
  await expect(first.getByText('Pass', { exact: true })).toBeVisible();
  await expect(finding(first, 'The picture is sharp')).toHaveText(
    'Pass: The picture is sharp: 300 DPI at 2.16 x 2.16 in.',
  );
  await expect(finding(first, '72 DPI')).toHaveCount(0);
  await expectPictureLoaded(first.getByRole('img', { name: /^Digital proof/ }));

  // Approving one design of two leaves the order waiting for the other.
  await first.getByRole('button', { name: 'Approve proof of design 1' }).click();
  await expect(first.getByText('Approved', { exact: true })).toBeVisible();
  await expect(first.getByLabel(/file for the front of design 1/)).toHaveCount(0);
  await expect(status).toContainText('Order status: Awaiting artwork');

  // The last design approved: the order is approved, dated again from now.
  await second.getByLabel('Upload file for the front of design 2').setInputFiles(sharpFile);
  await expect(finding(second, 'The picture is sharp')).toBeVisible();
  await second.getByRole('button', { name: 'Approve proof of design 2' }).click();
  await expect(status).toHaveText(
    /^Order status: Proof approved · expected dispatch \w{3}, \w{3} \d{1,2}$/,
  );
  const dispatch = /expected dispatch (.+)$/.exec((await status.textContent()) ?? '')?.[1] ?? '';
  await screenshot(page, 'artwork-order-approved-1280');
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();

  // The order page behind it was read again: badge, dispatch date and timeline.
  await expect(page.locator('.order-page__status .order-badge').first()).toHaveText(
    'Proof approved',
  );
  await expect(page.getByText(`we expect to dispatch it on ${dispatch}`)).toBeVisible();
  const timeline = page.getByTestId('order-timeline');
  await expect(timeline).toContainText('Proof approved');
  await expect(timeline).toContainText(`Dispatch date counted from the approval: ${dispatch}, `);
  await screenshot(page, 'artwork-order-page-1280');

  // Another order, on a phone: a proof by our staff, asked for with a comment, is recorded.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/orders/${oneDesign}`);
  await expect(page.getByRole('heading', { name: `Order ${oneDesign}` })).toBeVisible();
  await page
    .getByRole('button', { name: `Artwork and proof for ${PRODUCT}` })
    .scrollIntoViewIfNeeded();
  await screenshot(page, 'artwork-order-line-375');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const staff = await openArtwork(page);
  await expectNoSidewaysScroll(staff);
  await staff.getByText('Ask for a proof by our staff').click();
  const comment = 'Please make the star bigger and keep the yellow circle inside the cut.';
  await staff.getByLabel('What should we look at? (optional)').fill(comment);
  await screenshot(page, 'artwork-staff-form-375');
  await staff.getByRole('button', { name: 'Send request' }).click();
  await expect(staff.getByText('Proof by our staff requested', { exact: true })).toBeVisible();
  await expect(staff.getByText(`Your note to our staff: ${comment}`)).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Send request' })).toHaveCount(0);
  await expect(staff.getByTestId('artwork-order')).toContainText('Order status: In proof');
  expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
  await expectNoSidewaysScroll(staff);
  await screenshot(page, 'artwork-staff-375');
  await staff.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(page.locator('.order-page__status .order-badge').first()).toHaveText('In proof');

  // Issue 35: staff start the proof (the file is fixed from then) and send version 1; the
  // customer asks for changes; staff send version 2; the customer approves it and the order
  // moves on; staff download the line's archive for the press.
  const deskContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const desk = await deskContext.newPage();
  await desk.setViewportSize({ width: 1280, height: 900 });
  await desk.goto('/admin/sign-in');
  await desk.getByLabel('Email').fill('staff@peelandpress.example');
  await desk.getByLabel('Password').fill('back-office-2026');
  await desk.getByRole('button', { name: 'Sign in' }).click();
  await desk.getByRole('link', { name: 'Artwork', exact: true }).click();
  await expect(desk.getByRole('heading', { name: 'Artwork', level: 1 })).toBeVisible();
  await desk.getByRole('link', { name: `${oneDesign} · line 1` }).click();
  await expect(desk.getByRole('heading', { name: `${oneDesign} · line 1` })).toBeVisible();
  await expect(desk.getByRole('definition').filter({ hasText: comment })).toBeVisible();
  await expect(
    desk.getByText('No file yet: the customer asked for a proof without one.'),
  ).toBeVisible();
  await desk.getByRole('button', { name: 'Start the proof' }).click();
  await expect(desk.getByText('Proof started: the customer was emailed.')).toBeVisible();
  const sendProof = async (name: string, note: string, said: string) => {
    const form = desk.getByRole('form', { name: 'Send a proof' });
    await form
      .getByLabel('Proof file (PDF, PNG or JPEG)')
      .setInputFiles(await stickerPng(name, 300));
    await form.getByLabel('Note to the customer (optional)').fill(note);
    await form.getByRole('button', { name: 'Send the proof' }).click();
    await expect(desk.getByText(said)).toBeVisible();
  };
  await sendProof(
    'proof-v1.png',
    'The star is bigger now.',
    'Proof 1 sent: the customer was emailed.',
  );

  await page.reload();
  let proofs = await openArtwork(page);
  await expect(proofs.getByText('Waiting for your answer')).toBeVisible();
  await expect(proofs.getByText('Our note: The star is bigger now.')).toBeVisible();
  await expectPictureLoaded(
    proofs.getByRole('img', { name: 'Proof 1 by our staff, as it will be printed' }),
  );
  await expect(proofs.getByLabel(/^Replace file/)).toHaveCount(0);
  await proofs.getByLabel('What should we change?').fill('Move the star a little to the left.');
  await proofs.getByRole('button', { name: 'Ask for changes' }).click();
  await expect(proofs.getByText('Changes asked')).toBeVisible();
  await expect(
    proofs.getByText('Our staff are preparing your proof', { exact: true }),
  ).toBeVisible();

  await desk.reload();
  await expect(desk.getByTestId('proofs-sent')).toContainText(
    'Customer: Move the star a little to the left.',
  );
  await sendProof('proof-v2.png', 'Moved left.', 'Proof 2 sent: the customer was emailed.');
  expect(await seriousViolations(desk, 'main')).toEqual([]);
  await screenshot(desk, 'staff-proof-design-1280');
  await desk.setViewportSize({ width: 375, height: 812 });
  await screenshot(desk, 'staff-proof-design-375');

  await page.reload();
  proofs = await openArtwork(page);
  await expectPictureLoaded(
    proofs.getByRole('img', { name: 'Proof 2 by our staff, as it will be printed' }),
  );
  expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
  await screenshot(page, 'staff-proof-customer-375');
  await proofs.getByRole('button', { name: 'Approve proof 2' }).click();
  await expect(proofs.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(proofs.getByTestId('artwork-order')).toContainText('Order status: Proof approved');

  await desk.reload();
  const [archive] = await Promise.all([
    desk.waitForEvent('download'),
    desk.getByRole('link', { name: 'Download the line’s artwork (zip)' }).click(),
  ]);
  expect(archive.suggestedFilename()).toBe(`${oneDesign}-line-1-artwork.zip`);
  await deskContext.close();
});
