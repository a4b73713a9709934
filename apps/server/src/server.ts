import { openDatabase } from '@shop/db/client';
import { DataDirectoryInUseError } from '@shop/db/data-dir-lock';
import { ensureDemoCustomer } from '@shop/db/seed/demo-customer';
import { ensureDemoReviews } from '@shop/db/seed/demo-reviews';
import { ensureDemoStaff, removeDemoStaff } from '@shop/db/seed/demo-staff';
import { ensureHolidays, seedIfEmpty } from '@shop/db/seed/seed';
import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { buildApp } from './app';
import { ConfigError, databaseTarget, loadConfig, type Config } from './config';
import { bufferedStdout, loggerOptions } from './logging';
import { warmUp } from './warm-up';

/** Starts the shop: one process serving the API, the server-rendered pages and static assets. */
async function main() {
  const config = loadConfigOrExit();
  // JSON lines for log collectors; readable lines for a person at a terminal. Made before the
  // app so that each slow start-up phase says what it is doing (issue 11).
  // JSON lines go out through an asynchronous buffer (flushed each second and at exit), so a
  // request never waits for the terminal or the log collector (issue 14).
  const log = process.stdout.isTTY
    ? pino({
        ...loggerOptions(config.logLevel),
        transport: {
          target: 'pino-pretty',
          options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
        },
      })
    : pino(loggerOptions(config.logLevel), bufferedStdout());
  const place = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  log.info(`opening the database (${place})`);
  const database = await openDatabase(databaseTarget(config)).catch((error: unknown) => {
    if (error instanceof DataDirectoryInUseError) exit(error.message);
    throw error;
  });

  log.info('migrating the database');
  await database.migrate();
  log.info('loading the demo data where missing (the catalog into an empty database)');
  const seeded = await seedIfEmpty(database.db);
  await ensureHolidays(database.db);
  await ensureDemoCustomer(database.db);
  await ensureDemoReviews(database.db);
  if (config.demoStaff) {
    if (config.env === 'production') {
      log.warn('DEMO_STAFF=true: demo back-office accounts with a public password exist');
    }
    await ensureDemoStaff(database.db);
  } else if ((await removeDemoStaff(database.db)) > 0) {
    log.warn('demo staff accounts removed (DEMO_STAFF is not true)');
  }

  const app = await buildApp({
    config,
    database,
    storefront: { mode: config.env === 'development' ? 'development' : 'production' },
    loggerInstance: log,
    warmsUp: true,
  });

  // Housekeeping: expired sessions (their anonymous carts go with them) and day-old
  // idempotency keys, hourly; every process may do it, the deletes are idempotent.
  const housekeeping = setInterval(() => {
    Promise.all([
      app.shop.accounts.sessions.forgetExpired(),
      app.shop.staff.forgetExpired(),
      app.shop.forgetOldIdempotencyKeys(),
    ]).catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping failed'));
  }, 3_600_000);
  housekeeping.unref();
  app.addHook('onClose', async () => clearInterval(housekeeping));
  // Attachments whose request never committed (ADR 0025): at start, then every 15 minutes.
  const sweepFiles = () =>
    app.shop.uploads
      .removeOrphans()
      .then((removed) => removed > 0 && app.log.info({ removed }, 'orphaned uploads removed'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'upload housekeeping failed'));
  void sweepFiles();
  const fileHousekeeping = setInterval(() => void sweepFiles(), 15 * 60_000);
  fileHousekeeping.unref();
  app.addHook('onClose', async () => clearInterval(fileHousekeeping));
  app.log.info(`attachments kept on ${app.shop.uploads.describeStore()}`);
  // Artwork checks a crash left unfinished (their lease ran out): at start, then every minute.
  const recheckArtwork = () =>
    app.shop.artwork
      .recheckStale()
      .then((taken) => taken > 0 && app.log.info({ taken }, 'artwork checks run again'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'artwork recheck failed'));
  void recheckArtwork();
  const artworkHousekeeping = setInterval(() => void recheckArtwork(), 60_000);
  artworkHousekeeping.unref();
  app.addHook('onClose', async () => clearInterval(artworkHousekeeping));
  // Mail queued by writes (ADR 0042): sent at once after each commit, and retried every 15 s.
  app.shop.mail.start();
  app.log.info(`mail goes to ${app.shop.mail.describe()}`);
  if (config.databaseUrl && !config.mail.smtpUrl) {
    app.log.warn(
      'DATABASE_URL is set but SMTP_URL is not: customers get no mail (it is written to ' +
        `${config.mail.outboxDir}). Set SMTP_URL to the shop's mail server.`,
    );
  }
  if (seeded) app.log.info('empty database: demo catalog loaded');

  // In-flight requests finish, then the database closes (an onClose hook of the app).
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an unexpected error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  const address = await app.listen({ port: config.port, host: config.host });
  // Health says "starting" until the first pages are rendered (issue 28 item 3).
  app.log.info(`warming up: rendering the first pages at ${address}`);
  await warmUp(app);
  app.readiness.markReady();
  app.log.info(`print shop ready at ${address} (${place})`);
}

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) exit(error.message);
    throw error;
  }
}

function exit(message: string): never {
  console.error(message);
  process.exit(1);
}

main().catch((error: unknown) => {
  console.error('The shop could not start:', error);
  process.exit(1);
});
