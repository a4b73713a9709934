// npm run bench:orders — how long placing an order takes (issue 31): POST /api/orders, the one
// transaction that writes the order, its lines, its first event and its confirmation mail and
// empties the cart. Starts the production server on a fresh embedded database (PGlite), then on a
// fresh database on a PostgreSQL server (created here and dropped at the end), and on each places
// BENCH_ORDERS (200) orders at each concurrency of BENCH_ORDER_CONCURRENCY (1,8), after a warm-up.
// Each order is a new guest visitor prepared beforehand (one cart line, the checkout reviewed);
// only the place request is timed, from the client (keep-alive connections over loopback). Prints
// p50, p95, p99 and the slowest, and orders per second.
//
// Each visitor comes from an address of its own, sent in X-Forwarded-For to a server started with
// TRUST_PROXY=1 (the bench is its one proxy): the per-address limits (60 orders an hour, 60 email
// lookups a minute) would otherwise refuse a bench that is many customers, not one script.
// BENCH_DATABASE_SERVER (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
// names the PostgreSQL server; BENCH_ORDER_DATABASES (pglite,postgres) measures fewer.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { startServer } from './bench-server.mjs';

const orders = Number(process.env.BENCH_ORDERS ?? 200);
const concurrencies = (process.env.BENCH_ORDER_CONCURRENCY ?? '1,8').split(',').map(Number);
const warmUp = Number(process.env.BENCH_ORDER_WARMUP ?? 30);
const databases = (process.env.BENCH_ORDER_DATABASES ?? 'pglite,postgres').split(',');
const postgresServer =
  process.env.BENCH_DATABASE_SERVER ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

const STICKER = 'product_id=1&featured_item_id=1&width=2&height=2';
const SHIPPING = {
  name: 'Ada Lovelace',
  company: '',
  address1: '1 Main St',
  address2: '',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  phone: '(512) 555-0199',
};
const runId = randomBytes(3).toString('hex');
let visitors = 0;

/** One JSON request over a keep-alive agent: status, body and the session cookie it set. */
function request(agent, base, method, path, body, headers = {}) {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        agent,
        method,
        headers: {
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          const cookie = (res.headers['set-cookie'] ?? [])
            .map((line) => line.split(';')[0])
            .find((line) => line.startsWith('shop_session='));
          resolve({ status: res.statusCode, text, cookie });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The cart line the product page sends for the first tier of a 2" x 2" sticker. */
async function stickerLine(base) {
  const pricing = await (await fetch(`${base}/api/get/pricing-data?${STICKER}`)).json();
  const row = pricing.rows[0];
  const shipping = row.shipping[0];
  return {
    configuration: STICKER,
    featured_item_id: 1,
    product_id: 1,
    material_id: null,
    product_pricing_id: row.product_pricing_id,
    select_quantity: row.quantity,
    quantity: row.quantity,
    custom_quantity: null,
    kinds: 1,
    size: '2" x 2"',
    cost: row.price,
    shipping_method_id: shipping.id,
    method: shipping.method,
    printing_days: shipping.printing_days,
    shipping_days: shipping.shipping_days,
    shipping_cost: shipping.cost,
    origin_path: '/stickers/standard-vinyl',
  };
}

/** A new guest with one cart line and a reviewed checkout: what its place request sends. */
async function prepareVisitor(agent, base, line) {
  const n = ++visitors;
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const added = await request(agent, base, 'POST', '/api/cart/items', line, {
    'x-forwarded-for': address,
  });
  if (added.status !== 201 || !added.cookie) {
    throw new Error(`adding a line answered ${added.status}: ${added.text}`);
  }
  const headers = { 'x-forwarded-for': address, cookie: added.cookie };
  const checkout = {
    email: `buyer.${n}.${runId}@example.org`,
    shipping: SHIPPING,
    shipping_method_id: 1,
    payment_method: 'invoice',
  };
  const reviewed = await request(agent, base, 'POST', '/api/checkout/review', checkout, headers);
  if (reviewed.status !== 200) {
    throw new Error(`the review answered ${reviewed.status}: ${reviewed.text}`);
  }
  const review = JSON.parse(reviewed.text);
  const option = review.delivery_options.find((candidate) => candidate.method_id === 1);
  return {
    headers: { ...headers, 'idempotency-key': `bench-order-${runId}-${n}` },
    body: {
      ...checkout,
      expected_total_cents: review.totals.total_cents,
      expected_dispatch_date: option.dispatch_date,
    },
  };
}

/** Runs `work` over `items` with `concurrency` workers. */
async function inParallel(items, concurrency, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/** Prepares `count` visitors, then places their orders `concurrency` at a time, timing each. */
async function placeOrders(base, line, count, concurrency) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  try {
    const prepared = [];
    await inParallel(
      Array.from({ length: count }, (_, i) => i),
      4,
      async () => prepared.push(await prepareVisitor(agent, base, line)),
    );
    const times = [];
    const started = performance.now();
    await inParallel(prepared, concurrency, async ({ headers, body }) => {
      const sent = performance.now();
      const placed = await request(agent, base, 'POST', '/api/orders', body, headers);
      times.push(performance.now() - sent);
      if (placed.status !== 201) {
        throw new Error(`placing an order answered ${placed.status}: ${placed.text}`);
      }
    });
    const seconds = (performance.now() - started) / 1000;
    return { times: times.sort((a, b) => a - b), perSecond: count / seconds };
  } finally {
    agent.destroy();
  }
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(1).padStart(6)} ms`;

/** A fresh database on the PostgreSQL server, and how to drop it; null when none answers. */
async function freshPostgresDatabase() {
  const admin = new pg.Client({ connectionString: postgresServer, connectionTimeoutMillis: 5_000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL: not measured, no server at ${postgresServer} (${error.message})`);
    return null;
  }
  const name = `bench_orders_${process.pid}_${runId}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresServer);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: postgresServer });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

for (const kind of databases) {
  const postgres = kind === 'postgres' ? await freshPostgresDatabase() : null;
  if (kind === 'postgres' && !postgres) continue;
  const label = postgres ? 'PostgreSQL' : 'PGlite';
  try {
    const { base, stop } = await startServer({
      TRUST_PROXY: '1',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    });
    try {
      const line = await stickerLine(base);
      await placeOrders(base, line, warmUp, 1); // JIT, the pool's connections, the mail outbox
      for (const concurrency of concurrencies) {
        const { times, perSecond } = await placeOrders(base, line, orders, concurrency);
        console.log(
          `${label.padEnd(10)} concurrency ${String(concurrency).padStart(2)}: ` +
            `p50 ${ms(percentile(times, 50))}   p95 ${ms(percentile(times, 95))}   ` +
            `p99 ${ms(percentile(times, 99))}   max ${ms(times.at(-1))}   ` +
            `${perSecond.toFixed(0).padStart(4)} orders/s`,
        );
      }
    } finally {
      await stop();
    }
  } finally {
    await postgres?.drop();
  }
}
console.log(
  `\nPOST /api/orders, ${orders} orders per row (each a new guest with one cart line, reviewed ` +
    `first), after ${warmUp} not counted; Node ${process.version}`,
);
