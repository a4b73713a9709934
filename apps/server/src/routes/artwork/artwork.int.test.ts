import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { DatabaseHandle } from '@shop/db/client';
import { designFiles, designProofs, designs } from '@shop/db/schema-artwork';
import { orders } from '@shop/db/schema-orders';
import { DESIGN_MESSAGES } from '@shop/domain/artwork/design-life';
import type { App } from '../../app';
import { browserAt, freshAddress } from '../../testing/browser';
import {
  addSticker,
  checkoutBody,
  newEmail,
  placeOrder,
  type Browser,
} from '../../testing/checkout';
import { multipart, type FilePart } from '../../testing/multipart-form';
import { quotePayloadFor } from '../../testing/quote-payload';

// Issue 33: artwork per design through the API (PGlite, and PostgreSQL in CI's second run): the
// upload checked and proofed at once, the proof's life with its refusals in the catalogue's words,
// an order's production and dispatch date following its designs, per-set designs on a two-sided
// line, nobody else's artwork, hostile files, the check re-run after a crash, reorder.
// Monday 2026-11-30, 10:00 in New York; the clock moves where a test says so.
let now = new Date('2026-11-30T15:00:00Z');
let app: App;
let database: DatabaseHandle;
beforeAll(async () => {
  const { createTestApp } = await import('../../testing/test-app');
  ({ app, database } = await createTestApp({ clock: () => now }));
});
afterAll(async () => {
  await app?.close();
});

