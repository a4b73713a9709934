// npm run bench:pricing — starts the production server on a fresh embedded database and measures
// GET /api/get/pricing-data against a trivial route (the in-memory category list) in the same run,
// with autocannon on loopback. Prints req/s, p50 and p99 latency of each and their ratio.
import {
  connections,
  line,
  measure,
  median,
  rounds,
  seconds,
  startServer,
} from './bench-server.mjs';

const { base, stop } = await startServer();
try {
  // Pricing requests cycle through varied configurations (products, sizes, custom quantities,
  // sets, sides and print features), as visitors send them, so nothing is served from a memo.
  const pricingPaths = [];
  for (let i = 0; i < 500; i++) {
    const size = (1 + (i % 23) * 0.5).toFixed(1);
    const query = [
      ['product_id=1', `width=${size}`, `height=${(2 + (i % 7)).toFixed(1)}`],
      ['product_id=2', `width=${size}`, `height=${size}`, 'addon_item_id=2'],
      ['product_id=17', 'printed_side_id=2', 'print_features[]=101'],
      ['product_id=18', 'print_features[]=131', 'print_features[]=142', 'print_features[]=151'],
      ['product_id=9', `width=${12 + (i % 12)}`, 'height=6', 'install_ready=yes'],
    ][i % 5];
    query.push(`custom_quantity=${60 + ((i * 37) % 900)}`, `kinds=${1 + (i % 4)}`);
    pricingPaths.push(`/api/get/pricing-data?${query.join('&')}`);
  }
  let next = 0;
  const run = (title, path) =>
    measure(
      base,
      path,
      title === 'pricing'
        ? [
            {
              setupRequest: (req) => ({ ...req, path: pricingPaths[next++ % pricingPaths.length] }),
            },
          ]
        : undefined,
    );
  for (const path of pricingPaths) {
    const response = await fetch(`${base}${path}`);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  }
  // Warm up both paths (JIT), then alternate the two, round after round, and keep each one's
  // median round: this machine is shared, so a single run of each swings widely.
  await run('pricing', '/');
  await run('trivial', '/api/featured-categories');
  const trivialRounds = [];
  const pricingRounds = [];
  for (let round = 0; round < rounds; round++) {
    trivialRounds.push(await run('trivial', '/api/featured-categories'));
    pricingRounds.push(await run('pricing', '/'));
  }
  const trivial = median(trivialRounds);
  const pricing = median(pricingRounds);

  console.log(
    `\n${connections} connections, median of ${rounds} alternating rounds of ${seconds} s, ` +
      `Node ${process.version}`,
  );
  const all = (results) => results.map((r) => Math.round(r.requests.average)).join(', ');
  console.log(`rounds, trivial req/s: ${all(trivialRounds)}`);
  console.log(`rounds, pricing req/s: ${all(pricingRounds)}`);
  console.log(line('GET /api/featured-categories', trivial));
  console.log(line('GET /api/get/pricing-data (500 configurations)', pricing));
  const ratio = pricing.requests.average / trivial.requests.average;
  console.log(`pricing / trivial throughput: ${(ratio * 100).toFixed(1)} %`);
  console.log(
    `targets: ratio >= 60 % ${ratio >= 0.6 ? 'met' : 'MISSED'}, ` +
      `pricing p99 < 10 ms ${pricing.latency.p99 < 10 ? 'met' : 'MISSED'}`,
  );
} finally {
  await stop();
}
