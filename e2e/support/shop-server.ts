import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const serverEntry = join(repoRoot, 'apps/server/dist/server.js');

export interface ShopProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
}

/** Runs the production build of the shop as `npm start` does, with the given environment. */
export function spawnShop(env: Record<string, string>): ShopProcess {
  return spawnWithOutput(process.execPath, [serverEntry], env);
}

/**
 * Runs `npm start` itself (npm, its script and the server it starts), in a process group of its
 * own so that a test can end every process in it, even one that outlived npm.
 */
export function spawnNpmStart(env: Record<string, string>): ShopProcess {
  return spawnWithOutput(
    'npm',
    ['start', '--silent'],
    { HOME: process.env.HOME ?? '', ...env },
    {
      detached: true,
    },
  );
}

function spawnWithOutput(
  command: string,
  args: string[],
  env: Record<string, string>,
  options: { detached?: boolean } = {},
): ShopProcess {
  const child = spawn(command, args, {
    cwd: repoRoot,
    // Browsers on a busy test machine would trip the overload checks (503 at event-loop
    // utilization 0.9); plugins/overload.int.test.ts and bench:overload cover them.
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: '0',
      OVERLOAD_PROTECTION: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return { child, output: () => output, exited };
}

/**
 * Waits for the "print shop ready at" log line (listening, and its first pages rendered: health
 * says "starting" before it, issue 28) and returns the address it names.
 */
export async function waitForReady(shop: ShopProcess, timeoutMs = 180_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = /print shop ready at (http:\/\/[^"\s]+)/.exec(shop.output());
    if (match?.[1]) return match[1];
    if (shop.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The shop did not start:\n${shop.output()}`);
}

/** Whether nothing listens on the port of this address any more (a listen there succeeds). */
export function portIsFree(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(Number(port), hostname, () => probe.close(() => resolve(true)));
  });
}

export function temporaryDataDir(): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}
