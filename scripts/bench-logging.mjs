// What the request log costs (issue 14): throughput of the same build with one log line per
// request (LOG_LEVEL=info) and without (warn), rounds alternating so both see the same machine.
// The server's log goes to this process's stdout: run with `> /dev/null` or to a file.
import { line, measure, median, rounds, startServer } from './bench-server.mjs';

const routes = [
  ['GET /api/featured-categories', '/api/featured-categories'],
  [
    'GET /api/get/pricing-data',
    '/api/get/pricing-data?product_id=1&featured_item_id=1&width=2&height=2',
  ],
];
const results = { info: routes.map(() => []), warn: routes.map(() => []) };
for (let round = 0; round < rounds; round++) {
  for (const level of round % 2 ? ['warn', 'info'] : ['info', 'warn']) {
    const server = await startServer({ LOG_LEVEL: level });
    try {
      for (const [index, [, path]] of routes.entries()) {
        await measure(server.base, path); // warm-up
        results[level][index].push(await measure(server.base, path));
      }
    } finally {
      await server.stop();
    }
  }
}
for (const [index, [name]] of routes.entries()) {
  const info = median(results.info[index]);
  const warn = median(results.warn[index]);
  const cost = 1 - info.requests.average / warn.requests.average;
  console.error(line(`${name} (info)`, info));
  console.error(line(`${name} (warn)`, warn));
  console.error(`  request logging costs ${(cost * 100).toFixed(1)} % of throughput`);
}
