import type { OutgoingMail } from '@shop/db/mail/mail-transport';

/**
 * The one layout of every message the shop sends (issue 30): plain text and HTML from the same
 * blocks. The HTML is a single column with inline styles, which mail clients render alike; every
 * value put in it is escaped. Each capability writes its own messages with it.
 */

const SHOP = 'Peel & Press';

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** A paragraph of text, or a code shown large, in a message's body. */
export type Block = { text: string } | { code: string };

export function mailMessage(
  to: string,
  subject: string,
  greeting: string,
  blocks: Block[],
): OutgoingMail {
  const text = [
    greeting,
    '',
    ...blocks.flatMap((block) => ('code' in block ? [`    ${block.code}`, ''] : [block.text, ''])),
    `— ${SHOP}`,
  ].join('\n');
  const html = [
    '<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#f6f4ef;',
    'font-family:Helvetica,Arial,sans-serif;color:#1d1d1b">',
    '<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">',
    `<p style="font-size:18px;font-weight:bold;margin:0 0 16px">${escapeHtml(SHOP)}</p>`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...blocks.map((block) =>
      'code' in block
        ? `<p style="font-size:32px;letter-spacing:8px;font-weight:bold;margin:16px 0">${escapeHtml(block.code)}</p>`
        : `<p>${escapeHtml(block.text)}</p>`,
    ),
    `<p style="color:#5c5b57">— ${escapeHtml(SHOP)}</p>`,
    '</div></body></html>',
  ].join('');
  return { to, subject, text, html };
}

export const hello = (firstName: string) => (firstName ? `Hello ${firstName},` : 'Hello,');

/** Text someone wrote, a block per line, so its lines stay lines in the HTML part too. */
export const paragraphs = (text: string): Block[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => ({ text: line }));
