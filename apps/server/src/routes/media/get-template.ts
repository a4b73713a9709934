import { parseTemplateFileName, TEMPLATE_PATH_PREFIX } from '@shop/domain/artwork-guide';
import type { FastifyPluginAsync } from 'fastify';
import { ShopProblem } from '@shop/shop/problem';

// pdfkit takes a fifth of a second to load: loaded with the first PDF, not at every start.
const templatePdf = () => import('../../templates/template-pdf');

/**
 * Artwork templates (spec 001 §7: a static file at the artwork-guide path), drawn on request
 * from their name, e.g. GET /user-guide/artwork-guide/templates/sticker-circle-oval-3x3.pdf.
 * Only names the guide offers resolve (see templateFileName in the domain); any other is a 404,
 * like a missing file.
 *
 * The "AI Template" is the same PDF served under a .ai name: Illustrator saves PDF-compatible
 * .ai files and opens a PDF saved as .ai like its own, so the bytes stay application/pdf rather
 * than pretending to be PostScript.
 */
export const getTemplate: FastifyPluginAsync = async (app) => {
  // A few dozen templates, each drawn once per process.
  const drawn = new Map<string, Promise<Buffer>>();
  app.get<{ Params: { name: string } }>(
    `${TEMPLATE_PATH_PREFIX}:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const template = parseTemplateFileName(request.params.name);
      if (!template) throw new ShopProblem(404, 'NOT_FOUND', 'No such template.');
      let pdf = drawn.get(template.fileName);
      if (!pdf) {
        pdf = templatePdf().then(({ renderTemplatePdf }) => renderTemplatePdf(template));
        drawn.set(template.fileName, pdf);
        pdf.catch(() => drawn.delete(template.fileName));
      }
      const bytes = await pdf;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${template.fileName}"`)
        .header('cache-control', 'public, max-age=86400')
        .send(bytes);
    },
  );
};
