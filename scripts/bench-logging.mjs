// What the request log costs (issue 14): throughput of the same build with one log line per
// request (LOG_LEVEL=info) and without (warn), rounds alternating so both see the same machine,
// and the server's CPU time per request, which other load on the machine disturbs far less.
// The server's log goes to this process's stdout: run with `> /dev/null` or to a file.
import { cpuMs, line, measure, median, rounds, startServer } from './bench-server.mjs';

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
        const cpuBefore = cpuMs(server.pid);
        const result = await measure(server.base, path);
        result.cpuUsPerRequest = ((cpuMs(server.pid) - cpuBefore) * 1000) / result.requests.total;
        results[level][index].push(result);
      }
    } finally {
      await server.stop();
    }
  }
}
const middle = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
for (const [index, [name]] of routes.entries()) {
  const info = median(results.info[index]);
  const warn = median(results.warn[index]);
  const cost = 1 - info.requests.average / warn.requests.average;
  const all = (level) => results[level][index].map((r) => Math.round(r.requests.average));
  console.error(`${name} rounds, info: ${all('info').join(', ')}; warn: ${all('warn').join(', ')}`);
  console.error(line(`${name} (info)`, info));
  console.error(line(`${name} (warn)`, warn));
  console.error(`  request logging costs ${(cost * 100).toFixed(1)} % of throughput`);
  const cpu = (level) => middle(results[level][index].map((r) => r.cpuUsPerRequest));
  console.error(
    `  server CPU per request (median round): info ${cpu('info').toFixed(1)} µs, ` +
      `warn ${cpu('warn').toFixed(1)} µs: logging costs ` +
      `${((1 - cpu('warn') / cpu('info')) * 100).toFixed(1)} % of the CPU time`,
  );
}
