import { parseSalesTaxRates, type SalesTaxRates } from '@shop/domain/orders/checkout-rules';
import { DEMO_BANK_DETAILS } from '@shop/shop/orders/payments';
import { join, resolve } from 'node:path';
import { availableParallelism } from 'node:os';
import { getHeapStatistics } from 'node:v8';
import type { DatabaseTarget } from '@shop/db/client';
import type { StorageTarget } from '@shop/db/storage/open-file-store';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from '@shop/shop/uploads/contract';
import { z } from 'zod';

/**
 * The one place that reads the environment. Everything else receives a validated Config, so a
 * bad value stops the process at start with a readable message instead of failing later.
 */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// Chosen by measurement on a 2-core machine (docs/performance.md, "Overload (issue 13)" and its
// issue 28 part): a request's handling runs to its end without yielding, so past capacity the
// queue is in the sockets, seen only as event-loop delay. 50 ms refused nothing to a lone visitor
// beside six busy processes (25 ms did) and answered the excess at twice capacity in 2 ms.
const DEFAULT_MAX_IN_FLIGHT = 16;
const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 50;
/** Of V8's heap limit: past it garbage collection takes most of the time. */
const DEFAULT_MAX_HEAP_SHARE = 0.9;

const MIB = 1024 * 1024;

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  DATABASE_URL: z
    .url({ message: 'must be a postgres:// URL' })
    .refine(
      (url) => /^postgres(ql)?:\/\//.test(url),
      'must start with postgres:// or postgresql://',
    )
    .optional(),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  SHOP_TIMEZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as America/Los_Angeles')
    .default('America/Los_Angeles'),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  // A number trusts that many proxy hops (safer: X-Forwarded-For's left end is the client's to
  // write); true trusts every hop.
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[1-9])$/, 'must be true, false or a number of proxy hops from 1 to 9')
    .default('false')
    .transform((value) => (value === 'true' ? true : value === 'false' ? false : Number(value))),
  CATALOG_REFRESH_SECONDS: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 86400')
    .max(86_400, 'must be between 0 and 86400')
    .default(30),
  REDIS_URL: z
    .url({ message: 'must be a redis:// URL' })
    .refine((url) => /^rediss?:\/\//.test(url), 'must start with redis:// or rediss://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 100')
    .max(100, 'must be between 1 and 100')
    .default(10),
  // Overload protection (issue 13): past these limits a request is answered 503 at once.
  OVERLOAD_PROTECTION: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default('true')
    .transform((value) => value === 'true'),
  OVERLOAD_MAX_IN_FLIGHT: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 100000')
    .max(100_000, 'must be between 1 and 100000')
    .default(DEFAULT_MAX_IN_FLIGHT),
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 60000')
    .max(60_000, 'must be between 0 and 60000')
    .default(DEFAULT_MAX_EVENT_LOOP_DELAY_MS),
  // Attachments (issue 16, ADR 0025): local disk under DATA_DIR unless a bucket is named.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .optional(),
  S3_ENDPOINT: z
    .url({ message: 'must be an http(s):// URL' })
    .refine((url) => /^https?:\/\//.test(url), 'must start with http:// or https://')
    .optional(),
  S3_REGION: z.string().min(1, 'must not be empty').default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Bucket in the path (most S3-compatible servers); default: when an endpoint is given.
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),
  UPLOAD_MAX_FILE_MB: z.coerce
    .number({ message: 'must be a number of MiB' })
    .positive('must be more than 0')
    .max(10_240, 'must be at most 10240')
    .default(DEFAULT_UPLOAD_LIMITS.maxFileBytes / MIB),
  UPLOAD_MAX_REQUEST_MB: z.coerce
    .number({ message: 'must be a number of MiB' })
    .positive('must be more than 0')
    .max(40_960, 'must be at most 40960')
    .default(DEFAULT_UPLOAD_LIMITS.maxRequestBytes / MIB),
  // Mail (issue 30, ADR 0042): SMTP when set; else .eml files in DATA_DIR/outbox, shown at /outbox.
  SMTP_URL: z
    .url({ message: 'must be an smtp:// or smtps:// URL' })
    .refine((url) => /^smtps?:\/\//.test(url), 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z
    .string()
    .min(3, 'must be an address such as Shop <hello@example.com>')
    .default('Peel & Press <hello@peelandpress.example>'),
  SHOP_EMAIL: z
    .email({ message: 'must be an email address' })
    .default('hello@peelandpress.example'),
  // Checkout (issue 31, ADR 0044).
  PUBLIC_URL: z
    .url({ message: 'must be an http(s):// URL such as https://shop.example.com' })
    .refine(
      (url) => /^https?:\/\/[^/]+\/?$/.test(url),
      'must be an origin such as https://shop.example.com',
    )
    .optional(),
  SALES_TAX_RATES: z
    .string()
    .default('')
    .transform((text, context) => {
      try {
        return parseSalesTaxRates(text);
      } catch (error) {
        context.addIssue({
          code: 'custom',
          message: `must be STATE:PERCENT,...: ${(error as Error).message}`,
        });
        return z.NEVER;
      }
    }),
  BANK_TRANSFER_DETAILS: z
    .string()
    .trim()
    .min(10, 'must name the account to pay into')
    .max(300, 'must be at most 300 characters')
    .default(DEMO_BANK_DETAILS),
  PAYMENT_TEST_PROVIDER: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  // The demo back-office accounts (issue 34): development and e2e only, never by default.
  DEMO_STAFF: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  // Worker threads checking artwork (issue 33); 0 checks in the request's own thread (tools).
  ARTWORK_CHECK_THREADS: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 16')
    .max(16, 'must be between 0 and 16')
    .default(Math.max(1, Math.min(4, availableParallelism() - 1))),
  // Unset: a share of V8's heap limit, so that --max-old-space-size moves it along.
  OVERLOAD_MAX_HEAP_MB: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 1000000')
    .max(1_000_000, 'must be between 0 and 1000000')
    .optional(),
});

