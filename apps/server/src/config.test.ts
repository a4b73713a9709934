import { getHeapStatistics } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives a new user working defaults with nothing set', () => {
    const config = loadConfig({}, '/srv/shop');
    expect(config).toMatchObject({
      env: 'production',
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: '/srv/shop/data',
      shopTimeZone: 'America/Los_Angeles',
      logLevel: 'info',
      trustProxy: false,
      catalogRefreshSeconds: 30,
      overload: {
        enabled: true,
        maxInFlight: 16,
        maxEventLoopDelayMs: 50,
        maxHeapUsedBytes: Math.round(getHeapStatistics().heap_size_limit * 0.9),
      },
    });
  });

  it('reads every variable it knows', () => {
    const config = loadConfig(
      {
        NODE_ENV: 'development',
        PORT: '8080',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop',
        DATA_DIR: '/var/lib/shop',
        SHOP_TIMEZONE: 'America/New_York',
        LOG_LEVEL: 'debug',
        TRUST_PROXY: 'true',
        DATABASE_POOL_SIZE: '20',
        CATALOG_REFRESH_SECONDS: '5',
        OVERLOAD_PROTECTION: 'false',
        OVERLOAD_MAX_IN_FLIGHT: '200',
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
        OVERLOAD_MAX_HEAP_MB: '512',
        S3_BUCKET: 'shop-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        UPLOAD_MAX_FILE_MB: '10',
        UPLOAD_MAX_REQUEST_MB: '30',
        SMTP_URL: 'smtp://shop:secret@mail.example.org:587',
        MAIL_FROM: 'Shop <shop@example.org>',
        SHOP_EMAIL: 'orders@example.org',
        PUBLIC_URL: 'https://shop.example.com/',
        SALES_TAX_RATES: 'NY:8.875, CA:7.25',
        PAYMENT_TEST_PROVIDER: 'true',
        DEMO_STAFF: 'true',
        ARTWORK_CHECK_THREADS: '2',
        BANK_TRANSFER_DETAILS: 'Peel & Press LLC, First Bank, routing 021000021, account 123456789',
      },
      '/srv/shop',
    );
    expect(config).toEqual({
      env: 'development',
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/shop',
      databasePoolSize: 20,
      dataDir: '/var/lib/shop',
      shopTimeZone: 'America/New_York',
      logLevel: 'debug',
      trustProxy: true,
      catalogRefreshSeconds: 5,
      overload: {
        enabled: false,
        maxInFlight: 200,
        maxEventLoopDelayMs: 0,
        maxHeapUsedBytes: 512 * 1024 * 1024,
      },
      storage: {
        kind: 's3',
        bucket: 'shop-files',
        region: 'eu-west-1',
        endpoint: 'http://127.0.0.1:9000',
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        forcePathStyle: true,
      },
      uploadLimits: {
        maxFiles: 4,
        maxFileBytes: 10 * 1024 * 1024,
        maxRequestBytes: 30 * 1024 * 1024,
      },
      mail: {
        smtpUrl: 'smtp://shop:secret@mail.example.org:587',
        from: 'Shop <shop@example.org>',
        outboxDir: '/var/lib/shop/outbox',
      },
      shopEmail: 'orders@example.org',
      publicUrl: 'https://shop.example.com',
      salesTaxRates: new Map([
        ['NY', 8875],
        ['CA', 7250],
      ]),
      paymentTestProvider: true,
      demoStaff: true,
      artworkCheckThreads: 2,
      bankTransferDetails: 'Peel & Press LLC, First Bank, routing 021000021, account 123456789',
    });
  });

  it('writes mail to DATA_DIR/outbox without SMTP_URL, and names a bad mail setting', () => {
    expect(loadConfig({}, '/srv/shop').mail).toEqual({
      smtpUrl: undefined,
      from: 'Peel & Press <hello@peelandpress.example>',
      outboxDir: '/srv/shop/data/outbox',
    });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.org' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SHOP_EMAIL: 'not an address' })).toThrow(/SHOP_EMAIL/);
  });

  it('keeps attachments under DATA_DIR unless a bucket is named, and wants both S3 keys', () => {
    expect(loadConfig({ DATA_DIR: 'data' }, '/srv/shop').storage).toEqual({
      kind: 'local',
      root: '/srv/shop/data/uploads',
    });
    expect(() => loadConfig({ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ UPLOAD_MAX_FILE_MB: '0' })).toThrow(/UPLOAD_MAX_FILE_MB/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }, '/x')).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be between 0 and 65535 (got "70000")'],
    [
      { DATABASE_URL: 'mysql://x@y/z' },
      'DATABASE_URL must start with postgres:// or postgresql://',
    ],
    [{ SHOP_TIMEZONE: 'Mars/Olympus' }, 'SHOP_TIMEZONE must be an IANA time zone'],
    [
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ],
    [
      { TRUST_PROXY: 'yes' },
      'TRUST_PROXY must be true, false or a number of proxy hops from 1 to 9 (got "yes")',
    ],
    [{ OVERLOAD_PROTECTION: 'off' }, 'OVERLOAD_PROTECTION must be true or false (got "off")'],
    [{ PAYMENT_TEST_PROVIDER: 'yes' }, 'PAYMENT_TEST_PROVIDER must be true or false (got "yes")'],
    [{ SALES_TAX_RATES: 'New York:8' }, 'SALES_TAX_RATES must be STATE:PERCENT'],
    [{ PUBLIC_URL: 'https://shop.example.com/path' }, 'PUBLIC_URL must be an origin'],
    [
      { OVERLOAD_MAX_IN_FLIGHT: '0' },
      'OVERLOAD_MAX_IN_FLIGHT must be between 1 and 100000 (got "0")',
    ],
    [
      { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0.5' },
      'OVERLOAD_MAX_EVENT_LOOP_DELAY_MS must be a whole number (got "0.5")',
    ],
    [{ OVERLOAD_MAX_HEAP_MB: 'lots' }, 'OVERLOAD_MAX_HEAP_MB must be a whole number (got "lots")'],
  ])('names the variable and the reason for %j', (env, expected) => {
    expect(() => loadConfig(env, '/x')).toThrowError(ConfigError);
    expect(() => loadConfig(env, '/x')).toThrowError(expected);
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'x', LOG_LEVEL: 'y' }, '/x');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toHaveLength(2);
    }
  });
});