/** A square PNG of `px` pixels: at 2 x 2 in plus 0.08 in of bleed, 2.16 in a side. */
const squarePng = (px: number) =>
  sharp({ create: { width: px, height: px, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();

async function upload(browser: Browser, line: string, files: FilePart[], query = '') {
  const form = multipart([], files);
  return browser.request('POST', `/api/artwork/lines/${line}${query}`, form.payload, {
    'content-type': form.type,
  });
}

async function cartLineRef(browser: Browser) {
  const cart = await browser.request('GET', '/api/cart');
  const lines = cart.json().lines as Array<{ id: number }>;
  const last = lines.at(-1);
  if (!last) throw new Error(`No cart line: ${cart.body}`);
  return `cart-${last.id}`;
}

describe('a cart line’s artwork', () => {
  it('checks an upload while the customer waits, proofs it, and lets them replace it', async () => {
    const browser = browserAt(app, freshAddress());
    await addSticker(app, browser);
    const line = await cartLineRef(browser);
    const empty = await browser.request('GET', `/api/artwork/lines/${line}`);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toMatchObject({
      sides: ['front'],
      trim: { width_in: 2, height_in: 2 },
      bleed_per_side_in: 0.08,
      designs: [{ set: 1, state: 'awaiting_file', files: [], missing: ['front'] }],
    });

    const soft = await upload(browser, line, [
      { field: 'front-1', name: 'logo-72.png', bytes: await squarePng(156) },
    ]);
    expect(soft.statusCode, soft.body).toBe(201);
    const [design] = soft.json().designs;
    expect(design.state).toBe('checked');
    expect(design.files[0]).toMatchObject({ status: 'checked', verdict: 'problem', side: 'front' });
    const resolution = design.files[0].findings.find(
      (finding: { check: string }) => finding.check === 'resolution',
    );
    expect(resolution.message).toContain('72 DPI at 2.16 x 2.16 in');
    const proof = await browser.request('GET', design.files[0].proof_url);
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
    const meta = await sharp(proof.rawPayload).metadata();
    expect(meta.format).toBe('png');

    const sharp300 = await upload(browser, line, [
      { field: 'front-1', name: 'logo-300.png', bytes: await squarePng(648) },
    ]);
    expect(sharp300.statusCode, sharp300.body).toBe(201);
    const replaced = sharp300.json().designs[0];
    expect(replaced.files).toHaveLength(1);
    expect(replaced.files[0]).toMatchObject({ name: 'logo-300.png', verdict: 'pass' });
    expect(replaced.can_approve).toBe(true);
    expect(replaced.events.map((event: { label: string }) => event.label)).toEqual([
      'File uploaded',
      'File uploaded',
    ]);

    const approved = await browser.request('POST', `/api/artwork/lines/${line}/sets/1/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().designs[0]).toMatchObject({ state: 'approved', can_upload: false });
    const again = await upload(browser, line, [
      { field: 'front-1', name: 'late.png', bytes: await squarePng(648) },
    ]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(DESIGN_MESSAGES.alreadyApproved);
  });

  it('refuses what is not a design’s file, in words that name the field', async () => {
    const browser = browserAt(app, freshAddress());
    await addSticker(app, browser);
    const line = await cartLineRef(browser);
    const bytes = await squarePng(200);
    const back = await upload(browser, line, [{ field: 'back-1', name: 'back.png', bytes }]);
    expect(back.statusCode).toBe(400);
    expect(back.json().error.details[0]).toMatchObject({ field: 'back-1' });
    const five = await upload(
      browser,
      line,
      Array.from({ length: 5 }, (_, index) => ({ field: 'front-1', name: `${index}.png`, bytes })),
    );
    expect(five.statusCode).toBe(400);
    expect(five.json().error.message).toBe('You cannot upload more than 4 files.');
    const twice = await upload(browser, line, [
      { field: 'front-1', name: 'a.png', bytes },
      { field: 'front-1', name: 'b.png', bytes },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.code).toBe('SAME_SIDE_TWICE');
    const none = await upload(browser, line, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(DESIGN_MESSAGES.fileRequired);
    const approveEmpty = await browser.request('POST', `/api/artwork/lines/${line}/sets/1/approve`);
    expect(approveEmpty.statusCode).toBe(409);
    expect(approveEmpty.json().error.message).toBe(DESIGN_MESSAGES.fileRequired);
    const noSet = await browser.request('POST', `/api/artwork/lines/${line}/sets/2/approve`);
    expect(noSet.statusCode).toBe(404);
    const badRef = await browser.request('GET', '/api/artwork/lines/cart-x');
    expect(badRef.statusCode).toBe(400);
    expect(badRef.json().error.details[0].field).toBe('line');
  });

  it('hostile files are refused or neutralised', async () => {
    const browser = browserAt(app, freshAddress());
    await addSticker(app, browser);
    const line = await cartLineRef(browser);
    const script = await upload(browser, line, [
      { field: 'front-1', name: 'evil.png', bytes: Buffer.from('<script>alert(1)</script>') },
    ]);
    expect(script.statusCode).toBe(415);
    expect(script.json().error.message).toBe('File type not accepted. Please try again.');

    // A 30000 x 30000 PNG header over a few bytes: answered from its header, never decoded.
    const bomb = await sharp({
      create: { width: 1, height: 1, channels: 3, background: '#000' },
    })
      .png()
      .toBuffer();
    bomb.writeUInt32BE(30_000, 16);
    bomb.writeUInt32BE(30_000, 20);
    const bombed = await upload(browser, line, [
      { field: 'front-1', name: 'bomb.png', bytes: bomb },
    ]);
    expect(bombed.statusCode, bombed.body).toBe(201);
    const bombFile = bombed.json().designs[0].files[0];
    expect(bombFile).toMatchObject({ verdict: 'problem', proof_url: null });

    const outside = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100">' +
        '<image xlink:href="https://evil.example/track.png" width="100" height="100"/></svg>',
    );
    const svg = await upload(browser, line, [
      { field: 'front-1', name: 'outside.svg', bytes: outside, type: 'image/svg+xml' },
    ]);
    expect(svg.statusCode, svg.body).toBe(201);
    const svgFile = svg.json().designs[0].files[0];
    expect(svgFile.verdict).toBe('problem');
    // Downloaded as bytes, never rendered by a browser.
    const download = await browser.request('GET', svgFile.download_url);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-security-policy']).toContain('sandbox');

    const javascriptPdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n' +
        '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
        '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 155.52 155.52] >> endobj\n' +
        'trailer << /Root 1 0 R >>\n%%EOF\n',
    );
    const pdf = await upload(browser, line, [
      { field: 'front-1', name: 'script.pdf', bytes: javascriptPdf, type: 'application/pdf' },
    ]);
    expect(pdf.statusCode, pdf.body).toBe(201);
    const pdfFindings = pdf.json().designs[0].files[0].findings as Array<{ message: string }>;
    expect(pdfFindings.some((finding) => /JavaScript/i.test(finding.message))).toBe(true);
  });

  it('a file no machine can proof goes to our staff, and is never approved unseen', async () => {
    const browser = browserAt(app, freshAddress());
    await addSticker(app, browser);
    const line = await cartLineRef(browser);
    const eps = Buffer.from('%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 155 155\nshowpage\n');
    const answer = await upload(browser, line, [
      { field: 'front-1', name: 'logo.eps', bytes: eps, type: 'application/postscript' },
    ]);
    expect(answer.statusCode, answer.body).toBe(201);
    const [design] = answer.json().designs;
    expect(design.files[0]).toMatchObject({ proof_url: null, status: 'checked' });
    expect(design).toMatchObject({ state: 'staff_proof_requested', can_approve: false });
    expect(design.events.at(-1)).toMatchObject({ by: 'system' });
    const approve = await browser.request('POST', `/api/artwork/lines/${line}/sets/1/approve`);
    expect(approve.statusCode).toBe(409);
  });

  it('refuses staff, and an upload to a line whose designs are all approved stores nothing', async () => {
    const browser = browserAt(app, freshAddress());
    await addSticker(app, browser);
    const line = await cartLineRef(browser);
    await upload(browser, line, [{ field: 'front-1', name: 'a.png', bytes: await squarePng(648) }]);
    const approved = await browser.request('POST', `/api/artwork/lines/${line}/sets/1/approve`);
    expect(approved.statusCode).toBe(200);
    const before = await database.db.select().from(designFiles);
    const late = await upload(browser, line, [
      { field: 'front-1', name: 'b.png', bytes: await squarePng(648) },
    ]);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(DESIGN_MESSAGES.alreadyApproved);
    expect(await database.db.select().from(designFiles)).toHaveLength(before.length);
    const staff = await app.shop.artwork
      .find(
        {
          kind: 'staff',
          staffId: 1,
          role: 'admin',
          email: 'admin@example.com',
          mustChangePassword: false,
        },
        line,
      )
      .catch((error: { statusCode?: number }) => error.statusCode);
    expect(staff).toBe(404);
  });

  it('makes a fix a finding offered only when the customer chooses it, as a new checked file', async () => {
    const browser = browserAt(app, freshAddress());
    await addSticker(app, browser);
    const line = await cartLineRef(browser);
    // Made at the cut's size, 2 x 2 in at 300 DPI: no bleed of its own.
    const uploaded = await upload(browser, line, [
      { field: 'front-1', name: 'cut-size.png', bytes: await squarePng(600) },
    ]);
    const file = uploaded.json().designs[0].files[0];
    const shape = file.findings.find((finding: { check: string }) => finding.check === 'shape');
    expect(shape.fix).toMatchObject({ id: 'extend-bleed' });
    const url = `/api/artwork/lines/${line}/files/${file.id}/fix`;

    const notOffered = await browser.request('POST', url, { fix: 'fit-centre' });
    expect(notOffered.statusCode).toBe(409);
    const stranger = browserAt(app, freshAddress());
    expect((await stranger.request('POST', url, { fix: 'extend-bleed' })).statusCode).toBe(404);

    const fixed = await browser.request('POST', url, { fix: 'extend-bleed' });
    expect(fixed.statusCode, fixed.body).toBe(201);
    const [design] = fixed.json().designs;
    expect(design.files).toHaveLength(1);
    expect(design.files[0]).toMatchObject({ name: 'cut-size-extended.png', verdict: 'pass' });
    const resolution = design.files[0].findings.find(
      (finding: { check: string }) => finding.check === 'resolution',
    );
    // 600 px over 2 in, the bleed added at the same 300 DPI: 648 px over 2.16 in.
    expect(resolution.message).toBe('The picture is sharp: 300 DPI at 2.16 x 2.16 in.');
    // The original is kept, replaced: the fix is a choice, never a loss.
    const rows = await database.db.select().from(designFiles).where(eq(designFiles.id, file.id));
    expect(rows[0]?.replacedAt).not.toBeNull();
    // A replaced file is fixed no more.
    expect((await browser.request('POST', url, { fix: 'extend-bleed' })).statusCode).toBe(404);
  });

  it('nobody else reads or changes a line’s artwork', async () => {
    const owner = browserAt(app, freshAddress());
    await addSticker(app, owner);
    const line = await cartLineRef(owner);
    const uploaded = await upload(owner, line, [
      { field: 'front-1', name: 'mine.png', bytes: await squarePng(648) },
    ]);
    const file = uploaded.json().designs[0].files[0];
    const stranger = browserAt(app, freshAddress());
    await addSticker(app, stranger);
    for (const [method, url] of [
      ['GET', `/api/artwork/lines/${line}`],
      ['POST', `/api/artwork/lines/${line}/sets/1/approve`],
      ['GET', file.download_url],
      ['GET', file.proof_url],
    ] as const) {
      const answer = await stranger.request(method, url);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    const theirs = await upload(stranger, line, [
      { field: 'front-1', name: 'x.png', bytes: await squarePng(648) },
    ]);
    expect(theirs.statusCode).toBe(404);
  });

  it('a check a crash left unfinished is run again once its lease runs out', async () => {
    const browser = browserAt(app, freshAddress());
    await addSticker(app, browser);
    const line = await cartLineRef(browser);
    const uploaded = await upload(browser, line, [
      { field: 'front-1', name: 'crash.png', bytes: await squarePng(648) },
    ]);
    const fileId = uploaded.json().designs[0].files[0].id as string;
    // As a process that died mid-check leaves it: checking, no report, its lease passed.
    await database.db
      .update(designFiles)
      .set({
        status: 'checking',
        report: null,
        proofKey: null,
        leaseUntil: new Date(now.getTime() - 1),
      })
      .where(eq(designFiles.id, fileId));
    const waiting = await browser.request('GET', `/api/artwork/lines/${line}`);
    expect(waiting.json().designs[0]).toMatchObject({ can_approve: false });
    expect(waiting.json().designs[0].files[0]).toMatchObject({ status: 'checking', verdict: null });
    expect(await app.shop.artwork.recheckStale()).toBeGreaterThanOrEqual(1);
    const done = await browser.request('GET', `/api/artwork/lines/${line}`);
    expect(done.json().designs[0].files[0]).toMatchObject({ status: 'checked', verdict: 'pass' });
    expect(done.json().designs[0].files[0].proof_url).not.toBeNull();
  });
});

describe('an order’s artwork', () => {
  it('moves the order through its proof and counts the dispatch date from the approval', async () => {
    now = new Date('2026-11-30T15:00:00Z');
    const browser = browserAt(app, freshAddress());
    await addSticker(app, browser, 2);
    const placed = await placeOrder(browser, checkoutBody(newEmail('art')));
    expect(placed.statusCode, placed.body).toBe(201);
    const orderNo = placed.json().order_no as string;
    const before = (await browser.request('GET', `/api/orders/${orderNo}`)).json();
    expect(before.production_state).toBe('awaiting_artwork');
    const line = `${orderNo}.1`;
    const start = await browser.request('GET', `/api/artwork/lines/${line}`);
    expect(start.json().designs.map((design: { set: number }) => design.set)).toEqual([1, 2]);

    const first = await upload(browser, line, [
      { field: 'front-1', name: 'one.png', bytes: await squarePng(648) },
    ]);
    expect(first.statusCode, first.body).toBe(201);
    // Set 2 has no file yet: the order still waits for artwork.
    expect(first.json().production_label).toBe('Awaiting artwork');

    const staff = await browser.request('POST', `/api/artwork/lines/${line}/sets/2/staff-proof`, {
      comment: 'Please check the red matches our brand.',
    });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json().designs[1]).toMatchObject({
      state: 'staff_proof_requested',
      staff_proof_comment: 'Please check the red matches our brand.',
    });
    expect(staff.json().production_label).toBe('In proof');

    // Staff start the proof (the back-office issue builds their page): the file is then locked.
    const [second] = await database.db
      .select()
      .from(designs)
      .where(and(eq(designs.state, 'staff_proof_requested'), isNotNull(designs.orderLineId)));
    if (!second) throw new Error('The requested design is there');
    await database.db
      .update(designs)
      .set({ state: 'in_staff_proof' })
      .where(eq(designs.id, second.id));
    const locked = await upload(browser, line, [
      { field: 'front-2', name: 'two.png', bytes: await squarePng(648) },
    ]);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.message).toBe(DESIGN_MESSAGES.alreadyEvaluated);
    // Staff's proof (the back-office's, admin-artwork.int.test.ts) made here directly.
    await database.db.update(designs).set({ state: 'proof_sent' }).where(eq(designs.id, second.id));
    await database.db.insert(designProofs).values({
      id: randomUUID(),
      designId: second.id,
      version: 1,
      storageKey: 'staff-proofs/00000000-0000-4000-8000-000000000001',
      name: 'proof.pdf',
      mediaType: 'application/pdf',
      sizeBytes: 1,
      sha256: '',
      sentBy: 'staff@peelandpress.example',
      sentAt: new Date(),
    });

    const one = await browser.request('POST', `/api/artwork/lines/${line}/sets/1/approve`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().production_label).toBe('In proof');

    // The last approval on Tuesday at 7:00 PM, after the cut-off: counted from Wednesday.
    now = new Date('2026-12-02T00:00:00Z');
    const last = await browser.request('POST', `/api/artwork/lines/${line}/sets/2/approve`);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().production_label).toBe('Proof approved');
    const after = (await browser.request('GET', `/api/orders/${orderNo}`)).json();
    expect(after.production_state).toBe('approved');
    expect(after.dispatch_date > before.dispatch_date).toBe(true);
    const approvedStep = after.timeline.at(-1);
    expect(approvedStep).toMatchObject({ track: 'production', to: 'approved', by: 'customer' });
    const [year, month, day] = (after.dispatch_date as string).split('-').map(Number);
    const shown = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day)).toLocaleDateString('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(approvedStep.note).toBe(`Dispatch date counted from the approval: ${shown}.`);

    // Reorder carries the approved artwork: no new proof.
    const reorder = await browser.request('POST', `/api/orders/${orderNo}/reorder`);
    expect(reorder.statusCode, reorder.body).toBe(200);
    const again = await cartLineRef(browser);
    const carried = (await browser.request('GET', `/api/artwork/lines/${again}`)).json();
    expect(carried.designs.map((design: { state: string }) => design.state)).toEqual([
      'approved',
      'approved',
    ]);
    expect(carried.designs[0].events.at(-1).label).toBe('Approved artwork of an earlier order');

    // A cancelled order's artwork no longer changes.
    await database.db
      .update(orders)
      .set({ productionState: 'cancelled' })
      .where(eq(orders.orderNo, orderNo));
    const closed = await browser.request('POST', `/api/artwork/lines/${line}/sets/1/approve`);
    expect(closed.statusCode).toBe(409);
    now = new Date('2026-11-30T15:00:00Z');
  });

  it('a two-sided line has a front and a back for each set', async () => {
    const browser = browserAt(app, freshAddress());
    const payload = await quotePayloadFor(app, {
      priceQuery: 'product_id=17&featured_item_id=18&width=3.5&height=2&printed_side_id=2',
      originPath: '/business-cards/premium-business-card',
      kinds: 2,
    });
    const added = await browser.request('POST', '/api/cart/items', payload);
    expect(added.statusCode, added.body).toBe(201);
    const line = await cartLineRef(browser);
    const view = (await browser.request('GET', `/api/artwork/lines/${line}`)).json();
    expect(view.sides).toEqual(['front', 'back']);
    expect(view.trim).toEqual({ width_in: 3.5, height_in: 2 });
    expect(view.designs).toHaveLength(2);
    const card = await sharp({
      create: { width: 1098, height: 648, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    const front = await upload(browser, line, [
      { field: 'front-2', name: 'front.png', bytes: card },
      { field: 'back-2', name: 'back.png', bytes: card },
      { field: 'front-1', name: 'front.png', bytes: card },
    ]);
    expect(front.statusCode, front.body).toBe(201);
    const [one, two] = front.json().designs;
    expect(one).toMatchObject({ missing: ['back'], can_approve: false });
    expect(two).toMatchObject({ missing: [], can_approve: true });
    expect(two.files.map((file: { side: string }) => file.side).sort()).toEqual(['back', 'front']);
    const refused = await browser.request('POST', `/api/artwork/lines/${line}/sets/1/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Please upload your file for the back.');
  });
});
