import { Writable } from 'node:stream';
import { pino } from 'pino';
import { expect, it } from 'vitest';
import { loggerOptions } from './logging';

// Issue 14 replaced pino's wildcard redaction (a cost on every line) by exact top-level paths and
// a walk of the deeper levels; these pin what the walk must still cover (issue 13 item 2).

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const log = pino(loggerOptions('info'), stream);
  const last = () => JSON.parse(lines.at(-1) ?? '{}') as Record<string, unknown>;
  return { log, last };
}

it('redacts personal fields inside arrays and leaves the logged object as it was', () => {
  const { log, last } = capture();
  const lines = [{ name: 'Janet', quantity: 100 }];
  const order = { customer: { phone: '555-0100', address: { city: 'Springfield' } } };
  log.info({ lines, order }, 'order placed');

  expect(last()).toMatchObject({
    lines: [{ name: '[redacted]', quantity: 100 }],
    order: { customer: { phone: '[redacted]', address: '[redacted]' } },
  });
  expect(Array.isArray(last().lines)).toBe(true);
  expect(lines[0]).toEqual({ name: 'Janet', quantity: 100 });
  expect(order.customer.phone).toBe('555-0100');
});

it('redacts a personal field bound to a child logger', () => {
  const { log, last } = capture();
  log.child({ email: 'jane@example.com', reqId: 'r-1' }).info('signed in');
  expect(last()).toMatchObject({ email: '[redacted]', reqId: 'r-1', msg: 'signed in' });
});

it('logs the request line from the serializers, with personal query values redacted', () => {
  const { log, last } = capture();
  const request = {
    method: 'GET',
    url: '/api/inquiry?email=jane%40example.com&product_id=1',
    ip: '127.0.0.1',
  };
  log.info({ req: request, res: { statusCode: 200 }, responseTime: 3 }, 'request completed');
  expect(last()).toMatchObject({
    req: {
      method: 'GET',
      url: '/api/inquiry?email=%5Bredacted%5D&product_id=1',
      remoteAddress: '127.0.0.1',
    },
    res: { statusCode: 200 },
    responseTime: 3,
  });
});

it("keeps an order link's key out of the request line (issue 31)", () => {
  const { log, last } = capture();
  const url = '/pdf/invoice/preview?order_no=PP-20261130-0A1B2C3D&key=s3cr3t-link-key-0123456789';
  log.info({ req: { method: 'GET', url, ip: '127.0.0.1' } }, 'request completed');
  expect(last()).toMatchObject({
    req: { url: '/pdf/invoice/preview?order_no=PP-20261130-0A1B2C3D&key=%5Bredacted%5D' },
  });
  expect(JSON.stringify(last())).not.toContain('s3cr3t');
});
