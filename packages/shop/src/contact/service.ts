import { normalizeEmail } from '@shop/domain/accounts';
import type { Actor } from '@shop/domain/identity';
import { hello, mailMessage, paragraphs } from '../common/mail-message';
import { referenceNumber } from '../common/reference-number';
import { addressKey } from '../limits/client-address';
import { CONTACT_MESSAGES_PER_ADDRESS } from '../limits/limits';
import type { RateLimiter } from '../limits/rate-limiter';
import type { MailService } from '../mail/service';
import type { WritePipeline } from '../writes';
import type { AccountsService } from '../accounts/service';
import type { ContactRepository } from '@shop/db/repositories/contact';
import { recordActivity } from '../common/activity';
import { requireRole } from '../permissions';
import { ShopProblem } from '../problem';
import {
  CONTACT_MESSAGES,
  type ContactAnswer,
  type ContactMessage,
  type ContactReply,
} from './contract';

/**
 * Contact us (issue 30): the message is stored for the shop's inbox, mailed to the shop's
 * address and acknowledged to the sender, all queued in one transaction.
 */
export function contactService({
  contact,
  writes,
  mail,
  accounts,
  limiter,
  clock,
  shopTimeZone,
  shopEmail,
}: {
  contact: ContactRepository;
  writes: WritePipeline;
  mail: Pick<MailService, 'nudge'>;
  accounts: Pick<AccountsService, 'refuseDisposableEmail'>;
  limiter: RateLimiter;
  clock: () => Date;
  shopTimeZone: string;
  /** Where messages go (SHOP_EMAIL). */
  shopEmail: string;
}) {
  return {
    async send(actor: Actor, input: ContactMessage, clientAddress: string): Promise<ContactAnswer> {
      const email = normalizeEmail(input.email);
      accounts.refuseDisposableEmail(email, 'email');
      await limiter.count(CONTACT_MESSAGES_PER_ADDRESS, addressKey(clientAddress));
      const now = clock();
      const referenceNo = referenceNumber('CM', now, shopTimeZone);
      const about = input.about ? ` about ${input.about}` : '';
      await writes.transaction(async (repos) => {
        await repos.contact.create({
          referenceNo,
          customerId: actor.kind === 'customer' ? actor.customerId : null,
          name: input.name,
          email,
          aboutReference: input.about,
          message: input.message,
          createdAt: now,
        });
        await repos.mail.enqueue(
          mailMessage(
            shopEmail,
            `Contact ${referenceNo}${about}: ${input.name}`,
            'A message came in through Contact us:',
            [
              { text: `From: ${input.name} <${email}>` },
              { text: input.about ? `About: ${input.about}` : 'About: nothing named' },
              { text: input.message },
              { text: `Reference: ${referenceNo}` },
            ],
          ),
          now,
        );
        await repos.mail.enqueue(
          mailMessage(email, `We received your message (${referenceNo})`, hello(input.name), [
            { text: `Thank you for writing to us${about}. We answer within one business day.` },
            // The message is not repeated: the form would otherwise send anyone's words, under
            // the shop's name, to any address typed in it.
            { text: `Reference: ${referenceNo}` },
          ]),
          now,
        );
      });
      mail.nudge();
      return { status: 'SUCCESS', reference_no: referenceNo, message: CONTACT_MESSAGES.thanks };
    },

    /**
     * Staff reply to a message (issue 34): emailed to its sender through the mail queue, kept
     * with the message (answered from then on) and in the activity log, in one transaction.
     */
    async reply(actor: Actor, referenceNo: string, reply: ContactReply): Promise<void> {
      requireRole(actor, 'staff');
      const message = await contact.byReference(referenceNo);
      if (!message) throw new ShopProblem(404, 'NOT_FOUND', 'There is no such message.');
      const now = clock();
      await writes.transaction(async (repos) => {
        await repos.contact.reply(message.id, {
          staffEmail: actor.email,
          message: reply.message,
          sentAt: now,
        });
        await repos.mail.enqueue(
          mailMessage(
            message.email,
            `Re: your message to Peel & Press (${referenceNo})`,
            hello(message.name),
            [...paragraphs(reply.message), { text: `Reference: ${referenceNo}` }],
          ),
          now,
        );
        await recordActivity(repos, actor, now, 'contact.reply', `contact message ${referenceNo}`, {
          characters: reply.message.length,
        });
      });
      mail.nudge();
    },
  };
}

export type ContactService = ReturnType<typeof contactService>;
