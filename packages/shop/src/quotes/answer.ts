import { orderTotals } from '@shop/domain/cart';
import type { Actor } from '@shop/domain/identity';
import { formatCents, parseMoney } from '@shop/domain/pricing';
import { quotationValidUntil } from '@shop/domain/rules/quotation-rules';
import { shopDate } from '@shop/domain/shipping-calendar';
import type { CatalogCache } from '@shop/db/catalog-cache';
import type { QuoteRepository } from '@shop/db/repositories/quotes';
import { recordActivity } from '../common/activity';
import { hello, mailMessage, paragraphs } from '../common/mail-message';
import { referenceNumber } from '../common/reference-number';
import type { MailService } from '../mail/service';
import { digest, newLinkKey } from '../common/link-key';
import { requireRole } from '../permissions';
import { ShopProblem } from '../problem';
import type { WritePipeline } from '../writes';
import type { Quotation } from './contract';
import { quotationView } from './service';
import { ANSWER_MESSAGES, type AnswerQuoteRequest, type Answered } from './answer-contract';

const dollars = (cents: number) => `$${formatCents(cents)}`;

/**
 * Staff answer a quote request with a quotation (issue 34, ADR 0050): each line's description,
 * quantity, price and printing days, and a note. The quotation is its asker's (their account,
 * or the browser session that asked), listed under My account, and emailed with a link whose
 * key lets its holder read it until it expires; the request is marked answered; the activity
 * log records it. All in one transaction: a request is answered once.
 */
export function quoteRequestAnswers({
  quotes,
  writes,
  mail,
  catalog,
  clock,
  shopTimeZone,
  publicUrl,
}: {
  quotes: QuoteRepository;
  writes: WritePipeline;
  mail: Pick<MailService, 'nudge'>;
  catalog: Pick<CatalogCache, 'current'>;
  clock: () => Date;
  shopTimeZone: string;
  publicUrl: string;
}) {
  return {
    async answer(actor: Actor, referenceNo: string, answer: AnswerQuoteRequest): Promise<Answered> {
      requireRole(actor, 'staff');
      const request = await quotes.findQuoteRequest(referenceNo);
      if (!request) throw new ShopProblem(404, 'NOT_FOUND', 'There is no such message.');
      const refuse = async () => {
        const answered = await quotes.answerOf(request.id);
        if (!answered) throw new ShopProblem(409, 'QUOTE_REQUEST_CLOSED', ANSWER_MESSAGES.closed);
        throw new ShopProblem(
          409,
          'QUOTE_REQUEST_ANSWERED',
          ANSWER_MESSAGES.answered(answered.quotationNo),
        );
      };
      if (request.status !== 'new') return refuse();
      const now = clock();
      const issueDate = shopDate(now, shopTimeZone);
      const items = answer.lines.map((line) => ({
        details: line.description,
        quantity: line.quantity,
        priceCents: parseMoney(line.price),
        printingDays: line.printing_days,
      }));
      // Shipping as checkout will ask it: Standard's fee, free over the threshold.
      const standard = catalog.current().catalog.shippingMethods[0];
      const totals = orderTotals(
        items.map((item) => ({
          unitPriceCents: item.priceCents,
          kinds: 1,
          shippingCostCents: standard?.costCents ?? 0,
        })),
      );
      const key = newLinkKey();
      const quotationNo = referenceNumber('Q', now, shopTimeZone);
      const done = await writes.transaction(async (repos) => {
        if (!(await repos.quotes.markAnswered(request.id))) return false;
        await repos.quotes.createQuotation({
          quotationNo,
          sessionId: request.sessionId,
          customerId: request.customerId,
          guestId: request.guestId,
          issueDate,
          name: `${request.firstName} ${request.lastName}`.trim(),
          company: '',
          address: '',
          items,
          subTotalCents: totals.subTotalCents,
          shippingFeeCents: totals.shippingFeeCents,
          totalCents: totals.totalCents,
          lettering: null,
          configuration: null,
          contentsKey: null,
          quoteRequestId: request.id,
          writtenBy: actor.email,
          note: answer.note,
          linkDigest: digest(key),
        });
        const link = `${publicUrl}/pdf/quotation/preview?quotation_no=${quotationNo}&key=${key}`;
        const validUntil = quotationValidUntil(issueDate);
        await repos.mail.enqueue(
          mailMessage(
            request.email,
            `Your Peel & Press quotation ${quotationNo} (${request.quoteType})`,
            hello(request.firstName),
            [
              { text: `Thank you for your ${request.quoteType} request ${referenceNo}.` },
              { text: `Here is our quotation ${quotationNo}, valid until ${validUntil}:` },
              ...items.map((item) => ({
                text: `${item.details.replaceAll('\n', '; ')}: ${item.quantity.toLocaleString('en-US')} pcs, ${dollars(item.priceCents)}, printed in ${item.printingDays} business day${item.printingDays === 1 ? '' : 's'}.`,
              })),
              {
                text: `Subtotal ${dollars(totals.subTotalCents)}; Standard shipping ${totals.shippingFeeCents === 0 ? 'free' : dollars(totals.shippingFeeCents)}; total ${dollars(totals.totalCents)} before sales tax.`,
              },
              ...paragraphs(answer.note),
              { text: `Read or print it (this link works until ${validUntil}): ${link}` },
              {
                text: request.customerId
                  ? `To order it, sign in and choose Order under Quotations in My account: ${publicUrl}/account`
                  : `To order it, open My account in the browser you asked from: ${publicUrl}/account`,
              },
            ],
          ),
          now,
        );
        await recordActivity(
          repos,
          actor,
          now,
          'quote_request.answer',
          `quote request ${referenceNo}`,
          {
            quotation_no: quotationNo,
            lines: items.length,
            total: dollars(totals.totalCents),
          },
        );
        return true;
      });
      if (!done) return refuse();
      mail.nudge();
      return { quotation_no: quotationNo, total_cents: totals.totalCents };
    },

    /**
     * A quotation read through its emailed link, by whoever holds it, until the quotation
     * expires; a wrong or expired key is a 404, as a quotation that does not exist.
     */
    async byLink(quotationNo: string, key: string): Promise<Quotation> {
      const row = await quotes.quotationByLink(quotationNo, digest(key));
      const today = shopDate(clock(), shopTimeZone);
      if (!row || today > quotationValidUntil(row.issueDate)) {
        throw new ShopProblem(
          404,
          'NOT_FOUND',
          `There is no quotation ${quotationNo} for this link, or the link has expired.`,
        );
      }
      return quotationView(row);
    },
  };
}

export type QuoteRequestAnswers = ReturnType<typeof quoteRequestAnswers>;
