import type { FastifyPluginAsync } from 'fastify';
import { ShopProblem } from '@shop/shop/problem';
import { parseMockupName } from '../../media/mockup-svg/mockup-name';
import { renderMockupSvg } from '../../media/mockup-svg/render-mockup';

/**
 * Product mockup pictures, drawn on request from their name (see
 * media/mockup-svg/mockup-name.ts for the grammar), e.g. GET
 * /media/mockups/sticker-white-vinyl-circle.svg. A name that does not parse is a 404, like a
 * missing file.
 */
export const getMockup: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { name: string } }>(
    '/media/mockups/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      const spec = name.endsWith('.svg') ? parseMockupName(name.slice(0, -'.svg'.length)) : null;
      if (!spec) throw new ShopProblem(404, 'NOT_FOUND', 'No such image.');
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(renderMockupSvg(spec));
    },
  );
};
