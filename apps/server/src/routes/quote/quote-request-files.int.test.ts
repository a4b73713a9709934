import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { DatabaseHandle } from '@shop/db/client';
import { quoteRequestAttachments, quoteRequests } from '@shop/db/schema';
import type { FileStore } from '@shop/db/storage/file-store';
import { openFileStore } from '@shop/db/storage/open-file-store';
import { ATTACHMENT_MESSAGES } from '@shop/shop/uploads/contract';
import { sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { loadConfig } from '../../config';
import { browserAt, freshAddress } from '../../testing/browser';
import {
  jpeg,
  multipart,
  pdf,
  png,
  sha256,
  svg,
  type FilePart,
} from '../../testing/multipart-form';
import { createTestApp } from '../../testing/test-app';

// Issue 16 items 3-6 (ADR 0025): a quote request with artwork files, as multipart on the JSON
// request's path, stored on local disk and in an S3-compatible server (s3rver, a real server on
// a free port), on PGlite or PostgreSQL as TEST_DATABASE_URL says.

const CONFIGURATION = 'product_id=1&featured_item_id=1&width=2&height=2&custom_quantity=25000';
const FIELDS: Array<[string, string]> = [
  ['firstname', 'Ana'],
  ['lastname', 'Lima'],
  ['email_address', 'ana.files@example.org'],
  ['quantity', '25000'],
  ['quote_type', 'Special Quantity'],
  ['comment', 'Gold foil on the logo'],
  ['featured_item_id', '1'],
  ['configuration', CONFIGURATION],
  ['utm_source', 'newsletter'],
];
/** Small caps so an oversize file is small: 64 KiB a file, 160 KiB a request. */
const LIMITS = { UPLOAD_MAX_FILE_MB: String(64 / 1024), UPLOAD_MAX_REQUEST_MB: String(160 / 1024) };

// --- Each storage in turn --------------------------------------------------------------------

const s3 = { server: null as S3rver | null, dir: '' };

describe.each(['local disk', 'S3-compatible server'] as const)('attachments on %s', (storage) => {
  let app: App;
  let database: DatabaseHandle;
  let store: FileStore;
  let dataDir: string;
  // The store dates files by the real clock; the shop's clock starts there and is moved on.
  let now = new Date();

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shop-files-'));
    let env: Record<string, string> = { DATA_DIR: dataDir, ...LIMITS };
    if (storage === 'S3-compatible server') {
      s3.dir = await mkdtemp(join(tmpdir(), 's3rver-'));
      s3.server = new S3rver({
        port: 0,
        address: '127.0.0.1',
        directory: s3.dir,
        silent: true,
        configureBuckets: [{ name: 'shop-files' }],
      });
      const { port } = await s3.server.run();
      env = {
        ...env,
        S3_BUCKET: 'shop-files',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      };
    }
    ({ app, database } = await createTestApp({ clock: () => now, env }));
    store = await openFileStore(loadConfig({ NODE_ENV: 'test', ...env }).storage);
  });

  afterAll(async () => {
    await app.close();
    await s3.server?.close();
    s3.server = null;
    await rm(dataDir, { recursive: true, force: true });
    if (s3.dir) await rm(s3.dir, { recursive: true, force: true });
  });

  const visitor = () => browserAt(app, freshAddress());
  const send = (browser: ReturnType<typeof visitor>, files: FilePart[], fields = FIELDS) => {
    const body = multipart(fields, files);
    return browser.request('POST', '/api/quote/create/quote-request', body.payload, {
      'content-type': body.type,
    });
  };
  /** Every file in the store, whatever its age. */
  const storedKeys = () => store.listOlderThan('attachments', new Date(Date.now() + 86_400_000));
  const counts = async () => ({
    requests: (await database.db.select().from(quoteRequests)).length,
    attachments: (await database.db.select().from(quoteRequestAttachments)).length,
    files: (await storedKeys()).length,
  });

  const four = (): FilePart[] => [
    { name: 'logo.png', bytes: png(), type: 'image/png' },
    { name: 'photo.jpg', bytes: jpeg(), type: 'image/jpeg' },
    { name: 'die-line.pdf', bytes: pdf(), type: 'application/pdf' },
    { name: 'façade «foil».svg', bytes: svg(), type: 'image/svg+xml' },
  ];

  it('stores a request with 4 real files, hashed, and gives them back byte for byte to their owner only', async () => {
    const before = await counts();
    const browser = visitor();
    const files = four();
    const created = await send(browser, files);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ status: 'SUCCESS', code: 201 });
    const referenceNo: string = created.json().reference_no;
    expect(await counts()).toEqual({
      requests: before.requests + 1,
      attachments: before.attachments + 4,
      files: before.files + 4,
    });

    const list = await browser.request('GET', '/api/quote/get/quote-requests');
    expect(list.statusCode).toBe(200);
    const mine = list
      .json()
      .quote_requests.find(
        (request: { reference_no: string }) => request.reference_no === referenceNo,
      );
    expect(mine.quote_type).toBe('Special Quantity');
    expect(mine.attachments).toEqual(
      files.map((file, at) => ({
        id: expect.any(Number),
        name: file.name,
        size: file.bytes.length,
        type: ['image/png', 'image/jpeg', 'application/pdf', 'image/svg+xml'][at],
        sha256: sha256(file.bytes),
      })),
    );

    for (const [at, attachment] of (mine.attachments as Array<{ id: number }>).entries()) {
      const url = `/api/quote/get/quote-requests/${referenceNo}/attachments/${attachment.id}`;
      const download = await browser.request('GET', url);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(files[at]?.bytes ?? Buffer.alloc(0))).toBe(true);
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.headers['content-disposition']).toMatch(/^attachment;/);
      expect(download.headers['content-security-policy']).toContain('sandbox');
      if (at === 3) {
        // The SVG: never served as an image a browser would render.
        expect(download.headers['content-type']).toBe('application/octet-stream');
        expect(download.headers['content-disposition']).toContain(
          `filename*=UTF-8''fa%C3%A7ade%20%C2%ABfoil%C2%BB.svg`,
        );
      }
      // Another visitor (another session cookie, or none) cannot tell the file exists.
      const stranger = visitor();
      await send(stranger, []);
      const refused = await stranger.request('GET', url);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.code).toBe('NOT_FOUND');
      const stranded = await visitor().request('GET', url);
      expect(stranded.statusCode).toBe(404);
    }
    const theirs = await visitor().request('GET', '/api/quote/get/quote-requests');
    expect(theirs.json().quote_requests).toEqual([]);
  });

  it.each([
    {
      what: 'a 5th file',
      files: () => [...four(), { name: 'fifth.png', bytes: png() }],
      status: 400,
      file: 'fifth.png',
      message: ATTACHMENT_MESSAGES.tooMany,
    },
    {
      what: 'a script renamed .png',
      files: () => [
        { name: 'logo.png', bytes: png() },
        { name: 'evil.png', bytes: Buffer.from('#!/bin/sh\nrm -rf /\n'), type: 'image/png' },
      ],
      status: 415,
      file: 'evil.png',
      message: ATTACHMENT_MESSAGES.typeNotAccepted,
    },
    {
      what: 'an HTML file (with an <svg> inside)',
      files: () => [
        {
          name: 'page.html',
          bytes: Buffer.from(
            '<!DOCTYPE html><html><body><svg></svg><script>1</script></body></html>',
          ),
          type: 'text/html',
        },
      ],
      status: 415,
      file: 'page.html',
      message: ATTACHMENT_MESSAGES.typeNotAccepted,
    },
    {
      what: 'an oversize file',
      files: () => [
        { name: 'logo.png', bytes: png() },
        { name: 'huge.pdf', bytes: Buffer.concat([pdf(), Buffer.alloc(65 * 1024, 0x20)]) },
      ],
      status: 413,
      file: 'huge.pdf',
      message: ATTACHMENT_MESSAGES.fileTooLarge(64 / 1024),
    },
    {
      what: 'files together over the request cap',
      files: () =>
        [1, 2, 3].map((n) => ({
          name: `part-${n}.pdf`,
          bytes: Buffer.concat([pdf(), Buffer.alloc(60 * 1024, 0x20)]),
        })),
      status: 413,
      file: 'part-3.pdf',
      message: ATTACHMENT_MESSAGES.requestTooLarge(160 / 1024),
    },
    {
      what: 'an empty file',
      files: () => [{ name: 'empty.pdf', bytes: Buffer.alloc(0) }],
      status: 400,
      file: 'empty.pdf',
      message: ATTACHMENT_MESSAGES.empty,
    },
  ])('refuses $what with a 4xx naming the file, leaving no row and no file', async (refusal) => {
    const before = await counts();
    const refused = await send(visitor(), refusal.files());
    expect(refused.statusCode, refused.body).toBe(refusal.status);
    expect(refused.json().error).toMatchObject({
      message: refusal.message,
      details: [{ field: 'attachments', file: refusal.file, message: refusal.message }],
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses bad text fields after the files arrived, and removes the files', async () => {
    const before = await counts();
    const fields = FIELDS.map(([name, value]): [string, string] =>
      name === 'email_address' ? [name, 'not an email'] : [name, value],
    );
    const refused = await send(visitor(), four(), fields);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([
      { field: 'email_address', message: expect.any(String) },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('removes the stored files when the database write fails', async () => {
    const before = await counts();
    // A real failure inside the transaction: the attachments' insert breaks a constraint.
    await database.db.execute(
      sql`alter table quote_request_attachments add constraint fail_every_insert check (size_bytes < 0) not valid`,
    );
    try {
      const failed = await send(visitor(), four());
      expect(failed.statusCode).toBe(500);
      expect(failed.json().error.code).toBe('INTERNAL_ERROR');
    } finally {
      await database.db.execute(
        sql`alter table quote_request_attachments drop constraint fail_every_insert`,
      );
    }
    expect(await counts()).toEqual(before);
  });

  it('housekeeping removes orphaned files an hour old and keeps committed ones', async () => {
    const created = await send(visitor(), [{ name: 'kept.png', bytes: png() }]);
    expect(created.statusCode).toBe(201);
    const orphan = `attachments/${randomUUID()}`;
    await store.put(orphan, Readable.from([pdf()]), 'application/pdf');
    const committed = (await database.db.select().from(quoteRequestAttachments)).map(
      (row) => row.storageKey,
    );
    expect(await storedKeys()).toContain(orphan);
    // Young files are left alone: their request may still be arriving.
    expect(await app.shop.uploads.removeOrphans()).toBe(0);
    now = new Date(now.getTime() + 2 * 3_600_000);
    expect(await app.shop.uploads.removeOrphans()).toBe(1);
    const left = await storedKeys();
    expect(left).not.toContain(orphan);
    expect(left.sort()).toEqual([...committed].sort());
  });

  it('answers hostile forms with a 4xx, never a 500', async () => {
    const before = await counts();
    const hostile: Array<{ fields?: Array<[string, string]>; files?: FilePart[] }> = [
      { files: [{ field: '../../x', name: 'logo.png', bytes: png() }] },
      { files: [{ name: '../../etc/passwd', bytes: Buffer.from('root:x:0:0') }] },
      { fields: [...FIELDS, ['__proto__', 'x']] },
      { fields: [...FIELDS, ['constructor', 'x']] },
      { fields: [...FIELDS, ['a\u0000b', 'x']] },
      { fields: [...FIELDS, ['firstname', 'Again']] },
      { fields: [...FIELDS, ['x'.repeat(500), 'x']] },
      { fields: [...FIELDS, ['comment', 'x'.repeat(70_000)]] },
      { fields: Array.from({ length: 500 }, (_, n): [string, string] => [`f${n}`, 'x']) },
      { fields: [['firstname', 'A\u0000na'], ...FIELDS.slice(1)] },
    ];
    for (const [at, form] of hostile.entries()) {
      const answer = await send(visitor(), form.files ?? [], form.fields ?? FIELDS);
      expect(answer.statusCode, `${at}: ${answer.body}`).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, `${at}: ${answer.body}`).toBeLessThan(500);
      expect(answer.json().error.code).toEqual(expect.any(String));
    }
    // Bodies that are not well-formed multipart at all.
    for (const payload of [
      '--x\r\nnonsense',
      '--x\r\nContent-Disposition: form-data; name="attachments"; filename="a.png"\r\n\r\n\x89PNG',
    ]) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/quote/create/quote-request',
        remoteAddress: freshAddress(),
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload,
      });
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, answer.body).toBeLessThan(500);
    }
    expect(await counts()).toEqual(before);
  });

  it('reads a stored file whole into a buffer of its own, and nothing for a missing key', async () => {
    const bytes = randomBytes(300_000);
    const key = `attachments/${randomUUID()}`;
    const stored = await store.put(key, Readable.from([bytes]), 'application/octet-stream');
    expect(stored.size).toBe(bytes.length);
    const read = await store.read(key);
    expect(read?.equals(bytes)).toBe(true);
    // Its own memory: the artwork pool takes it to a worker without a copy.
    expect(read?.byteOffset).toBe(0);
    expect(read?.buffer.byteLength).toBe(bytes.length);
    await store.delete(key);
    expect(await store.read(key)).toBeNull();
  });

  it('keeps the JSON request working on the same path', async () => {
    const answer = await visitor().request('POST', '/api/quote/create/quote-request', {
      ...Object.fromEntries(FIELDS.filter(([name]) => !name.startsWith('utm_'))),
      quantity: 25_000,
      featured_item_id: 1,
      utm: { utm_source: 'newsletter' },
    });
    expect(answer.statusCode, answer.body).toBe(201);
  });
});
