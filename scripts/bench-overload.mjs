// npm run bench:overload — drives the production server past its capacity (issue 13, item 5) and
// shows what the overload protection does. For each mode (protection off, then on) it starts the
// built server on a fresh embedded database, measures its capacity on a mix of pages and pricing
// requests (autocannon, closed loop), then offers a multiple of that capacity at a fixed rate for
// a while and records how each request ended: a 2xx, a 503, another status, or an error
// (timeout, reset, refused). Latency percentiles are given for 2xx and 503 answers apart.
//
// The load is open loop: requests leave on schedule whether or not earlier ones were answered,
// the way visitors arrive. autocannon is closed loop (a connection waits for its answer before the
// next request), so a slow server would slow its load down and hide the queue; this small driver
// over node:http is the open-loop part.
//
// With the protection on, the first step comes right after the start, before anything else has
// run (issue 28: a restarted process refused visitors for seconds): BENCH_OVERLOAD_START_FACTOR
// of the capacity (0.5) is offered at once, and no request should be refused.
//
// BENCH_OVERLOAD_MODES (off,on), BENCH_OVERLOAD_FACTORS (multiples of capacity, 0.5,2,4),
// BENCH_OVERLOAD_SECONDS (10), BENCH_OVERLOAD_TIMEOUT_SECONDS (15), BENCH_OVERLOAD_RATE (a fixed
// capacity in req/s instead of measuring it).
import { Agent, request } from 'node:http';
import autocannon from 'autocannon';
import { signInDemoCustomer, startServer } from './bench-server.mjs';

const modes = (process.env.BENCH_OVERLOAD_MODES ?? 'off,on').split(',');
const factors = (process.env.BENCH_OVERLOAD_FACTORS ?? '0.5,2,4').split(',').map(Number);
const startFactor = Number(process.env.BENCH_OVERLOAD_START_FACTOR ?? 0.5);
const seconds = Number(process.env.BENCH_OVERLOAD_SECONDS ?? 10);
const timeoutMs = Number(process.env.BENCH_OVERLOAD_TIMEOUT_SECONDS ?? 15) * 1000;
const fixedCapacity = process.env.BENCH_OVERLOAD_RATE
  ? Number(process.env.BENCH_OVERLOAD_RATE)
  : undefined;

// A visitor's mix: half pricing requests (the configurator asks on every change), the rest
// product pages and the home page, server-rendered, and the pictures a page shows. Pages are asked
// for signed in (the demo customer's session cookie): a page without cookies is the shared one the
// server keeps for 30 s (ADR 0018), nearly free, and a mix of those measured the load driver's
// limits (file descriptors, its share of the two cores) instead of the server's.
const pages = [
  '/',
  '/stickers/standard-vinyl',
  '/media/mockups/sticker-white-vinyl-circle.svg',
  '/business-cards/premium-business-card',
];
const mix = [];
for (let i = 0; i < 200; i++) {
  if (i % 2 === 0) {
    const query = [
      ['product_id=1', `width=${(1 + (i % 23) * 0.5).toFixed(1)}`, 'height=3.0'],
      ['product_id=17', 'printed_side_id=2', 'print_features[]=101'],
      ['product_id=18', 'print_features[]=131', 'print_features[]=142'],
      ['product_id=9', `width=${12 + (i % 12)}`, 'height=6', 'install_ready=yes'],
    ][(i >> 1) % 4];
    query.push(`custom_quantity=${60 + ((i * 37) % 900)}`, `kinds=${1 + (i % 4)}`);
    mix.push({ path: `/api/get/pricing-data?${query.join('&')}`, signedIn: false });
  } else {
    mix.push({ path: pages[(i >> 1) % pages.length], signedIn: true });
  }
}

const headersOf = (entry, cookie) => (entry.signedIn ? { cookie } : {});

/** Closed-loop throughput of the mix with 10 connections: what the server can do. */
async function capacity(base, cookie) {
  let next = 0;
  const run = () =>
    autocannon({
      url: base,
      connections: 10,
      duration: 5,
      requests: [
        {
          setupRequest: (req) => {
            const entry = mix[next++ % mix.length];
            return {
              ...req,
              path: entry.path,
              headers: { ...req.headers, ...headersOf(entry, cookie) },
            };
          },
        },
      ],
    });
  await run(); // warm-up (JIT)
  const result = await run();
  // Only answered work counts: with the protection on, some requests may be refused.
  return {
    rate: result['2xx'] / result.duration,
    p99: result.latency.p99,
    refused: result.non2xx,
  };
}

