// npm run bench:restart — how long the production server takes to be healthy again on an existing
// data directory (issue 14): one first start on a fresh embedded database, stopped, then
// BENCH_RESTARTS (3) restarts on it, each timed from the process start to the first 200 of
// /api/health (asked every 20 ms). Prints each restart, the median, and where the last one's time
// went by the server's own log lines (LOG_LEVEL=info).
//
// BENCH_ROOT measures another checkout's build instead; BENCH_BASELINE=/path/to/other/checkout
// measures that one too (its own data directory), its restarts alternating with this build's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { benchRoot, startServer } from './bench-server.mjs';

const restarts = Number(process.env.BENCH_RESTARTS ?? 3);
const env = { LOG_LEVEL: 'info' };
const builds = [
  ...(process.env.BENCH_BASELINE ? [{ name: 'baseline', root: process.env.BENCH_BASELINE }] : []),
  { name: basename(benchRoot), root: benchRoot },
].map((build) => ({
  ...build,
  options: {
    root: build.root,
    dataDir: mkdtempSync(join(tmpdir(), 'shop-bench-restart-')),
    pollMs: 20,
    captureOutput: true,
  },
  times: [],
}));

/** Milliseconds from the process start to each start-up line of its log. */
function phases(output, spawnedAt) {
  const lines = output
    .split('\n')
    .filter((text) => text.startsWith('{'))
    .map((text) => JSON.parse(text))
    .filter((entry) => !entry.req && entry.msg !== 'shutting down');
  return [
    `${String(lines[0].time - spawnedAt).padStart(5)} ms  (modules loaded, configuration read)`,
    ...lines.map((entry) => `${String(entry.time - spawnedAt).padStart(5)} ms  ${entry.msg}`),
  ];
}

try {
  for (const build of builds) {
    const first = await startServer(env, build.options);
    await first.stop();
    console.log(`${build.name}: first start (fresh database) ${Math.round(first.msToHealthy)} ms`);
  }
  for (let i = 0; i < restarts; i++) {
    for (const build of builds) {
      const spawnedAt = Date.now();
      const server = await startServer(env, build.options);
      await server.stop();
      build.times.push(server.msToHealthy);
      build.last = phases(server.output(), spawnedAt);
      console.log(
        `${build.name}: restart ${i + 1}, ${Math.round(server.msToHealthy)} ms to healthy`,
      );
    }
  }
  console.log(
    `\nNode ${process.version}, median of ${restarts} restarts on an existing data directory`,
  );
  for (const build of builds) {
    const median = [...build.times].sort((a, b) => a - b)[build.times.length >> 1];
    console.log(
      `${build.name}: ${Math.round(median)} ms to healthy; its last restart, by its log:`,
    );
    for (const phase of build.last) console.log(`  ${phase}`);
  }
} finally {
  for (const build of builds) rmSync(build.options.dataDir, { recursive: true, force: true });
}
