import { SHOP_PAGE_LINKS } from '@shop/domain/shop-page-links';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * robots.txt and sitemap.xml, built from the catalog in memory so every product page is listed
 * with this site's own origin.
 */
export const seoFiles: FastifyPluginAsync = async (app) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          'Disallow: /cart',
          'Disallow: /checkout',
          'Disallow: /orders/',
          'Disallow: /sign-in',
          'Disallow: /pdf/',
          `Sitemap: ${origin(request)}/sitemap.xml`,
          '',
        ].join('\n'),
      );
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const groups = app.shop.catalog.pagesByCategory();
    const base = origin(request);
    const paths = [
      '/',
      '/user-guide/artwork-guide',
      ...SHOP_PAGE_LINKS.map((link) => link.path),
      ...groups.map(({ category }) => `/${category.url_slug}`),
      ...groups.flatMap(({ pages }) => pages.map((page) => page.path)),
    ];
    const urls = paths
      .map((path) => `  <url><loc>${escapeXml(`${base}${path}`)}</loc></url>`)
      .join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
  });
};
