import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the test SMTP server received: its envelope recipients and raw MIME text. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free local port, as a mail provider would be (issue 30): the shop sends
 * through nodemailer to it, and the test reads what arrived. `refuseNext(n)` makes the next `n`
 * messages fail (a provider's 451), to see the shop try again.
 */
export async function startSmtpInbox() {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          const refused = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(refused);
          return;
        }
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count: number) {
      refusals = count;
    },
    /** The 6-digit code of the last message with a code sent to `to`. */
    codeFor(to: string): string {
      const mail = received.findLast((message) => message.to.includes(to));
      // The plain-text part shows the code alone on an indented line (common/mail-message.ts).
      const code = mail?.raw.match(/\n {4}(\d{6})\r?\n/)?.[1];
      if (!code) throw new Error(`No code was mailed to ${to}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