export interface Config {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  /** Set: PostgreSQL through node-postgres. Unset: embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** Absolute path of the embedded database's directory. */
  dataDir: string;
  shopTimeZone: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** How often each process checks the catalog for changes (0: never). */
  catalogRefreshSeconds: number;
  /** Behind a proxy that sets X-Forwarded-*: client IPs and https come from those headers. */
  trustProxy: boolean | number;
  /** Set: rate-limit counters live in Redis, shared by every process. Unset: in memory. */
  redisUrl: string | undefined;
  overload: OverloadConfig;
  /** Where attachments are kept: DATA_DIR/uploads, or the S3 bucket when S3_BUCKET is set. */
  storage: StorageTarget;
  uploadLimits: UploadLimits;
  /** Where mail goes: an SMTP server, or `.eml` files in DATA_DIR/outbox (`/outbox`). */
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  /** The shop's own address: contact messages go to it. */
  shopEmail: string;
  /** Where the shop is on the web: links in emails (order links) start with it. */
  publicUrl: string;
  /** Sales-tax rates by state, thousandths of a percent; empty: no tax collected. */
  salesTaxRates: SalesTaxRates;
  /** Offer the test payment provider (tests and e2e only). */
  paymentTestProvider: boolean;
  /** DEMO_STAFF=true: the demo back-office accounts exist (development and e2e only). */
  demoStaff: boolean;
  /** Where invoices are paid: printed on the invoice and in the confirmation email. */
  bankTransferDetails: string;
  /** Worker threads checking and proofing artwork; 0: in the request's thread. */
  artworkCheckThreads: number;
}

/** When the server answers 503 rather than queue more work (plugins/overload.ts). */
export interface OverloadConfig {
  enabled: boolean;
  /** Requests being answered at once; one more is refused. */
  maxInFlight: number;
  /** Mean event-loop delay over the last sample (0: not checked). */
  maxEventLoopDelayMs: number;
  /** Heap in use, in bytes (0: not checked). */
  maxHeapUsedBytes: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Empty strings count as unset, the way shells and .env files usually mean them. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        return `${name} ${issue.message} (got ${JSON.stringify(present[name])})`;
      }),
    );
  }
  const e = parsed.data;
  const keys = [e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (keys.filter(Boolean).length === 1) {
    throw new ConfigError(['S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together']);
  }
  const dataDir = resolve(cwd, e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir,
    shopTimeZone: e.SHOP_TIMEZONE,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    catalogRefreshSeconds: e.CATALOG_REFRESH_SECONDS,
    redisUrl: e.REDIS_URL,
    overload: {
      enabled: e.OVERLOAD_PROTECTION,
      maxInFlight: e.OVERLOAD_MAX_IN_FLIGHT,
      maxEventLoopDelayMs: e.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes:
        e.OVERLOAD_MAX_HEAP_MB === undefined
          ? Math.round(getHeapStatistics().heap_size_limit * DEFAULT_MAX_HEAP_SHARE)
          : e.OVERLOAD_MAX_HEAP_MB * 1024 * 1024,
    },
    storage: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: (e.S3_FORCE_PATH_STYLE ?? (e.S3_ENDPOINT ? 'true' : 'false')) === 'true',
        }
      : { kind: 'local', root: join(dataDir, 'uploads') },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, outboxDir: join(dataDir, 'outbox') },
    shopEmail: e.SHOP_EMAIL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    salesTaxRates: e.SALES_TAX_RATES,
    paymentTestProvider: e.PAYMENT_TEST_PROVIDER,
    demoStaff: e.DEMO_STAFF,
    bankTransferDetails: e.BANK_TRANSFER_DETAILS,
    artworkCheckThreads: e.ARTWORK_CHECK_THREADS,
    uploadLimits: {
      maxFiles: DEFAULT_UPLOAD_LIMITS.maxFiles,
      maxFileBytes: Math.round(e.UPLOAD_MAX_FILE_MB * MIB),
      maxRequestBytes: Math.round(e.UPLOAD_MAX_REQUEST_MB * MIB),
    },
  };
}

export function databaseTarget(config: Config): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
    : { kind: 'pglite', dataDir: config.dataDir };
}
