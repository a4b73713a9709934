import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return { child, output: () => output, exited };
}

/** Waits for the "Server listening at" log line and returns the address it names. */
export async function waitForListening(shop: ShopProcess, timeoutMs = 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = /listening at (http:\/\/[^"\s]+)/.exec(shop.output());
    if (match?.[1]) return match[1];
    if (shop.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The shop did not start:\n${shop.output()}`);
}

export function temporaryDataDir(): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}
