import { Writable } from 'node:stream';
import { customers } from '@shop/db/schema';
import { createTestDatabase } from '@shop/db/testing/test-database';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { loggerOptions } from './logging';

// Issue 13 item 2: a failing statement was logged with its parameters, so names and emails of
// visitors reached the logs. The failure here is a real one from the database under test.

const EMAIL = 'jane.private@example.com';
const NAME = 'Janet\u0000Secret';

const database = await createTestDatabase();
afterAll(() => database.close());

function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: pino(loggerOptions('info'), stream), lines };
}

/** A statement the database refuses (PostgreSQL stores no U+0000), carrying personal values. */
const failingInsert = () =>
  database.db.insert(customers).values({
    email: EMAIL,
    passwordHash: 'not-a-hash',
    firstName: NAME,
    lastName: 'Doe\nparams: Secret\n    at Line',
  });

let failure: unknown;
beforeAll(async () => {
  failure = await failingInsert().then(
    () => new Error('the insert was expected to fail'),
    (error: unknown) => error,
  );
  // The raw error carries the values: that is what used to be logged.
  expect(String((failure as Error).message)).toContain(EMAIL);
});

it('logs a failed statement with its SQL but without its parameters', () => {
  const { log, lines } = capturedLogger();
  log.error({ err: failure }, 'request failed');
  const logged = lines.join('');
  expect(logged).toContain('insert into \\"customers\\"');
  expect(logged).toContain('params: [not logged]');
  expect(logged).not.toContain(EMAIL);
  expect(logged).not.toContain('Janet');
  expect(logged).not.toContain('not-a-hash');
  expect(logged).not.toContain('Secret');
});

it('answers such a failure with a generic 500 and logs it the same way', async () => {
  const { log, lines } = capturedLogger();
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', OVERLOAD_PROTECTION: 'false' }),
    database,
    loggerInstance: log,
  });
  app.get('/api/failing-insert', async () => failingInsert());
  const response = await app.inject({ url: '/api/failing-insert?email=' + EMAIL });
  await app.close();

  expect(response.statusCode).toBe(500);
  expect(response.body).not.toContain('insert');
  const logged = lines.join('');
  expect(logged).toContain('request failed');
  expect(logged).toContain('insert into');
  // Neither the parameters nor the query string's email reach any line.
  expect(logged).not.toContain(EMAIL);
  expect(logged).not.toContain('Janet');
});

it('redacts personal fields in any logged object', () => {
  const { log, lines } = capturedLogger();
  log.info(
    {
      email: EMAIL,
      quote: { firstname: 'Janet', email_address: EMAIL, quantity: 100 },
      visitor: { customer: { lastName: 'Secret', password: 'stickers-2026' } },
    },
    'something happened',
  );
  const logged = JSON.parse(lines.join('')) as Record<string, unknown>;
  expect(logged).toMatchObject({
    email: '[redacted]',
    quote: { firstname: '[redacted]', email_address: '[redacted]', quantity: 100 },
    visitor: { customer: { lastName: '[redacted]', password: '[redacted]' } },
  });
});

it('logs each request once, when it is answered, with its status and time', async () => {
  const { log, lines } = capturedLogger();
  // A database of its own: closing an app closes its database.
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', OVERLOAD_PROTECTION: 'false' }),
    database: await createTestDatabase(),
    loggerInstance: log,
  });
  const response = await app.inject({ url: '/api/health' });
  await app.close();
  const logged = lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.reqId === response.headers['x-request-id']);
  expect(logged).toHaveLength(1);
  expect(logged[0]).toMatchObject({
    msg: 'request completed',
    req: { method: 'GET', url: '/api/health' },
    res: { statusCode: 200 },
  });
  expect(typeof logged[0]?.responseTime).toBe('number');
});
