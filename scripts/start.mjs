// `npm start`: build whatever is missing or older than its sources, then run the production
// server (API, server-rendered pages and static assets on one port).
import { spawnSync } from 'node:child_process';
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

const newestSource = Math.max(...sources.map((source) => newestChange(at(source))));
if (newestSource > oldestOutput()) {
  console.log('Building the shop (first start, or the sources changed)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// In this same process, so Ctrl-C and SIGTERM reach the server's graceful shutdown directly.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(at('apps/server/dist/server.js')).href);
