// Shared by the benchmark scripts: starts the built production server on a free port and a fresh
// embedded database, and measures a route with autocannon over loopback.
// BENCH_ROOT names another checkout whose build to start instead of this one (built there with
// `npm run build`), so a baseline can be measured by the same script on the same machine.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const benchRoot = process.env.BENCH_ROOT ?? fileURLToPath(new URL('..', import.meta.url));
export const seconds = Number(process.env.BENCH_SECONDS ?? 5);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const rounds = Number(process.env.BENCH_ROUNDS ?? 5);

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * Starts the server and waits for its health check; `stop()` ends it and removes its data.
 * `env` adds or overrides environment variables (bench-overload turns the protection off).
 * Options: `root`, the checkout to start (BENCH_ROOT or this one); `dataDir`, an existing data
 * directory to reuse and keep (bench-restart); `pollMs`, how often health is asked;
 * `captureOutput`, keep the server's standard output (its log) for `output()`.
 */
export async function startServer(
  env = {},
  { root = benchRoot, dataDir, pollMs = 250, captureOutput = false } = {},
) {
  const port = await freePort();
  const fresh = dataDir === undefined;
  dataDir ??= mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const startedAt = performance.now();
  const server = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // These benchmarks measure the work at full speed; the overload checks would refuse part
      // of it (past 16 requests in flight). bench-overload sets it for its own runs.
      OVERLOAD_PROTECTION: 'false',
      ...env,
    },
    stdio: ['ignore', captureOutput ? 'pipe' : 'inherit', 'inherit'],
  });
  let output = '';
  server.stdout?.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    server.kill('SIGTERM');
    if (server.exitCode === null && server.signalCode === null) {
      await new Promise((resolve) => server.once('exit', resolve));
    }
    if (fresh) rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || server.exitCode !== null) {
      await stop();
      throw new Error('server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  const msToHealthy = performance.now() - startedAt;
  return { base, stop, pid: server.pid, msToHealthy, output: () => output };
}

/** One autocannon round on `path` (or on paths a `setupRequest` picks), with extra `headers`. */
export const measure = (base, path, requests, headers) =>
  autocannon({ url: `${base}${path}`, connections, duration: seconds, requests, headers });

/** The median round by throughput: this machine is shared, so single rounds swing widely. */
export const median = (results) =>
  [...results].sort((a, b) => a.requests.average - b.requests.average)[results.length >> 1];

export const line = (name, r) =>
  `${name.padEnd(46)} ${String(Math.round(r.requests.average)).padStart(7)} req/s   ` +
  `p50 ${String(r.latency.p50).padStart(3)} ms   p99 ${String(r.latency.p99).padStart(3)} ms   ` +
  `errors ${r.errors + r.non2xx}`;

/**
 * CPU time (user + system, all threads) a process has used, in ms, from /proc (Linux; the
 * kernel counts in ticks of 10 ms). Unlike throughput it barely moves when other processes
 * compete for the cores.
 */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The demo customer's session cookie, from signing in on the server at `base`. */
export async function signInDemoCustomer(base) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@peelandpress.example', password: 'stickers-2026' }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((line) => line.startsWith('shop_session='));
  if (!cookie) throw new Error(`signing in answered ${response.status} without a session`);
  return cookie;
}
