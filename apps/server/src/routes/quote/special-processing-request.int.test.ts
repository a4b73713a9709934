import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@shop/db/client';
import { loadCatalog } from '@shop/db/repositories/catalog-loader';
import { quoteRequestAttachments, quoteRequests } from '@shop/db/schema';
import { DEMO_CUSTOMER } from '@shop/db/seed/demo-customer';
import type { FileStore } from '@shop/db/storage/file-store';
import { openFileStore } from '@shop/db/storage/open-file-store';
import type { Catalog } from '@shop/domain/catalog-model';
import { applySpecialProcessingChange } from '@shop/domain/rules/special-processing-form';
import type { SpecialProcessingChange } from '@shop/domain/rules/special-processing-form';
import { initSpecialProcessingForm } from '@shop/domain/rules/special-processing-start';
import { SPECIAL_PROCESSING_REQUEST_MESSAGES } from '@shop/domain/special-processing-request';
import { specialProcessingFields } from '@shop/domain/special-processing-payload';
import type { SpecialProcessingContact } from '@shop/domain/special-processing-payload';
import { QUOTE_REQUESTS_PER_VISITOR } from '@shop/shop/limits/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { loadConfig } from '../../config';
import { browserAt, freshAddress } from '../../testing/browser';
import { multipart, pdf, png, sha256, type FilePart } from '../../testing/multipart-form';
import { createTestApp } from '../../testing/test-app';

// Issue 16: the Special Processing form's request through the multipart route (checked by the
// form's own replay, ADR 0026), the quote-request limits counted before any file is stored, and
// a guest's requests and files taken along on signing in. On PGlite or PostgreSQL as
// TEST_DATABASE_URL says; the files on local disk (the S3 store is quote-request-files'.)

type Browser = ReturnType<typeof browserAt>;
type Fields = Record<string, string | string[]>;

const CONTACT: SpecialProcessingContact = {
  firstname: 'Ana',
  lastname: 'Lima',
  email_address: 'ana.special@example.org',
  comment: 'Gold on the logo only.',
  utm: { utm_source: 'newsletter' },
};

/** Multipart text fields as FormData sends them: a list is the field repeated. */
const entries = (fields: Fields): Array<[string, string]> =>
  Object.entries(fields).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((one): [string, string] => [name, one]),
  );

const twoFiles = (): FilePart[] => [
  { name: 'logo.png', bytes: png(), type: 'image/png' },
  { name: 'die-line.pdf', bytes: pdf(), type: 'application/pdf' },
];

