import { createTestDatabase } from '@shop/db/testing/test-database';
import { expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';

it('finishes a request already in flight when it closes, then refuses new ones', async () => {
  const database = await createTestDatabase();
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), database, logger: false });
  let started: () => void = () => {};
  const handlerStarted = new Promise<void>((resolve) => (started = resolve));
  app.get('/api/slow', async () => {
    started();
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { done: true };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });

  const inFlight = fetch(`${url}/api/slow`);
  await handlerStarted;
  const closeStarted = performance.now();
  const closing = app.close();

  const response = await inFlight;
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ done: true });
  await closing;
  // Not held open by the client's keep-alive connection (72 s by default).
  expect(performance.now() - closeStarted).toBeLessThan(5_000);
  await expect(fetch(`${url}/api/health`)).rejects.toThrow();
});