/** Offers `rate` requests per second for `seconds`, on schedule; resolves when all have ended. */
async function openLoop(base, rate, cookie) {
  const { hostname, port } = new URL(base);
  // Every request that finds no idle connection opens one, as many browsers would.
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const outcomes = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let sent = 0;
  const total = Math.round(rate * seconds);
  const start = performance.now();

  const fire = ({ path, signedIn }) =>
    new Promise((resolve) => {
      const began = performance.now();
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      let settled = false;
      const settle = (outcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        inFlight--;
        outcomes.push({ ...outcome, ms: performance.now() - began });
        resolve();
      };
      const headers = headersOf({ signedIn }, cookie);
      const req = request({ agent, hostname, port, path, headers }, (res) => {
        res.resume();
        res.on('end', () => settle({ status: res.statusCode }));
        res.on('error', (error) => settle({ error: error.code ?? error.message }));
      });
      req.on('error', (error) => settle({ error: error.code ?? error.message }));
      const timer = setTimeout(() => {
        settle({ error: 'TIMEOUT' });
        req.destroy();
      }, timeoutMs);
      req.end();
    });

  const pending = [];
  await new Promise((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate));
      while (sent < due) pending.push(fire(mix[sent++ % mix.length]));
      if (sent < total) setTimeout(tick, 5);
      else resolve();
    };
    tick();
  });
  const offeredFor = (performance.now() - start) / 1000;
  await Promise.all(pending);
  const drainedAfter = (performance.now() - start) / 1000;
  agent.destroy();
  return { outcomes, maxInFlight, offered: total / offeredFor, drainedAfter };
}

const percentile = (values, p) => {
  if (values.length === 0) return '-';
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
};

function summary(mode, { outcomes, maxInFlight, offered, drainedAfter }) {
  const ok = outcomes.filter((o) => o.status >= 200 && o.status < 300).map((o) => o.ms);
  const shed = outcomes.filter((o) => o.status === 503).map((o) => o.ms);
  const other = outcomes.filter(
    (o) => o.status !== undefined && o.status !== 503 && o.status >= 300,
  );
  const errors = {};
  for (const o of outcomes) if (o.error) errors[o.error] = (errors[o.error] ?? 0) + 1;
  const errorCount = Object.values(errors).reduce((a, b) => a + b, 0);
  return {
    mode,
    offered: Math.round(offered),
    sent: outcomes.length,
    ok: ok.length,
    // Over the whole run, until the last answer: answers still queued when the load stops count.
    okPerSecond: Math.round(ok.length / drainedAfter),
    drainedAfter: Math.round(drainedAfter),
    ok50: percentile(ok, 50),
    ok99: percentile(ok, 99),
    shed: shed.length,
    shed50: percentile(shed, 50),
    shed99: percentile(shed, 99),
    other: other.length,
    errors: errorCount,
    errorKinds: Object.entries(errors)
      .map(([kind, count]) => `${kind} ${count}`)
      .join(', '),
    maxInFlight,
  };
}

const rows = [];
let measured = fixedCapacity;
for (const mode of modes) {
  const { base, stop } = await startServer({
    OVERLOAD_PROTECTION: mode === 'on' ? 'true' : 'false',
  });
  try {
    const cookie = await signInDemoCustomer(base);
    if (mode === 'on' && measured !== undefined && startFactor > 0) {
      const row = summary('on, just started', await openLoop(base, measured * startFactor, cookie));
      rows.push({ factor: startFactor, ...row });
      console.log(JSON.stringify(rows.at(-1)));
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
    for (const entry of mix) {
      const response = await fetch(`${base}${entry.path}`, { headers: headersOf(entry, cookie) });
      if (response.status !== 200) throw new Error(`${entry.path} answered ${response.status}`);
    }
    const closed = await capacity(base, cookie);
    console.log(
      `protection ${mode}: closed-loop capacity ${Math.round(closed.rate)} req/s ` +
        `of 2xx (10 connections, p99 ${closed.p99} ms, ${closed.refused} not 2xx)`,
    );
    measured ??= closed.rate;
    if (mode === 'on')
      console.log(`protection on: at most ${process.env.OVERLOAD_MAX_IN_FLIGHT ?? 16} in flight`);
    for (const factor of factors) {
      const row = summary(mode, await openLoop(base, measured * factor, cookie));
      rows.push({ factor, ...row });
      console.log(JSON.stringify(rows.at(-1)));
      // Let the queue drain and the load figures settle before the next step.
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
  } finally {
    await stop();
  }
}

console.log(
  `\nopen loop, ${seconds} s per step, client timeout ${timeoutMs / 1000} s, ` +
    `capacity ${Math.round(measured)} req/s, Node ${process.version}`,
);
console.log(
  '| protection | offered req/s | sent | 2xx (per s) | 2xx p50 / p99 ms | 503 | 503 p50 / p99 ms | ' +
    'other | errors | max in flight | last answer after |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.mode} | ${r.offered} (${r.factor}x) | ${r.sent} | ${r.ok} (${r.okPerSecond}) | ` +
      `${r.ok50} / ${r.ok99} | ${r.shed} | ${r.shed50} / ${r.shed99} | ${r.other} | ` +
      `${r.errors}${r.errorKinds ? ` (${r.errorKinds})` : ''} | ${r.maxInFlight} | ` +
      `${r.drainedAfter} s |`,
  );
}