describe('Special Processing quote requests with files', () => {
  let app: App;
  let database: DatabaseHandle;
  let catalog: Catalog;
  let store: FileStore;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shop-special-'));
    const env = { DATA_DIR: dataDir };
    ({ app, database } = await createTestApp({ env, demoCustomer: true }));
    ({ catalog } = await loadCatalog(database.db));
    store = await openFileStore(loadConfig({ NODE_ENV: 'test', ...env }).storage);
  });

  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** What the form sends for product 1 after these changes (a size typed, as a visitor would). */
  function formFields(changes: SpecialProcessingChange[], contact = CONTACT): Fields {
    const start = initSpecialProcessingForm(catalog, { productId: 1, featuredItemId: 1 });
    if (!start) throw new Error('the seeded catalog lists products');
    const state = changes.reduce(
      (current, change) => applySpecialProcessingChange(current, change, catalog),
      applySpecialProcessingChange(start, { field: 'size', width: '2', height: '3' }, catalog),
    );
    return specialProcessingFields(state, contact);
  }

  /** Stamp spot in gold: a request the form sends. */
  const stampSpotGold = (contact = CONTACT) =>
    formFields(
      [
        { field: 'option', optionId: 5 },
        { field: 'subItem', optionId: 5, itemId: 501 },
      ],
      contact,
    );

  const visitor = () => browserAt(app, freshAddress());
  const send = (
    browser: Browser,
    fields: Fields,
    files: FilePart[],
    headers: Record<string, string> = {},
  ) => {
    const body = multipart(entries(fields), files);
    return browser.request('POST', '/api/quote/create/quote-request', body.payload, {
      'content-type': body.type,
      ...headers,
    });
  };
  const storedKeys = () => store.listOlderThan('attachments', new Date(Date.now() + 86_400_000));
  const counts = async () => ({
    requests: (await database.db.select().from(quoteRequests)).length,
    attachments: (await database.db.select().from(quoteRequestAttachments)).length,
    files: (await storedKeys()).length,
  });
  const listed = async (browser: Browser, referenceNo: string) => {
    const list = await browser.request('GET', '/api/quote/get/quote-requests');
    expect(list.statusCode).toBe(200);
    return list
      .json()
      .quote_requests.find(
        (request: { reference_no: string }) => request.reference_no === referenceNo,
      );
  };

  it('stores a request the form sends, with its files, its choices by id and by name', async () => {
    const before = await counts();
    const browser = visitor();
    const files = twoFiles();
    const created = await send(browser, stampSpotGold({ ...CONTACT, addressBookId: 999 }), files);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      status: 'SUCCESS',
      code: 201,
      reference_no: expect.stringMatching(/^QR-\d{8}-[0-9A-F]{6}$/),
    });
    const referenceNo: string = created.json().reference_no;
    expect(await counts()).toEqual({
      requests: before.requests + 1,
      attachments: before.attachments + 2,
      files: before.files + 2,
    });

    const mine = await listed(browser, referenceNo);
    expect(mine).toMatchObject({ quote_type: 'Special Processing', quantity: expect.any(Number) });
    expect(mine.attachments).toEqual(
      files.map((file) => ({
        id: expect.any(Number),
        name: file.name,
        size: file.bytes.length,
        type: file.type,
        sha256: sha256(file.bytes),
      })),
    );
    // The choices by name first, then the customer's own words.
    const comment: string = mine.comment;
    expect(comment.split('\n')[0]).toBe('Standard Vinyl Stickers');
    expect(comment).toContain('\nSize: 2" x 3"\n');
    expect(comment).toContain('\nSpecial processing: Stamp Spot: Gold\n');
    expect(comment.endsWith('\nGold on the logo only.')).toBe(true);

    const [row] = await database.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.referenceNo, referenceNo));
    expect(row).toMatchObject({
      quoteType: 'Special Processing',
      firstName: 'Ana',
      email: 'ana.special@example.org',
      utm: { utm_source: 'newsletter' },
      configuration: {
        product_id: 1,
        featured_item_id: 1,
        width: 2,
        height: 3,
        addons: [5],
        sub_items: { 'stamp-spot': [501] },
      },
    });
    expect(row?.quantity).toBe(mine.quantity);
    // An id nothing checked (the page's address book entry) is not stored.
    expect(row?.configuration).not.toHaveProperty('address_book_id');
  });

  it.each([
    {
      what: 'a cutting disabled for the product (cutting 7 on product 1)',
      fields: () => ({ ...stampSpotGold(), cutting_id: '7' }),
      status: 422,
      field: 'cutting_id',
      message: SPECIAL_PROCESSING_REQUEST_MESSAGES.notOffered,
    },
    {
      what: 'no special processing chosen',
      fields: () => formFields([]),
      status: 422,
      field: 'addons',
      message: expect.any(String),
    },
    {
      what: 'an unknown field',
      fields: () => ({ ...stampSpotGold(), price: '0' }),
      status: 400,
      field: 'price',
      message: SPECIAL_PROCESSING_REQUEST_MESSAGES.unknownField,
    },
  ])('refuses $what with a 4xx naming the field, leaving no row and no file', async (tampered) => {
    const before = await counts();
    const refused = await send(visitor(), tampered.fields(), twoFiles());
    expect(refused.statusCode, refused.body).toBe(tampered.status);
    expect(refused.json().error.details).toEqual([
      { field: tampered.field, message: tampered.message },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('counts the limit before the files arrive: over it, no file is stored', async () => {
    const browser = visitor();
    const small = () => [{ name: 'logo.png', bytes: png(), type: 'image/png' }];
    const first = await send(browser, stampSpotGold(), small(), {
      'idempotency-key': 'limit-key-0',
    });
    expect(first.statusCode, first.body).toBe(201);
    // A retry sent while its first is still arriving (same session) is one request, counted once.
    const overlapping = await Promise.all(
      [1, 2].map(() =>
        send(browser, stampSpotGold(), small(), { 'idempotency-key': 'limit-key-1' }),
      ),
    );
    expect(overlapping.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(overlapping[0]?.json().reference_no).toBe(overlapping[1]?.json().reference_no);
    for (let sent = 2; sent < QUOTE_REQUESTS_PER_VISITOR.max; sent++) {
      const created = await send(browser, stampSpotGold(), small(), {
        'idempotency-key': `limit-key-${sent}`,
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    // A retry of a request already counted replays its answer, even at the limit.
    const retried = await send(browser, stampSpotGold(), small(), {
      'idempotency-key': `limit-key-${QUOTE_REQUESTS_PER_VISITOR.max - 1}`,
    });
    expect(retried.statusCode, retried.body).toBe(201);
    // ...before any file is read or stored: a key alone buys no upload.
    const stored = await counts();
    const replayedWithScript = await send(
      browser,
      stampSpotGold(),
      [{ name: 'evil.png', bytes: Buffer.from('#!/bin/sh\n'), type: 'image/png' }],
      { 'idempotency-key': `limit-key-${QUOTE_REQUESTS_PER_VISITOR.max - 1}` },
    );
    expect(replayedWithScript.statusCode, replayedWithScript.body).toBe(201);
    expect(await counts()).toEqual(stored);
    const before = await counts();
    const refused = await send(browser, stampSpotGold(), small());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Its upload unread, the connection closes rather than reading the rest to throw it away.
    expect(refused.headers.connection).toBe('close');
    expect(replayedWithScript.headers.connection).not.toBe('close');
    expect(await counts()).toEqual(before);
    // The answer came before any file was read: a file the store would refuse (415) is not seen.
    const script = [{ name: 'evil.png', bytes: Buffer.from('#!/bin/sh\n'), type: 'image/png' }];
    expect((await send(browser, stampSpotGold(), script)).statusCode).toBe(429);
  });

  it("moves a guest's requests to the account at sign-in, files included", async () => {
    const browser = visitor();
    const files = twoFiles();
    const created = await send(browser, stampSpotGold(), files);
    expect(created.statusCode, created.body).toBe(201);
    const referenceNo: string = created.json().reference_no;
    const guestList = await listed(browser, referenceNo);
    expect(guestList).toBeDefined();

    const signedIn = await browser.request('POST', '/api/auth/login', {
      email: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    // The guest cookie is gone: what the customer sees is the account's.
    expect(browser.jar.has('guest_id')).toBe(false);
    const mine = await listed(browser, referenceNo);
    expect(mine.attachments).toHaveLength(2);
    for (const [at, attachment] of (mine.attachments as Array<{ id: number }>).entries()) {
      const url = `/api/quote/get/quote-requests/${referenceNo}/attachments/${attachment.id}`;
      const download = await browser.request('GET', url);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(files[at]?.bytes ?? Buffer.alloc(0))).toBe(true);
      const stranger = visitor();
      await send(stranger, stampSpotGold({ ...CONTACT, email_address: 'other@example.org' }), []);
      expect((await stranger.request('GET', url)).statusCode).toBe(404);
    }

    // Signed in, the account's name and email are the request's, whatever the form says.
    const asCustomer = await send(browser, stampSpotGold({ ...CONTACT, firstname: 'Someone' }), []);
    expect(asCustomer.statusCode, asCustomer.body).toBe(201);
    const [row] = await database.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.referenceNo, asCustomer.json().reference_no));
    expect(row).toMatchObject({ firstName: DEMO_CUSTOMER.firstName, email: DEMO_CUSTOMER.email });

    // Signed in elsewhere (another browser), the account holds it too.
    const elsewhere = visitor();
    await elsewhere.request('POST', '/api/auth/login', {
      email: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
    });
    expect(await listed(elsewhere, referenceNo)).toBeDefined();
  });

  it('moves the requests of the guest this browser remembers, from an earlier session too', async () => {
    const browser = visitor();
    const created = await send(browser, stampSpotGold(), twoFiles());
    expect(created.statusCode, created.body).toBe(201);
    const referenceNo: string = created.json().reference_no;
    // The session ended (expired, or cookies of this tab cleared); the guest cookie stays.
    browser.jar.delete('shop_session');
    expect(browser.jar.has('guest_id')).toBe(true);
    expect(await listed(browser, referenceNo)).toBeDefined();
    await browser.request('POST', '/api/auth/login', {
      email: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
    });
    const mine = await listed(browser, referenceNo);
    expect(mine.attachments).toHaveLength(2);
  });
});
