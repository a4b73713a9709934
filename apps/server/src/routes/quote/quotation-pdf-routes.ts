import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quotationValidUntil } from '@shop/domain/rules/quotation-rules';
import { quotationPdfQuery } from '@shop/shop/quotes/contract';
import { quotationLettering } from '../../quotations/quotation-lettering';

// pdfkit takes a fifth of a second to load: loaded with the first PDF, not at every start.
const quotationPdf = () => import('../../quotations/quotation-pdf');

/**
 * The quotation document (spec 001 §7): /pdf/quotation/preview shows it in the browser,
 * /pdf/quotation/download saves it. Only its owner, or the holder of the link a quotation staff
 * wrote was emailed with (issue 34), gets it; anyone else a 404.
 */
export const quotationPdfRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const mode of ['preview', 'download'] as const) {
    app.get(
      `/pdf/quotation/${mode}`,
      {
        schema: {
          tags: ['quotes'],
          summary: `The quotation as a PDF (${mode === 'preview' ? 'inline' : 'attachment'})`,
          querystring: quotationPdfQuery,
        },
      },
      async (request, reply) => {
        const { quotation_no: quotationNo, key } = request.query;
        const view = key
          ? await app.shop.quotes.answers.byLink(quotationNo, key)
          : await app.shop.quotes.findQuotation(await request.actor(), quotationNo);
        const { renderQuotationPdf } = await quotationPdf();
        const lettering = quotationLettering(view.lettering);
        const pdf = await renderQuotationPdf({
          quotationNo: view.quotation_no,
          issueDate: view.issue_date,
          validUntil: quotationValidUntil(view.issue_date),
          billTo: { company: view.company, name: view.name, address: view.address },
          // Each item is a set of the quotation's one design, so each shows its preview.
          lines: view.quotations.map((item) => ({ ...item, lettering })),
          subTotal: view.sub_total,
          shippingFee: view.shipping_fee,
          pointDiscount: view.point_discount,
          couponDiscount: view.coupon_discount,
          promoDiscount: view.promo_discount,
          totalPrice: view.total_price,
        });
        const disposition = mode === 'download' ? 'attachment' : 'inline';
        return reply
          .header('content-type', 'application/pdf')
          .header(
            'content-disposition',
            `${disposition}; filename="quotation-${view.quotation_no}.pdf"`,
          )
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  }
};
