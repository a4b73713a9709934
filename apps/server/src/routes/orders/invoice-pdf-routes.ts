import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderKeyQuery, orderParams } from '@shop/shop/orders/contract';

// pdfkit takes a fifth of a second to load: loaded with the first PDF, not at every start.
const invoicePdf = () => import('../../quotations/invoice-pdf');

/** `/pdf/invoice/{preview,download}?order_no=...[&key=...]`. */
const invoicePdfQuery = z.object({
  order_no: orderParams.shape.number,
  key: orderKeyQuery.shape.key,
});

/**
 * An order's invoice (issue 32), drawn as the quotation is: /pdf/invoice/preview shows it in the
 * browser, /pdf/invoice/download saves it. Only the order's owner, or whoever holds the key from
 * its confirmation email, gets it; anyone else a 404.
 */
export const invoicePdfRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const mode of ['preview', 'download'] as const) {
    app.get(
      `/pdf/invoice/${mode}`,
      {
        schema: {
          tags: ['orders'],
          summary: `The invoice of an order as a PDF (${mode === 'preview' ? 'inline' : 'attachment'})`,
          querystring: invoicePdfQuery,
        },
      },
      async (request, reply) => {
        const { order_no: orderNo, key } = request.query;
        const order = await app.shop.orders.find(await request.actor(), orderNo, key);
        const { invoiceOf, renderInvoicePdf } = await invoicePdf();
        const pdf = await renderInvoicePdf(
          invoiceOf(order, app.shop.shopTimeZone, app.config.bankTransferDetails),
        );
        const disposition = mode === 'download' ? 'attachment' : 'inline';
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `${disposition}; filename="invoice-${order.order_no}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  }
};
