import { DEMO_STAFF, ensureDemoStaff } from '@shop/db/seed/demo-staff';
import { designFiles, designs } from '@shop/db/schema-artwork';
import { orderLines, orders } from '@shop/db/schema-orders';
import { DESIGN_MESSAGES } from '@shop/domain/artwork/design-life';
import { eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { ORIGIN, orderWithArtwork, passingLogo, staffBrowser } from '../../testing/back-office';
import { browserAt, freshAddress } from '../../testing/browser';
import {
  addSticker,
  checkoutBody,
  newEmail,
  placeOrder,
  type Browser,
} from '../../testing/checkout';
import { multipart, pdf, svg, type FilePart } from '../../testing/multipart-form';
import { startSmtpInbox } from '../../testing/smtp-inbox';
import { createTestApp } from '../../testing/test-app';

// Issue 35: the proof cycle between staff and a customer (requested, started, v1 sent, changes
// asked, v2 sent, approved), each refused step in the catalogue's words, every step emailed and
// recorded, and the press's archive of an approved line. PGlite or PostgreSQL as
// TEST_DATABASE_URL says.

const SHOP_DESK = 'hello@peelandpress.example';
let app: App;
let database: Awaited<ReturnType<typeof createTestApp>>['database'];
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let logo: Buffer;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  const created = await createTestApp({ env: { SMTP_URL: inbox.url } });
  app = created.app;
  database = created.database;
  await ensureDemoStaff(created.database.db);
  logo = await passingLogo();
});
afterAll(async () => {
  await app?.close();
  await inbox?.close();
});

const mailTo = async (to: string) => {
  await app.shop.mail.deliverDue();
  return inbox.received.filter((mail) => mail.to.includes(to)).map((mail) => mail.raw);
};

/** A proof file, as staff send it. */
const proofForm = (name: string, bytes: Buffer, note?: string) => {
  const form = multipart(note === undefined ? [] : [['note', note]], [
    { field: 'proof', name, bytes },
  ]);
  return [form.payload, { 'content-type': form.type, ...ORIGIN }] as const;
};

