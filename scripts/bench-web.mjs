// npm run bench:web — Lighthouse (mobile emulation, simulated throttling: its defaults) through
// Debian's Chromium on the production build, started on a fresh embedded database. Each page is
// run BENCH_WEB_RUNS times (3) and the median run by performance score is reported with its
// bytes on the wire (transfer sizes from Lighthouse's network records, so compressed).
//
// BENCH_ROOT measures another checkout's build instead; BENCH_BASELINE=/path/to/other/checkout
// measures that one too, its runs alternating with this build's so both see the same machine.
// BENCH_WEB_PAGES=/a,/b measures those paths instead of the six below (one page per product
// page template, issue 28 item 4). The machine's load average is printed at the start and the end
// of the run: on a shared machine it says how far the figures can be trusted.
// Nothing leaves the machine: Chromium resolves no host but the loopback server, and any request
// to another origin is counted and printed.
import { loadavg } from 'node:os';
import { basename } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchRoot, startServer } from './bench-server.mjs';

const pages = process.env.BENCH_WEB_PAGES?.split(',') ?? [
  '/stickers/standard-vinyl',
  '/stickers/roll',
  '/business-cards/premium-business-card',
  '/business-cards/hang-tags',
  '/lettering-decals/vinyl-lettering',
  '/vinyl-lettering-designer',
];
const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
const builds = [
  ...(process.env.BENCH_BASELINE ? [{ name: 'baseline', root: process.env.BENCH_BASELINE }] : []),
  { name: basename(benchRoot), root: benchRoot },
];

let lighthouseVersion = '';
const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');
const loadAtStart = loadAverage();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    // No internet here, and a benchmark must not depend on it: every other host fails at once.
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  ],
});
const servers = [];
try {
  for (const build of builds) servers.push(await startServer({}, { root: build.root }));
  const results = builds.map(() => new Map(pages.map((path) => [path, []])));
  for (let run = 0; run < runs; run++) {
    for (const path of pages) {
      for (const [index, server] of servers.entries()) {
        results[index].get(path).push(await audit(server.base, path));
      }
    }
  }

  console.log(
    `\nLighthouse ${lighthouseVersion} mobile, simulated throttling, median of ${runs} ` +
      `runs by performance score; bytes are transfer sizes (compressed), Node ${process.version}; ` +
      `load average (1, 5, 15 min) ${loadAtStart} at the start, ${loadAverage()} at the end\n`,
  );
  console.log(
    '| build | page | score (runs) | LCP | TBT | FCP | CLS | JS KiB (scripts) | HTML KiB |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const path of pages) {
    for (const [index, build] of builds.entries()) {
      const all = results[index].get(path);
      const m = [...all].sort((a, b) => a.score - b.score)[all.length >> 1];
      console.log(
        `| ${build.name} | \`${path}\` | ${m.score} (${all.map((r) => r.score).join(', ')}) | ` +
          `${seconds(m.lcp)} | ${Math.round(m.tbt)} ms | ${seconds(m.fcp)} | ${m.cls.toFixed(3)} | ` +
          `${kib(m.jsBytes)} (${m.scripts}) | ${kib(m.htmlBytes)} |`,
      );
      if (m.external.length) console.log(`  requests to other origins: ${m.external.join(', ')}`);
    }
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await chrome.kill();
}

/** One Lighthouse run of the performance category on `base + path`. */
async function audit(base, path, attempt = 1) {
  const url = `${base}${path}`;
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const { lhr } = result;
  if (lhr.runtimeError) {
    // On a busy machine the trace is now and then lost (NO_NAVSTART); Lighthouse says to run
    // again, so a run is tried up to three times, and said so.
    if (attempt < 3) {
      console.error(`${url}: ${lhr.runtimeError.code}, running it again`);
      return audit(base, path, attempt + 1);
    }
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  lighthouseVersion = lhr.lighthouseVersion;
  const requests = lhr.audits['network-requests'].details.items;
  const document = requests.find((r) => r.resourceType === 'Document');
  if (document?.statusCode !== 200) throw new Error(`${url} answered ${document?.statusCode}`);
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const value = (id) => lhr.audits[id].numericValue;
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    fcp: value('first-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    jsBytes: scripts.reduce((sum, r) => sum + r.transferSize, 0),
    scripts: scripts.length,
    htmlBytes: document.transferSize,
    external: requests
      .filter((r) => !r.url.startsWith(base) && !/^(data|blob):/.test(r.url))
      .map((r) => r.url),
  };
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(2)} s`;
}

function kib(bytes) {
  return (bytes / 1024).toFixed(1);
}
