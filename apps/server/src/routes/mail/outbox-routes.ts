import type { OutboxEntry } from '@shop/db/mail/mail-transport';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Messages the listing shows. */
const LISTED = 100;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1d1b;background:#f6f4ef}
main{max-width:960px;margin:0 auto;padding:24px 16px}
h1{font-size:1.6rem;margin:0 0 8px}p{line-height:1.5}
table{width:100%;border-collapse:collapse;background:#fff;border-radius:8px;overflow:hidden}
th,td{text-align:left;padding:10px 12px;border-bottom:1px solid #e4e1d9;vertical-align:top}
th{font-size:.85rem;color:#4a4945;background:#efece4}
a{color:#0b5cad}pre{white-space:pre-wrap;word-break:break-word;background:#fff;padding:16px;border-radius:8px;font-size:1rem;line-height:1.5}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;background:#fff;padding:16px;border-radius:8px}
dt{font-weight:600}dd{margin:0;word-break:break-word}
@media (max-width:600px){th:nth-child(3),td:nth-child(3){display:none}}
`;

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)} | Peel &amp; Press</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const when = (iso: string) => iso.replace('T', ' ').slice(0, 19) + ' UTC';

/**
 * `/outbox` (issue 30, ADR 0042): without an SMTP server the shop writes its mail to
 * DATA_DIR/outbox, and a person at the shop's own machine reads it here (a new user sees their
 * verification code without a mail server). It answers only when mail goes to files, the
 * request comes from this machine (loopback) and no proxy is trusted (a proxy would make every
 * request look local); anyone else gets the shop's 404.
 */
export async function outboxRoutes(app: FastifyInstance) {
  const { outbox } = app.shop.mail;
  // A reverse proxy on this machine makes every request come from loopback: one that says it
  // forwards a request (any of these headers) is not the shop's own machine asking.
  const forwarded = (request: FastifyRequest) =>
    ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host'].some(
      (header) => request.headers[header] !== undefined,
    );
  const local = (request: FastifyRequest) =>
    !forwarded(request) &&
    outbox !== null &&
    app.config.trustProxy === false &&
    LOOPBACK.has(request.socket.remoteAddress ?? '');

  const send = (reply: FastifyReply, html: string) =>
    reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(html);

  // Pages for a person at the shop's machine, not API operations: kept out of the OpenAPI document.
  app.get('/outbox', { schema: { hide: true } }, async (request, reply) => {
    if (!outbox || !local(request)) return reply.callNotFound();
    const messages = await outbox.list(LISTED);
    const rows = messages
      .map(
        (message: OutboxEntry) =>
          `<tr><td><a href="/outbox/${message.id}">${escapeHtml(message.subject)}</a></td><td>${escapeHtml(message.to)}</td><td>${when(message.sentAt)}</td></tr>`,
      )
      .join('');
    return send(
      reply,
      page(
        'Outbox',
        `<h1>Outbox</h1><p>No mail server is set (<code>SMTP_URL</code>), so the shop writes its mail to files instead; the newest ${LISTED} are listed here. Only this machine can see this page.</p>` +
          (messages.length === 0
            ? '<p>No mail yet.</p>'
            : `<table><thead><tr><th scope="col">Subject</th><th scope="col">To</th><th scope="col">Sent</th></tr></thead><tbody>${rows}</tbody></table>`),
      ),
    );
  });

  app.get<{ Params: { id: string } }>(
    '/outbox/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      if (!outbox || !local(request)) return reply.callNotFound();
      const raw = request.params.id.endsWith('.eml');
      const id = raw ? request.params.id.slice(0, -'.eml'.length) : request.params.id;
      if (raw) {
        const bytes = await outbox.raw(id);
        if (!bytes) return reply.callNotFound();
        return reply
          .header('cache-control', 'no-store')
          .header('content-disposition', `attachment; filename="${id}.eml"`)
          .type('message/rfc822')
          .send(bytes);
      }
      const message = await outbox.read(id);
      if (!message) return reply.callNotFound();
      return send(
        reply,
        page(
          message.subject,
          `<p><a href="/outbox">← Outbox</a></p><h1>${escapeHtml(message.subject)}</h1>` +
            `<dl><dt>To</dt><dd>${escapeHtml(message.to)}</dd><dt>Sent</dt><dd>${when(message.sentAt)}</dd></dl>` +
            `<pre>${escapeHtml(message.text)}</pre><p><a href="/outbox/${message.id}.eml">Download the message (.eml)</a></p>`,
        ),
      );
    },
  );
}
