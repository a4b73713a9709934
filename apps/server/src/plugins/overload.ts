import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ShopProblem } from '@shop/shop/problem';
import type { OverloadConfig } from '../config';

/** What a refused client is told; a few seconds is enough for a burst to pass. */
export const RETRY_AFTER_SECONDS = 5;
// The plugin's default of 1 s. Shorter samples misfire: a cold first render blocks the loop for a
// whole 100 ms sample, the delay histogram then holds no value and the plugin reads that as an
// infinite delay (measured: single requests refused at start). Bursts are the in-flight cap's job.
const SAMPLE_INTERVAL_MS = 1000;

// One instance for every refusal: no stack is captured per refused request.
const refusal = new ShopProblem(
  503,
  'SERVICE_UNAVAILABLE',
  'The shop is very busy right now. Please try again in a few seconds.',
  undefined,
  RETRY_AFTER_SECONDS,
);

/**
 * Fingerprinted scripts and styles and the product pictures (`/media/`: files and drawn
 * mock-ups, cached by the browser) are cheap to send, and a page already sent is broken without
 * them, so they are never refused (issue 28 item 3: a single visitor's mock-ups were).
 */
const isPageResource = (request: FastifyRequest) =>
  request.url.startsWith('/assets/') || request.url.startsWith('/media/');

/**
 * Sheds load early and cheaply (issue 13), on real queueing only (issue 28 item 3): without it,
 * at twice its capacity the server queued every request, answers took 10 s and more, and clients
 * timed out. The checks run in the first onRequest hooks, so a refused request costs no session
 * lookup, no database and no render:
 *
 * - requests in flight: above `maxInFlight` the next one is refused at once. It reacts to a burst
 *   within one request, where a sampled figure needs a sample to see it, and it bounds the queue:
 *   an accepted request waits behind at most that many others.
 * - @fastify/under-pressure, sampled each second: the mean event-loop delay (how long what
 *   arrives waits before the process can look at it) and heap use (a process stalled by garbage
 *   collection). Event-loop utilization is not checked: it is high whenever the loop is busy,
 *   which on a shared machine means a neighbour's CPU use or the first renders after a start,
 *   and it refused single visitors browsing alone (issue 28).
 *
 * Until the process is ready (plugins/readiness.ts) and for one sample after, the sampled checks
 * are not applied: what they would see is the warm-up's own work, not visitors waiting.
 *
 * A refusal is a 503 in the error envelope with Retry-After. /api/health is checked like any
 * route, so a load balancer sees the 503 there and sends visitors elsewhere.
 */
export const overload = fp(async (app: FastifyInstance, config: OverloadConfig) => {
  if (!config.enabled) return;

  let lastWarning = 0;
  const refuse = (reason: string) => {
    const now = Date.now();
    // One line per 10 s: a line per refused request would add to the load being shed.
    if (now - lastWarning > 10_000) {
      lastWarning = now;
      app.log.warn({ reason }, 'overloaded: refusing requests with 503');
    }
    return refusal;
  };

  const warmingUp = () => {
    const since = app.readiness.readySince;
    return since === null || Date.now() - since < SAMPLE_INTERVAL_MS;
  };

  await app.register(underPressure, {
    sampleInterval: SAMPLE_INTERVAL_MS,
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    maxHeapUsedBytes: config.maxHeapUsedBytes,
    // Resolving lets the request through; rejecting hands the refusal to the error handler.
    pressureHandler: async (request, _reply, type) => {
      if (isPageResource(request) || warmingUp()) return;
      throw refuse(type);
    },
  });

  let inFlight = 0;
  app.addHook('onRequest', (request, reply, done) => {
    if (isPageResource(request)) return done();
    if (inFlight >= config.maxInFlight) return done(refuse('inFlight'));
    inFlight++;
    // 'close' comes once per response, sent or abandoned by the client, so the count cannot leak.
    reply.raw.once('close', () => inFlight--);
    done();
  });
});
