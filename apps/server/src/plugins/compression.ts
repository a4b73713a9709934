import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Brotli, or gzip for the browsers without it, on every text answer made per request: pages,
 * JSON, SVG mockups (issue 14). Built scripts and styles are compressed once at build instead
 * (served by @fastify/static with `preCompressed`), and an answer that already has a
 * Content-Encoding is left alone. Brotli runs at quality 2 and gzip at level 4: measured on a
 * pricing answer (5.6 KB) and a product page (82 KB), brotli 4 took twice the CPU of brotli 2
 * (38 against 17 µs, 0.86 against 0.44 ms) for 5 % fewer bytes on the page, and gzip's default
 * level 6 twice that of level 4; compressing was the largest cost of a compressed pricing answer
 * (docs/performance.md, issue 14).
 */
export const compression = fp(async (app) => {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 2,
      },
    },
    zlibOptions: { level: 4 },
  });
});
