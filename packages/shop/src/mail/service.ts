import type { MailTransport } from '@shop/db/mail/mail-transport';
import type { MailRepository } from '@shop/db/repositories/mail';

/**
 * How long a worker holds the message it is sending; past that another may send it. Well above
 * the transports' own timeouts (mail-transport.ts), so a slow send is never sent twice.
 */
const HOLD_MS = 5 * 60_000;
/** Messages taken at once: one, so each is held only while it is being sent. */
const BATCH = 1;
/** Tries before a message is given up (kept, with its last error). */
export const MAIL_MAX_ATTEMPTS = 8;

/** The wait before try `attempt + 1`: 30 s, doubling, at most an hour. */
export function mailRetryDelayMs(attempt: number): number {
  return Math.min(60 * 60_000, 30_000 * 2 ** Math.max(0, attempt - 1));
}

/**
 * The mail worker (ADR 0042): sends what writes queued in the outbox table, oldest first, with
 * retries and backoff; every process runs one, and a message is sent by one of them. `nudge`
 * (after a write that queued mail commits) sends at once instead of at the next tick.
 */
export function mailService({
  mail,
  transport,
  clock,
  onError,
}: {
  mail: MailRepository;
  transport: MailTransport;
  clock: () => Date;
  onError: (error: unknown) => void;
}) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  /** Stopped with the shop: no run starts after, since the database closes next. */
  let stopped = false;

  /** Sends every message due now; answers how many were sent. */
  async function deliverDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const now = clock();
      const batch = await mail.claimDue(now, new Date(now.getTime() + HOLD_MS), BATCH);
      for (const message of batch) {
        try {
          await transport.send(message);
        } catch (error) {
          const retryAt =
            message.attempts >= MAIL_MAX_ATTEMPTS
              ? null
              : new Date(clock().getTime() + mailRetryDelayMs(message.attempts));
          await mail.markFailed(message.id, errorText(error), retryAt);
          onError(error);
          continue;
        }
        // Outside the send's try: a sent message is never marked failed (and sent again).
        await mail.markSent(message.id, clock());
        sent += 1;
      }
      if (batch.length < BATCH) return sent;
    }
  }

  /** One run at a time in this process; a nudge during a run runs once more after it. */
  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = deliverDue()
      .catch((error: unknown) => {
        onError(error);
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void run();
        }
      });
    return running;
  }

  return {
    deliverDue: run,
    /** After a commit that queued mail: send now, if the worker runs in this process. */
    nudge() {
      if (timer) void run();
    },
    /** Checks the outbox every `intervalMs` (retries, and mail queued by other processes). */
    start(intervalMs = 15_000) {
      if (timer) return;
      timer = setInterval(() => void run(), intervalMs);
      timer.unref();
      void run();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
    /** The file outbox (mail written to DATA_DIR/outbox), null when mail goes to SMTP. */
    outbox: transport.outbox,
    describe: () => transport.describe(),
    pendingCount: () => mail.pendingCount(),
  };
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export type MailService = ReturnType<typeof mailService>;
