import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Brotli, or gzip for the browsers without it, on every text answer made per request: pages,
 * JSON, SVG mockups (issue 14). Built scripts and styles are compressed once at build instead
 * (served by @fastify/static with `preCompressed`), and an answer that already has a
 * Content-Encoding is left alone. Brotli runs at quality 4: near gzip's speed with smaller
 * output; the highest levels cost far more CPU per request than they save on the wire.
 */
export const compression = fp(async (app) => {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
  });
});