describe('staff proofs', () => {
  it('runs the cycle: requested, started, v1, changes asked, v2, approved, archived', async () => {
    const { orderNo, customer, email } = await orderWithArtwork(app, logo, 'proofed');
    const line = `/api/artwork/lines/${orderNo}.1`;
    const staff = await staffBrowser(app);

    const asked = await customer.request('POST', `${line}/sets/1/staff-proof`, {
      comment: 'Please make the green a little darker.',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().designs[0]).toMatchObject({
      state: 'staff_proof_requested',
      can_request_changes: false,
    });
    expect(
      (await mailTo(SHOP_DESK)).some((raw) => raw.includes(`requested: order ${orderNo}`)),
    ).toBe(true);

    const queue = await staff.request('GET', '/api/admin/artwork');
    expect(queue.statusCode, queue.body).toBe(200);
    const queued = queue
      .json()
      .designs.find((entry: { order_no: string }) => entry.order_no === orderNo);
    expect(queued).toMatchObject({
      line: 1,
      set: 1,
      state: 'staff_proof_requested',
      waiting_for: 'staff',
      staff_proof_comment: 'Please make the green a little darker.',
    });
    const design = `/api/admin/artwork/designs/${queued.id}`;

    // The design shows the customer's file with its preflight report and digital proof.
    const found = await staff.request('GET', design);
    expect(found.statusCode, found.body).toBe(200);
    const [file] = found.json().files;
    expect(file).toMatchObject({ name: 'logo.png', verdict: 'pass' });
    expect(found.json()).toMatchObject({
      can_start: true,
      can_send_proof: false,
      archive_url: null,
    });
    const download = await staff.request('GET', file.download_url);
    expect(download.rawPayload.equals(logo)).toBe(true);
    expect((await staff.request('GET', file.proof_url)).headers['content-type']).toBe('image/png');

    // Nothing to send before the proof is started; then started once only.
    const early = await staff.request('POST', `${design}/proofs`, ...proofForm('v1.pdf', pdf()));
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(
      'A design that is staff proof requested cannot be changed that way.',
    );
    const started = await staff.request('POST', `${design}/start`, {}, ORIGIN);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ state: 'in_staff_proof', can_send_proof: true });
    expect((await staff.request('POST', `${design}/start`, {}, ORIGIN)).statusCode).toBe(409);
    expect((await mailTo(email)).some((raw) => raw.includes('We are preparing your proof'))).toBe(
      true,
    );

    // From now on the customer's file stays as it is (spec 001 §8).
    const replace = multipart([], [{ field: 'front-1', name: 'other.png', bytes: logo }]);
    const replaced = await customer.request('POST', line, replace.payload, {
      'content-type': replace.type,
    });
    expect(replaced.statusCode).toBe(409);
    expect(replaced.json().error.message).toBe(DESIGN_MESSAGES.alreadyEvaluated);

    // A proof is a PDF, PNG or JPEG, one at a time, in the field `proof`.
    const none = multipart([['note', 'x']], []);
    const noFile = await staff.request('POST', `${design}/proofs`, none.payload, {
      'content-type': none.type,
      ...ORIGIN,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.details[0]).toMatchObject({ field: 'proof' });
    const notProof = await staff.request('POST', `${design}/proofs`, ...proofForm('v1.svg', svg()));
    expect(notProof.statusCode).toBe(415);
    expect(notProof.json().error.message).toBe('A proof is a PDF, PNG or JPEG file.');
    const longNote = await staff.request(
      'POST',
      `${design}/proofs`,
      ...proofForm('v1.pdf', pdf(), 'n'.repeat(1001)),
    );
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json().error.details[0]).toMatchObject({ field: 'note' });

    const v1 = await staff.request(
      'POST',
      `${design}/proofs`,
      ...proofForm('proof-v1.pdf', pdf(), 'Darker green, as asked.'),
    );
    expect(v1.statusCode, v1.body).toBe(201);
    expect(v1.json().proofs).toMatchObject([
      { version: 1, name: 'proof-v1.pdf', note: 'Darker green, as asked.', decision: null },
    ]);
    expect((await mailTo(email)).some((raw) => raw.includes(`Proof 1 for order ${orderNo}`))).toBe(
      true,
    );

    // The customer sees v1 and may open it; nobody else may.
    const seen = (await customer.request('GET', line)).json().designs[0];
    expect(seen).toMatchObject({
      state: 'proof_sent',
      can_approve: true,
      can_request_changes: true,
    });
    const opened = await customer.request('GET', seen.proofs[0].url);
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(pdf())).toBe(true);
    const stranger = browserAt(app, freshAddress());
    expect((await stranger.request('GET', seen.proofs[0].url)).statusCode).toBe(404);
    expect((await customer.request('GET', v1.json().proofs[0].url)).statusCode).toBe(404);

    // Changes need words; then the design goes back to staff.
    const silent = await customer.request('POST', `${line}/sets/1/changes`, {
      version: 1,
      comment: ' ',
    });
    expect(silent.statusCode).toBe(400);
    expect(silent.json().error.details[0]).toMatchObject({ field: 'comment' });
    const changes = await customer.request('POST', `${line}/sets/1/changes`, {
      version: 1,
      comment: 'Still too light.\nAnd move it left.',
    });
    expect(changes.statusCode, changes.body).toBe(200);
    expect(changes.json().designs[0]).toMatchObject({
      state: 'in_staff_proof',
      proofs: [
        {
          version: 1,
          decision: 'changes_requested',
          comment: 'Still too light.\nAnd move it left.',
        },
      ],
    });
    const desk = await mailTo(SHOP_DESK);
    expect(desk.some((raw) => raw.includes(`Changes requested to proof 1: order ${orderNo}`))).toBe(
      true,
    );
    expect(desk.some((raw) => raw.includes('And move it left.'))).toBe(true);
    // Asked once: a second answer to the same version is refused.
    const twice = await customer.request('POST', `${line}/sets/1/changes`, {
      version: 1,
      comment: 'again',
    });
    expect(twice.statusCode).toBe(409);

    const v2png = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#152' },
    })
      .png()
      .toBuffer();
    const v2 = await staff.request('POST', `${design}/proofs`, ...proofForm('proof-v2.pdf', pdf()));
    expect(v2.statusCode, v2.body).toBe(201);
    // Staff correct it before the customer answers: version 2 is superseded by version 3.
    const v3 = await staff.request('POST', `${design}/proofs`, ...proofForm('proof-v3.png', v2png));
    expect(v3.statusCode, v3.body).toBe(201);
    expect(v3.json().proofs).toMatchObject([
      { version: 1, decision: 'changes_requested' },
      { version: 2, decision: 'superseded' },
      { version: 3, decision: null },
    ]);

    // A version the customer did not see is never approved: proof 2 answered after 3 was sent.
    const stale = await customer.request('POST', `${line}/sets/1/approve`, { version: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(
      'Our staff sent a newer proof a moment ago. Please look at it and answer that one.',
    );
    const approved = await customer.request('POST', `${line}/sets/1/approve`, { version: 3 });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ production_label: 'Proof approved' });
    expect(approved.json().designs[0].proofs[2]).toMatchObject({
      version: 3,
      decision: 'approved',
    });
    expect(
      (await mailTo(SHOP_DESK)).some((raw) => raw.includes(`Proof 3 approved: order ${orderNo}`)),
    ).toBe(true);
    expect((await mailTo(email)).some((raw) => raw.includes('is approved'))).toBe(true);

    // Approved: nobody changes it, in the catalogue's words.
    const again = await customer.request('POST', `${line}/sets/1/approve`);
    expect(again.json().error.message).toBe(DESIGN_MESSAGES.alreadyApproved);
    const late = await staff.request('POST', `${design}/proofs`, ...proofForm('v3.pdf', pdf()));
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(DESIGN_MESSAGES.alreadyApproved);

    // The press's archive: the artwork, its report, the approved proof v3, and their list.
    const order = (await staff.request('GET', `/api/admin/orders/${orderNo}/artwork`)).json();
    expect(order.lines[0]).toMatchObject({
      designs: [{ set: 1, state: 'approved' }],
      archive_url: `/api/admin/orders/${orderNo}/lines/1/artwork.zip`,
    });
    const zip = await staff.request('GET', order.lines[0].archive_url);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(entries).sort()).toEqual([
      'artwork-front-logo.png',
      'contents.txt',
      'preflight-front.txt',
      'proof-v3-proof-v3.png',
    ]);
    expect(Buffer.from(entries['artwork-front-logo.png'] ?? []).equals(logo)).toBe(true);
    expect(Buffer.from(entries['proof-v3-proof-v3.png'] ?? []).equals(v2png)).toBe(true);
    expect(strFromU8(entries['preflight-front.txt'] ?? new Uint8Array())).toContain(
      'Verdict: Pass',
    );
    const contents = strFromU8(entries['contents.txt'] ?? new Uint8Array());
    for (const name of ['artwork-front-logo.png', 'preflight-front.txt', 'proof-v3-proof-v3.png']) {
      expect(contents).toContain(name);
    }

    // Every staff step is in the activity log, and on the design's timeline with who took it.
    const activity = await staff.request('GET', '/api/admin/activity');
    const actions = activity.json().entries.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['artwork.start_staff_proof', 'artwork.send_proof']),
    );
    const timeline = (await staff.request('GET', design)).json().events;
    expect(timeline.map((event: { label: string }) => event.label)).toEqual([
      'File uploaded',
      'Proof by our staff requested',
      'Our staff started your proof',
      'Proof sent',
      'Changes requested',
      'Proof sent',
      'Proof sent',
      'Proof approved',
    ]);
    expect(timeline[2].who).toBe(DEMO_STAFF[0].email);
  });

  it('archives a digital proof approval, refuses a line still in proof, and hides it all from others', async () => {
    const { orderNo, customer } = await orderWithArtwork(app, logo, 'proofed');
    const staff = await staffBrowser(app);
    const archive = `/api/admin/orders/${orderNo}/lines/1/artwork.zip`;

    const pending = await staff.request('GET', archive);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().error.message).toBe(
      'This line’s artwork is not approved yet: 1 design is still in proof.',
    );
    expect(
      (await staff.request('GET', `/api/admin/orders/${orderNo}/lines/2/artwork.zip`)).statusCode,
    ).toBe(404);

    expect(
      (await customer.request('POST', `/api/artwork/lines/${orderNo}.1/sets/1/approve`)).statusCode,
    ).toBe(200);
    const zip = await staff.request('GET', archive);
    expect(zip.statusCode, zip.body).toBe(200);
    const entries = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(entries).sort()).toEqual([
      'artwork-front-logo.png',
      'contents.txt',
      'digital-proof-front.png',
      'preflight-front.txt',
    ]);
    expect(
      Buffer.from(entries['digital-proof-front.png'] ?? [])
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');

    // A file the store lost is said before the download starts; the server goes on.
    const [lost] = await database.db
      .select({ key: designFiles.proofKey })
      .from(designFiles)
      .innerJoin(designs, eq(designs.id, designFiles.designId))
      .innerJoin(orderLines, eq(orderLines.id, designs.orderLineId))
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orders.orderNo, orderNo));
    await app.shop.uploads.discard([lost?.key ?? '']);
    const missing = await staff.request('GET', archive);
    expect(missing.statusCode).toBe(503);
    expect(missing.json().error.message).toBe(
      'The file store does not have digital-proof-front.png of this line. Please try again later.',
    );
    expect((await staff.request('GET', '/api/admin/artwork')).statusCode).toBe(200);

    // Customers and visitors are told the back-office's artwork does not exist.
    for (const path of ['/api/admin/artwork', archive, `/api/admin/orders/${orderNo}/artwork`]) {
      expect((await customer.request('GET', path)).statusCode).toBe(404);
    }
    // Another site cannot move a design.
    const queue = (await staff.request('GET', '/api/admin/artwork')).json();
    const any = queue.designs[0]?.id ?? '00000000-0000-4000-8000-000000000000';
    const crossSite = await staff.request(
      'POST',
      `/api/admin/artwork/designs/${any}/start`,
      {},
      {
        origin: 'https://elsewhere.example',
      },
    );
    expect(crossSite.statusCode).toBe(403);
    const unknown = await staff.request(
      'GET',
      '/api/admin/artwork/designs/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    expect(
      (await staff.request('GET', '/api/admin/artwork/designs/not-a-design')).json().error
        .details[0],
    ).toMatchObject({ field: 'design' });
  });
});

