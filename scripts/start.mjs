// `npm start`: build whatever is missing or older than its sources, then run the production
// server (API, server-rendered pages and static assets on one port).
//
// package.json starts this with `exec node ...`: npm runs scripts through `sh -c`, and a signal
// npm forwards to that shell ends the shell alone, leaving the server running without a parent
// and holding the port (issue 11). With exec this process is npm's child and gets the signal.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts) => join(root, ...parts);

const sources = [
  'packages/domain/src',
  'packages/db/src',
  'packages/db/migrations',
  'apps/web/app',
  'apps/web/public',
  'apps/server/src',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'apps/server/tsup.config.ts',
  'package-lock.json',
  'package.json',
  'tsconfig.base.json',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/server/package.json',
];
const outputs = [
  'apps/web/build/server/index.js',
  'apps/web/build/client/assets',
  'apps/server/dist/server.js',
];

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path, { recursive: true })
    .map((name) => statSync(join(path, String(name))).mtimeMs)
    .reduce((a, b) => Math.max(a, b), stat.mtimeMs);
}

function oldestOutput() {
  try {
    return Math.min(...outputs.map((output) => statSync(at(output)).mtimeMs));
  } catch {
    return -Infinity; // something is not built yet
  }
}

/**
 * Runs a command to its end. It gets a process group of its own, and SIGINT or SIGTERM sent to
 * us goes to that whole group (npm, its shell and the bundlers under them); we then end as it did.
 */
function run(command, args) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', detached: true });
  const forward = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // the group has ended already
    }
  };
  const signals = ['SIGINT', 'SIGTERM'];
  for (const signal of signals) process.on(signal, forward);
  return new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      for (const name of signals) process.off(name, forward);
      if (signal)
        process.kill(process.pid, signal); // end the way the child ended
      else resolve(code ?? 1);
    }),
  );
}

const newestSource = Math.max(...sources.map((source) => newestChange(at(source))));
if (newestSource > oldestOutput()) {
  console.log('Building the shop (first start, or the sources changed)...');
  const status = await run('npm', ['run', 'build']);
  if (status !== 0) process.exit(status);
} else {
  console.log('The build is up to date.');
}

// In this same process, so Ctrl-C and SIGTERM reach the server's graceful shutdown directly.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(at('apps/server/dist/server.js')).href);
