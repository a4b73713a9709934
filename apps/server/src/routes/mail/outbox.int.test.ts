import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@shop/db/client';
import { seedDemoData } from '@shop/db/seed/seed';
import { createTestDatabase } from '@shop/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { browserAt, freshAddress } from '../../testing/browser';
import { startSmtpInbox } from '../../testing/smtp-inbox';

// Issue 30, ADR 0042: without SMTP_URL mail is written to DATA_DIR/outbox and read at /outbox,
// only on the shop's own machine; mail queued by a process that stops before sending it is sent
// by the next one.

let dataDir: string;
let database: DatabaseHandle;
const apps: App[] = [];

/** An app on the shared database whose closing leaves the database open (a process stopping). */
async function appWith(env: Record<string, string>) {
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      CATALOG_REFRESH_SECONDS: '0',
      OVERLOAD_PROTECTION: 'false',
      DATA_DIR: dataDir,
      ...env,
    }),
    database: { ...database, close: async () => {} },
    logger: false,
  });
  await app.ready();
  apps.push(app);
  return app;
}

const signUp = (app: App, email: string) =>
  browserAt(app, freshAddress()).request('POST', '/api/auth/sign-up', {
    first_name: 'Omar',
    last_name: 'Haddad',
    email,
    password: 'letterpress',
    confirm_password: 'letterpress',
  });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'shop-outbox-'));
  database = await createTestDatabase();
  await seedDemoData(database.db);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('/outbox', () => {
  it('lists and shows the mail written to files, to this machine only', async () => {
    const app = await appWith({});
    const email = `outbox.${Date.now()}@example.org`;
    expect((await signUp(app, email)).statusCode).toBe(201);
    expect(await app.shop.mail.deliverDue()).toBeGreaterThanOrEqual(1);

    const listing = await app.inject({ url: '/outbox', remoteAddress: '127.0.0.1' });
    expect(listing.statusCode).toBe(200);
    expect(listing.headers['cache-control']).toBe('no-store');
    expect(listing.body).toContain(email);
    const id = listing.body.match(/href="\/outbox\/([^"]+)"/)?.[1];
    expect(id).toBeDefined();
    const message = await app.inject({ url: `/outbox/${id}`, remoteAddress: '::1' });
    expect(message.statusCode).toBe(200);
    expect(message.body).toMatch(/Enter this code to verify your email address:\s+\d{6}/);
    const raw = await app.inject({ url: `/outbox/${id}.eml`, remoteAddress: '127.0.0.1' });
    expect(raw.headers['content-type']).toMatch(/^message\/rfc822/);
    expect(raw.body).toContain(`To: ${email}`);

    // Another machine, or a made-up id, gets the shop's 404.
    for (const url of ['/outbox', `/outbox/${id}`, `/outbox/${id}.eml`]) {
      expect((await app.inject({ url, remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
    }
    expect((await app.inject({ url: '/outbox/../../etc/passwd' })).statusCode).toBe(404);
    // A proxy on this machine forwards from loopback: a forwarded request is refused too.
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const proxied = await app.inject({
        url: '/outbox',
        remoteAddress: '127.0.0.1',
        headers: { [header]: header === 'forwarded' ? 'for=203.0.113.9' : '203.0.113.9' },
      });
      expect(proxied.statusCode, header).toBe(404);
    }
    expect((await app.inject({ url: '/outbox/not-an-id' })).statusCode).toBe(404);
  });

  it('answers 404 behind a trusted proxy, and when mail goes to an SMTP server', async () => {
    const proxied = await appWith({ TRUST_PROXY: '1' });
    expect((await proxied.inject({ url: '/outbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(
      404,
    );
    const inbox = await startSmtpInbox();
    try {
      const smtp = await appWith({ SMTP_URL: inbox.url });
      expect((await smtp.inject({ url: '/outbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(
        404,
      );
    } finally {
      await inbox.close();
    }
  });
});

describe('mail queued before a stop', () => {
  it('is sent by the next process', async () => {
    const inbox = await startSmtpInbox();
    try {
      const first = await appWith({ SMTP_URL: inbox.url });
      await first.shop.mail.deliverDue(); // what the tests above left
      const email = `restart.${Date.now()}@example.org`;
      expect((await signUp(first, email)).statusCode).toBe(201);
      // The process stops before its worker sends anything.
      await first.close();
      expect(inbox.received).toHaveLength(0);

      const next = await appWith({ SMTP_URL: inbox.url });
      expect(await next.shop.mail.pendingCount()).toBe(1);
      expect(await next.shop.mail.deliverDue()).toBe(1);
      expect(inbox.codeFor(email)).toMatch(/^\d{6}$/);
    } finally {
      await inbox.close();
    }
  });
});