describe('the shop told of designs waiting for staff', () => {
  const eps = Buffer.from('%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 155 155\nshowpage\n');
  const epsFile = (field: string) => ({
    field,
    name: 'logo.eps',
    bytes: eps,
    type: 'application/postscript',
  });

  /** A new cart line of one sticker (of `sets` designs), as its artwork's path. */
  async function cartLineOf(customer: Browser, sets = 1) {
    await addSticker(app, customer, sets);
    const cart = await customer.request('GET', '/api/cart');
    return `/api/artwork/lines/cart-${cart.json().lines.at(-1).id}`;
  }

  async function send(customer: Browser, line: string, file: FilePart) {
    const form = multipart([], [file]);
    const answer = await customer.request('POST', line, form.payload, {
      'content-type': form.type,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().designs as Array<{ state: string }>;
  }

  /** The mail the shop gets while `work` runs. */
  async function deskMailDuring(work: () => Promise<unknown>) {
    const before = (await mailTo(SHOP_DESK)).length;
    await work();
    return (await mailTo(SHOP_DESK)).slice(before);
  }

  async function order(customer: Browser, who: string) {
    const placed = await placeOrder(customer, checkoutBody(newEmail(who)));
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json().order_no as string;
  }

  it('at checkout for a proof asked for in the cart, and a file no machine proofs', async () => {
    const customer = browserAt(app, freshAddress());
    const line = await cartLineOf(customer, 2);
    const asked = await customer.request('POST', `${line}/sets/1/staff-proof`, {
      comment: 'Match our blue, please.',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const designs = await send(customer, line, epsFile('front-2'));
    expect(designs[1]).toMatchObject({ state: 'staff_proof_requested' });

    let orderNo = '';
    const told = await deskMailDuring(async () => (orderNo = await order(customer, 'desk')));
    expect(told).toHaveLength(2);
    const requested = told.find((raw) =>
      raw.includes(`Proof by staff requested: order ${orderNo}`),
    );
    expect(requested).toContain('Match our blue, please.');
    expect(requested).toContain('/admin/artwork/');
    expect(told.some((raw) => raw.includes(`A file to proof by hand: order ${orderNo}`))).toBe(
      true,
    );
  });

  it('names who asked, whatever was uploaded after: the check, not the customer', async () => {
    const customer = browserAt(app, freshAddress());
    const line = await cartLineOf(customer);
    expect((await send(customer, line, epsFile('front-1')))[0]).toMatchObject({
      state: 'staff_proof_requested',
    });
    // A new file while the design waits for staff: it keeps waiting, and the check asked.
    const png = { field: 'front-1', name: 'logo.png', bytes: logo };
    expect((await send(customer, line, png))[0]).toMatchObject({
      state: 'staff_proof_requested',
    });

    let orderNo = '';
    const told = await deskMailDuring(async () => (orderNo = await order(customer, 'by-check')));
    expect(told).toHaveLength(1);
    expect(told[0]).toContain(`A file to proof by hand: order ${orderNo}`);
  });

  it('at once for an order’s file no machine proofs; for a cart’s, only once ordered', async () => {
    const { orderNo, customer } = await orderWithArtwork(app, logo, 'by-hand');
    const onOrder = await deskMailDuring(async () => {
      const designs = await send(customer, `/api/artwork/lines/${orderNo}.1`, epsFile('front-1'));
      expect(designs[0]).toMatchObject({ state: 'staff_proof_requested' });
    });
    expect(onOrder).toHaveLength(1);
    expect(onOrder[0]).toContain(`A file to proof by hand: order ${orderNo}`);

    const line = await cartLineOf(customer);
    const inCart = await deskMailDuring(async () => {
      const designs = await send(customer, line, epsFile('front-1'));
      expect(designs[0]).toMatchObject({ state: 'staff_proof_requested' });
    });
    expect(inCart).toEqual([]);
  });
});
