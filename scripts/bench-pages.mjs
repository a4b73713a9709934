// npm run bench:pages — starts the production server on a fresh embedded database and measures
// the server render of the pages a visitor lands on (home, a product page with all its sections,
// the cart), with autocannon on loopback. Prints req/s, p50 and p99 of each page's median round.
import {
  connections,
  line,
  measure,
  median,
  rounds,
  seconds,
  startServer,
} from './bench-server.mjs';

const pages = ['/', '/stickers/standard-vinyl', '/business-cards/premium-business-card', '/cart'];
const { base, stop } = await startServer();
try {
  for (const path of pages) {
    const response = await fetch(`${base}${path}`);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    await measure(base, path); // warm-up (JIT)
  }
  const results = new Map(pages.map((path) => [path, []]));
  for (let round = 0; round < rounds; round++) {
    for (const path of pages) results.get(path).push(await measure(base, path));
  }
  console.log(
    `\n${connections} connections, median of ${rounds} alternating rounds of ${seconds} s, ` +
      `Node ${process.version}`,
  );
  for (const path of pages) {
    const html = await (await fetch(`${base}${path}`)).text();
    console.log(
      `${line(`GET ${path}`, median(results.get(path)))}   ${Math.round(html.length / 1024)} KB`,
    );
  }
} finally {
  await stop();
}
