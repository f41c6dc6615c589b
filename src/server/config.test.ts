import { describe, expect, it } from 'vitest';
import { ConfigError, configWarnings, loadConfig } from './config';
import { defaultConcurrentPasswordChecks } from './auth/password-check-gate';

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      adminUsername: 'admin',
      adminPassword: undefined,
      sessionSecret: undefined,
      secretsKey: undefined,
      trustProxy: false,
      publicUrl: undefined,
      seedDemo: undefined,
      requireTotp: false,
      offerRateLimit: 30,
      ipv6PrefixLength: 64,
      uploadQuota: { bytesPerClient: 30 * 1024 * 1024, bytesOverall: 300 * 1024 * 1024 },
      passwordChecks: { concurrent: defaultConcurrentPasswordChecks(), waiting: 4 },
      logLevel: 'info',
      databaseWaitSeconds: 10,
      maxEventLoopDelayMs: 1000,
      offerRetentionDays: 180,
      shutdownDrainSeconds: 0,
      imageCacheBytes: 256 * 1024 * 1024,
      mail: { smtpUrl: undefined, from: undefined, notify: [], notifyLanguage: 'de' },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/offers',
      DATABASE_URL: 'postgresql://app:secret@db:5432/offers',
      ADMIN_USERNAME: 'chef',
      ADMIN_PASSWORD: 'a-long-password',
      SESSION_SECRET: 's'.repeat(32),
      SECRETS_KEY: 'k'.repeat(32),
      REQUIRE_TOTP: 'true',
      TRUST_PROXY: '1',
      PUBLIC_URL: 'https://angebote.example.de/',
      SEED_DEMO: 'false',
      OFFER_RATE_LIMIT: '0',
      IPV6_PREFIX_LENGTH: '56',
      UPLOAD_MB_PER_CLIENT_HOUR: '20',
      UPLOAD_MB_PER_HOUR: '100',
      PASSWORD_CHECKS: '3',
      PASSWORD_CHECK_QUEUE: '0',
      LOG_LEVEL: 'warn',
      DATABASE_WAIT_SECONDS: '30',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      SMTP_URL: 'smtps://mailer:secret@mail.example.de:465',
      MAIL_FROM: 'Isarwert Immobilien <angebote@example.de>',
      NOTIFY_EMAIL: 'makler@example.de, buero@example.de',
      NOTIFY_LANGUAGE: 'en',
      OFFER_RETENTION_DAYS: '365',
      SHUTDOWN_DRAIN_SECONDS: '8',
      IMAGE_CACHE_MB: '64',
    });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/offers',
      databaseUrl: 'postgresql://app:secret@db:5432/offers',
      adminUsername: 'chef',
      adminPassword: 'a-long-password',
      sessionSecret: 's'.repeat(32),
      secretsKey: 'k'.repeat(32),
      trustProxy: 1,
      publicUrl: 'https://angebote.example.de',
      seedDemo: false,
      requireTotp: true,
      offerRateLimit: 0,
      ipv6PrefixLength: 56,
      uploadQuota: { bytesPerClient: 20 * 1024 * 1024, bytesOverall: 100 * 1024 * 1024 },
      passwordChecks: { concurrent: 3, waiting: 0 },
      logLevel: 'warn',
      databaseWaitSeconds: 30,
      maxEventLoopDelayMs: 0,
      offerRetentionDays: 365,
      shutdownDrainSeconds: 8,
      imageCacheBytes: 64 * 1024 * 1024,
      mail: {
        smtpUrl: 'smtps://mailer:secret@mail.example.de:465',
        from: 'Isarwert Immobilien <angebote@example.de>',
        notify: ['makler@example.de', 'buero@example.de'],
        notifyLanguage: 'en',
      },
    });
  });

  it('treats empty variables as unset and ignores unrelated ones', () => {
    expect(loadConfig({ PORT: '', OFFER_RATE_LIMIT: '', PATH: '/usr/bin', HOME: '/root' })).toMatchObject({
      port: 3000,
      offerRateLimit: 30,
    });
  });

  it.each([
    ['true', true],
    ['1', true],
    ['yes', true],
    ['false', false],
    ['0', false],
    ['no', false],
  ])('SEED_DEMO=%s → %s', (value, expected) => {
    expect(loadConfig({ SEED_DEMO: value }).seedDemo).toBe(expected);
  });

  it.each([
    ['false', false],
    ['127.0.0.1', '127.0.0.1'],
    ['10.0.0.0/8, 192.168.1.1', '10.0.0.0/8, 192.168.1.1'],
    ['loopback', 'loopback'],
    ['::1,fd00::/8', '::1,fd00::/8'],
    ['1', 1],
    ['2', 2],
  ])('TRUST_PROXY=%s is accepted', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['OFFER_RATE_LIMIT', '-1'],
    ['PASSWORD_CHECKS', '0'],
    ['IPV6_PREFIX_LENGTH', '16'],
    ['UPLOAD_MB_PER_CLIENT_HOUR', '5'],
    ['IPV6_PREFIX_LENGTH', '129'],
    ['PASSWORD_CHECK_QUEUE', 'few'],
    ['OFFER_RATE_LIMIT', 'many'],
    ['OFFER_RATE_LIMIT', '2.5'],
    ['SESSION_SECRET', 'too-short'],
    ['SECRETS_KEY', 'too-short'],
    ['REQUIRE_TOTP', 'sometimes'],
    ['SESSION_SECRET', 'x'.repeat(31)],
    ['DATABASE_URL', 'mysql://root@localhost/offers'],
    ['DATABASE_URL', 'localhost:5432'],
    ['SEED_DEMO', 'maybe'],
    ['SEED_DEMO', 'TRUE!'],
    ['ADMIN_PASSWORD', 'short'],
    ['DATABASE_WAIT_SECONDS', '2.5'],
    ['DATABASE_WAIT_SECONDS', '301'],
    ['MAX_EVENT_LOOP_DELAY_MS', '-1'],
    ['ADMIN_PASSWORD', 'eleven-char'],
    ['ADMIN_PASSWORD', 'qwerty123456'],
    ['ADMIN_PASSWORD', 'Password2026!'],
    ['LOG_LEVEL', 'verbose'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', 'true'],
    ['PUBLIC_URL', 'angebote.example.de'],
    ['PUBLIC_URL', 'ftp://angebote.example.de'],
    ['TRUST_PROXY', '10.0.0.0/99'],
    ['TRUST_PROXY', '127.0.0.1, not-an-address'],
    ['SMTP_URL', 'mail.example.de:25'],
    ['SMTP_URL', 'https://mail.example.de'],
    ['MAIL_FROM', 'Isarwert Immobilien'],
    ['MAIL_FROM', 'Isarwert <not an address>'],
    ['NOTIFY_EMAIL', 'makler@example.de, buero'],
    ['NOTIFY_LANGUAGE', 'es'],
    ['OFFER_RETENTION_DAYS', '0'],
    ['SHUTDOWN_DRAIN_SECONDS', '-1'],
    ['SHUTDOWN_DRAIN_SECONDS', '600'],
    ['IMAGE_CACHE_MB', 'lots'],
    ['OFFER_RETENTION_DAYS', 'half a year'],
  ])('%s=%s stops start-up with a message naming the variable', (name, value) => {
    const message = configError({ [name]: value });
    expect(message).toMatch(/^Invalid environment configuration/);
    expect(message).toContain(`${name}:`);
  });

  it('wants PUBLIC_URL and MAIL_FROM with SMTP_URL: the mails link to the site and need a sender', () => {
    const message = configError({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect(message).toContain('PUBLIC_URL:');
    expect(message).toContain('MAIL_FROM:');
    expect(
      loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: 'https://a.example.de', MAIL_FROM: 'a@example.de' })
        .mail,
    ).toEqual({ smtpUrl: 'smtp://127.0.0.1:2525', from: 'a@example.de', notify: [], notifyLanguage: 'de' });
  });

  it('lists every bad variable at once', () => {
    const message = configError({ PORT: 'abc', OFFER_RATE_LIMIT: '-1', SEED_DEMO: 'maybe' });
    for (const name of ['PORT', 'OFFER_RATE_LIMIT', 'SEED_DEMO']) expect(message).toContain(`${name}:`);
  });

  it('never repeats a secret value in the message', () => {
    const message = configError({
      SESSION_SECRET: 'my-short-secret',
      ADMIN_PASSWORD: 'secret7',
      SMTP_URL: 'mailer:smtp-password@mail.example.de',
    });
    expect(message).toContain('SMTP_URL:');
    expect(message).not.toContain('smtp-password');
    expect(message).not.toContain('my-short-secret');
    expect(message).not.toContain('secret7');
  });
});

describe('configWarnings', () => {
  it('warns behind a proxy without PUBLIC_URL, and on PostgreSQL without SECRETS_KEY', () => {
    const warnings = configWarnings(loadConfig({ TRUST_PROXY: '1', DATABASE_URL: 'postgres://db/offers' }));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^TRUST_PROXY is set but PUBLIC_URL is not/);
    expect(warnings[1]).toMatch(/^DATABASE_URL is set but SECRETS_KEY is not/);
  });

  it('says nothing for the embedded start, nor once both are set', () => {
    expect(configWarnings(loadConfig({}))).toEqual([]);
    expect(
      configWarnings(
        loadConfig({
          TRUST_PROXY: '1',
          PUBLIC_URL: 'https://angebote.example.de',
          DATABASE_URL: 'postgres://db/offers',
          SECRETS_KEY: 'k'.repeat(32),
        }),
      ),
    ).toEqual([]);
  });
});
