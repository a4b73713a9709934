// npm run bench:pages — starts the production server on a fresh embedded database and measures
// the pages a visitor lands on (home, a product page with all its sections, the cart), with
// autocannon on loopback, beside the cheapest route (GET /api/featured-categories) in the same
// rounds. Each page twice: as a visitor without cookies gets it (a page the server keeps for
// 30 s, ADR 0018), with a cookie that names no session, and signed in (the demo customer's
// session cookie: the session, name and cart count are read on every request; ADR 0036 makes such
// a page from the shared one). Prints req/s, p50 and p99 of each median round and the share of the
// cheapest route's rate. BENCH_ROOT measures another checkout's build; BENCH_PAGES (paths, comma
// separated) and BENCH_KINDS (names, comma separated) measure fewer.
import {
  connections,
  line,
  measure,
  median,
  rounds,
  seconds,
  signInDemoCustomer,
  startServer,
} from './bench-server.mjs';

const trivial = '/api/featured-categories';
const pages = process.env.BENCH_PAGES?.split(',') ?? [
  '/',
  '/stickers/standard-vinyl',
  '/business-cards/premium-business-card',
  '/vinyl-lettering-designer',
  '/cart',
];
const { base, stop } = await startServer();
const session = await signInDemoCustomer(base);
const kinds = [
  { name: 'no cookie', headers: {} },
  { name: 'a cookie', headers: { cookie: 'bench=1' } },
  { name: 'signed in', headers: { cookie: session } },
].filter(
  (kind) => !process.env.BENCH_KINDS || process.env.BENCH_KINDS.split(',').includes(kind.name),
);
const runs = [
  { label: `GET ${trivial}`, path: trivial, headers: {} },
  ...pages.flatMap((path) =>
    kinds.map((kind) => ({ label: `GET ${path} (${kind.name})`, path, headers: kind.headers })),
  ),
];
try {
  for (const run of runs) {
    const response = await fetch(`${base}${run.path}`, { headers: run.headers });
    if (response.status !== 200) throw new Error(`${run.path} answered ${response.status}`);
    await measure(base, run.path, undefined, run.headers); // warm-up (JIT)
  }
  const results = new Map(runs.map((run) => [run.label, []]));
  for (let round = 0; round < rounds; round++) {
    for (const run of runs) {
      results.get(run.label).push(await measure(base, run.path, undefined, run.headers));
    }
  }
  console.log(
    `\n${connections} connections, median of ${rounds} alternating rounds of ${seconds} s, ` +
      `Node ${process.version}`,
  );
  const cheapest = median(results.get(runs[0].label)).requests.average;
  for (const run of runs) {
    const result = median(results.get(run.label));
    const html = await (await fetch(`${base}${run.path}`, { headers: run.headers })).text();
    const share = ((100 * result.requests.average) / cheapest).toFixed(1);
    console.log(
      `${line(run.label, result)}   ${Math.round(html.length / 1024)} KB   ${share} % of cheapest`,
    );
  }
} finally {
  await stop();
}
