import { createReadStream } from 'node:fs';
import { typefaceOfFileName } from '@shop/domain/lettering/typefaces';
import { typefaceFilePath } from '@shop/shop/lettering/font-files';
import { ShopProblem } from '@shop/shop/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { text } from '@shop/domain/text';
import { z } from 'zod';

/**
 * A lettering typeface's font file (issue 17), e.g. GET /api/lettering/typefaces/signika.woff:
 * the designer loads a face only when it is chosen or shown in the picker, and measures with the
 * same bytes the server measures with (ADR 0028). Only ids of the typeface list resolve; any
 * other name is a 404, so a request never names a path.
 */
export const getTypefaceFile: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lettering/typefaces/:file',
    {
      schema: {
        tags: ['lettering'],
        summary: 'A lettering typeface as a WOFF file',
        description:
          'One of the designer\'s typefaces by id ("signika.woff"): the latin subset of its ' +
          '@fontsource package, weight as listed. Unknown names answer 404.',
        params: z.object({ file: text().max(80) }),
        // No response schema: the body is the font file (errors are the usual JSON).
      },
    },
    async (request, reply) => {
      const typeface = typefaceOfFileName(request.params.file);
      if (!typeface) {
        throw new ShopProblem(404, 'NOT_FOUND', `There is no typeface ${request.params.file}.`);
      }
      return (
        reply
          .header('content-type', 'font/woff')
          .header('x-content-type-options', 'nosniff')
          // A week: a face changes only with its package, and then rarely.
          .header('cache-control', 'public, max-age=604800')
          .send(createReadStream(typefaceFilePath(typeface)))
      );
    },
  );
};
