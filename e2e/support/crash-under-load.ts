import { expect } from '@playwright/test';
import { spawnShop, waitForReady, type ShopProcess } from './shop-server';

/** One round of load on a running shop: its clients, and when enough has happened to crash it. */
export interface LoadRound {
  /** Clients that run until the shop stops answering, then end (a refused request fails them). */
  clients: Promise<unknown>[];
  /** Whether the round has done what it must before the shop is killed. */
  enough(): boolean;
}

/**
 * Starts the shop with `env` and kills it with SIGKILL `crashes` times while `load` runs against
 * it, starting it again at once on the same data each time (issue 13). Each round `load` starts
 * its clients on the running shop; once they have done `enough`, the shop is killed while they
 * still run, and the round ends when they have all ended. Answers the shop started after the
 * last crash (the caller waits for it and stops it); on a failure the shop is stopped.
 */
export async function crashUnderLoad(
  env: Record<string, string>,
  crashes: number,
  load: (base: string) => Promise<LoadRound>,
): Promise<ShopProcess> {
  let shop = spawnShop(env);
  try {
    for (let crash = 0; crash < crashes; crash++) {
      // On the first try: a refused start exits, and waitForReady says so with its output.
      const base = await waitForReady(shop);
      const round = await load(base);
      // A client that fails (an unexpected answer) fails the round at once, with its error.
      const clientsEnded = Promise.all(round.clients).then(() => {
        throw new Error(`Every client ended before the shop was killed:\n${shop.output()}`);
      });
      await Promise.race([
        expect.poll(() => round.enough(), { timeout: 120_000 }).toBe(true),
        clientsEnded,
      ]);
      shop.child.kill('SIGKILL'); // while the clients still send requests
      await shop.exited;
      await Promise.all(round.clients);
      shop = spawnShop(env);
    }
    return shop;
  } catch (error) {
    shop.child.kill('SIGTERM');
    await shop.exited;
    throw error;
  }
}
