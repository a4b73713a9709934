// npm run bench:pricing — starts the production server on a fresh embedded database and measures
// GET /api/get/pricing-data against a trivial route (the in-memory category list) in the same run,
// with autocannon on loopback. Prints req/s, p50 and p99 latency of each and their ratio.
// Pricing is measured twice: as autocannon asks by default (no Accept-Encoding, so a plain
// answer) and as a browser asks (`Accept-Encoding: br, gzip`, so compressed by the server).
import {
  connections,
  cpuMs,
  line,
  measure,
  median,
  rounds,
  seconds,
  startServer,
} from './bench-server.mjs';

const { base, stop, pid } = await startServer();
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
  const pricing = (headers) => [
    {
      setupRequest: (req) => ({
        ...req,
        headers: { ...req.headers, ...headers },
        path: pricingPaths[next++ % pricingPaths.length],
      }),
    },
  ];
  for (const path of pricingPaths) {
    const response = await fetch(`${base}${path}`);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  }
  const compressed = await fetch(`${base}${pricingPaths[0]}`, {
    headers: { 'accept-encoding': 'br, gzip' },
  });
  const encoding = compressed.headers.get('content-encoding');
  // Warm up every series (JIT), then alternate them, round after round, and keep each one's
  // median round: this machine is shared, so a single run of each swings widely.
  const series = [
    ['trivial', '/api/featured-categories', undefined, 'GET /api/featured-categories'],
    ['pricing', '/', pricing({}), 'GET /api/get/pricing-data (500 configurations)'],
    [
      'pricing, compressed',
      '/',
      pricing({ 'accept-encoding': 'br, gzip' }),
      `  same, Accept-Encoding: br, gzip (answered ${encoding})`,
    ],
  ];
  const results = series.map(() => []);
  for (const [, path, requests] of series) await measure(base, path, requests);
  for (let round = 0; round < rounds; round++) {
    for (const [index, [, path, requests]] of series.entries()) {
      const cpuBefore = cpuMs(pid);
      const result = await measure(base, path, requests);
      // The server's CPU time per answer: what a round's throughput would be on a quiet machine.
      result.cpuUs = ((cpuMs(pid) - cpuBefore) * 1000) / result.requests.total;
      results[index].push(result);
    }
  }
  const [trivial, plain, brotli] = results.map(median);

  console.log(
    `\n${connections} connections, median of ${rounds} alternating rounds of ${seconds} s, ` +
      `Node ${process.version}`,
  );
  const all = (rows) =>
    rows
      .map(
        (r) => `${Math.round(r.requests.average)} (${r.latency.p99} ms, ${r.cpuUs.toFixed(0)} µs)`,
      )
      .join(', ');
  for (const [index, [title]] of series.entries()) {
    console.log(`rounds, ${title} req/s (p99, server CPU per answer): ${all(results[index])}`);
  }
  for (const [index, [, , , name]] of series.entries()) {
    console.log(line(name, [trivial, plain, brotli][index]));
  }
  const ratio = plain.requests.average / trivial.requests.average;
  console.log(`pricing / trivial throughput: ${(ratio * 100).toFixed(1)} %`);
  const p99 = Math.max(plain.latency.p99, brotli.latency.p99);
  console.log(
    `targets: ratio >= 60 % ${ratio >= 0.6 ? 'met' : 'MISSED'}, ` +
      `pricing p99 <= 10 ms, plain and compressed, ${p99 <= 10 ? 'met' : 'MISSED'}`,
  );
} finally {
  await stop();
}
