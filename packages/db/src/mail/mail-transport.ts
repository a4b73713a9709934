import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';

/** One message as the shop sends it: one recipient, a plain-text and an HTML body. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Where mail goes (ADR 0042): an SMTP server when `SMTP_URL` is set, else `.eml` files in
 * `DATA_DIR/outbox`, which `/outbox` lists on the shop's own machine.
 */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  /** Where mail goes, for the start-up log (no password). */
  describe(): string;
  /** The file outbox, when mail is written to files; null when it goes to an SMTP server. */
  readonly outbox: FileOutbox | null;
}

/** A message written to the outbox: its file name and what the listing shows. */
export interface OutboxEntry {
  /** `<time>-<uuid>`: the `.eml` and `.json` files' name. */
  id: string;
  to: string;
  subject: string;
  /** ISO time it was written. */
  sentAt: string;
  text: string;
  html: string;
}

export interface FileOutbox {
  /** The newest messages first, at most `limit`. */
  list(limit: number): Promise<OutboxEntry[]>;
  /** One message by id; null when there is none (or the id is not one of ours). */
  read(id: string): Promise<OutboxEntry | null>;
  /** The raw `.eml` of a message; null when there is none. */
  raw(id: string): Promise<Buffer | null>;
}

const OUTBOX_ID = /^\d{8}T\d{9}Z-[0-9a-f-]{36}$/;

/** SMTP through nodemailer: `smtp://user:pass@host:port` or `smtps://...`. */
export function smtpTransport(url: string, from: string): MailTransport {
  // Bounded waits, well under the worker's hold on a message (mail/service.ts HOLD_MS).
  const mailer = createTransport({
    url,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  const shown = new URL(url);
  if (shown.password) shown.password = '***';
  return {
    async send({ to, subject, text, html }) {
      await mailer.sendMail({ from, to, subject, text, html });
    },
    describe: () => `SMTP at ${shown.host}`,
    outbox: null,
  };
}

/**
 * Messages written as `.eml` files (nodemailer's stream transport builds the same MIME an SMTP
 * server would get), each with a `.json` beside it for the `/outbox` listing. Written under a
 * temporary name and renamed, so a listing never sees half a message.
 */
export function fileTransport(dir: string, from: string): MailTransport {
  const mailer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outbox: FileOutbox = {
    async list(limit) {
      const names = await readdir(dir).catch(() => [] as string[]);
      const ids = names
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -'.json'.length))
        .filter((id) => OUTBOX_ID.test(id))
        .sort()
        .reverse()
        .slice(0, limit);
      const entries = await Promise.all(ids.map((id) => outbox.read(id)));
      return entries.filter((entry): entry is OutboxEntry => entry !== null);
    },
    async read(id) {
      if (!OUTBOX_ID.test(id)) return null;
      const text = await readFile(join(dir, `${id}.json`), 'utf8').catch(() => null);
      if (text === null) return null;
      const stored: unknown = JSON.parse(text);
      return isEntry(stored) ? stored : null;
    },
    async raw(id) {
      if (!OUTBOX_ID.test(id)) return null;
      return readFile(join(dir, `${id}.eml`)).catch(() => null);
    },
  };
  return {
    async send(mail) {
      const { to, subject, text, html } = mail;
      const info = await mailer.sendMail({ from, to, subject, text, html });
      await mkdir(dir, { recursive: true });
      const now = new Date();
      const id = `${now.toISOString().replace(/[-:.]/g, '')}-${randomUUID()}`;
      const entry: OutboxEntry = { id, to, subject, text, html, sentAt: now.toISOString() };
      if (!Buffer.isBuffer(info.message)) throw new Error('The message was not built in memory');
      await writeAtomically(join(dir, `${id}.eml`), info.message);
      await writeAtomically(join(dir, `${id}.json`), JSON.stringify(entry));
    },
    describe: () => `files in ${dir} (listed at /outbox)`,
    outbox,
  };
}

async function writeAtomically(path: string, body: Buffer | string) {
  const temporary = `${path}.${randomUUID()}.tmp`;
  await writeFile(temporary, body);
  await rename(temporary, path);
}

function isEntry(value: unknown): value is OutboxEntry {
  if (typeof value !== 'object' || value === null) return false;
  const fields = new Map(Object.entries(value));
  return ['id', 'to', 'subject', 'sentAt', 'text', 'html'].every(
    (key) => typeof fields.get(key) === 'string',
  );
}
