import { isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '#shared/languages.ts';
import { defaultConcurrentPasswordChecks } from './auth/password-check-gate';
import { passwordProblem } from './auth/password-policy';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** proxy-addr's names for address ranges, accepted by Fastify's trustProxy. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  // A prefix length, or (IPv4) a dotted netmask.
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(prefix) === 4;
}

const trustProxySchema = z
  .string()
  .refine(
    (value) => value !== 'true',
    'true would believe any X-Forwarded-For a client writes; give the number of proxies in front (1) or their addresses',
  )
  .refine(
    (value) =>
      value === 'false' || /^\d{1,2}$/.test(value) || value.split(',').every((entry) => isProxyAddress(entry.trim())),
    'must be the number of proxies in front (e.g. 1), or their addresses (IPs, CIDR ranges, loopback, uniquelocal), or false',
  );

const publicUrlSchema = z
  .url({ protocol: /^https?$/, error: 'must be the http(s) address visitors use, e.g. https://angebote.example.de' })
  .transform((value) => new URL(value).origin);

/** One address, or "Name <address>" as mail headers write it. */
const mailFromSchema = z
  .string()
  .max(320)
  .refine(
    (value) => z.email().safeParse(value.match(/<([^<>]+)>\s*$/)?.[1] ?? value).success,
    'must be an e-mail address, or "Name <address>", e.g. "Isarwert Immobilien <angebote@example.de>"',
  );

const notifySchema = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .refine(
    (addresses) => addresses.every((address) => z.email().safeParse(address).success),
    'must be one e-mail address or several separated by commas',
  );

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  ADMIN_USERNAME: z.string().min(1).max(255).default('admin'),
  ADMIN_PASSWORD: z
    .string()
    .max(1024)
    .superRefine((password, context) => {
      const problem = passwordProblem(password);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SECRETS_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  // Checked here: Fastify would otherwise fail later with a message that does not name the variable.
  TRUST_PROXY: trustProxySchema.optional(),
  PUBLIC_URL: publicUrlSchema.optional(),
  SEED_DEMO: booleanFlag.optional(),
  REQUIRE_TOTP: booleanFlag.default(false),
  OFFER_RATE_LIMIT: z.coerce.number({ error: 'must be a whole number' }).int().min(0).default(30),
  IPV6_PREFIX_LENGTH: z.coerce
    .number({ error: 'must be a whole number from 32 to 128' })
    .int('must be a whole number from 32 to 128')
    .min(32, 'must be a whole number from 32 to 128')
    .max(128, 'must be a whole number from 32 to 128')
    .default(64),
  UPLOAD_MB_PER_CLIENT_HOUR: z.coerce
    .number({ error: 'must be a whole number of megabytes' })
    .int('must be a whole number of megabytes')
    .min(10, 'must be at least 10 (one proof of funds)')
    .default(30),
  UPLOAD_MB_PER_HOUR: z.coerce
    .number({ error: 'must be a whole number of megabytes' })
    .int('must be a whole number of megabytes')
    .min(10, 'must be at least 10 (one proof of funds)')
    .default(300),
  PASSWORD_CHECKS: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(64).optional(),
  PASSWORD_CHECK_QUEUE: z.coerce.number({ error: 'must be a whole number' }).int().min(0).max(10_000).default(4),
  DATABASE_WAIT_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(0)
    .max(300)
    .default(10),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(0)
    .default(1000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, 'must be an smtp:// or smtps:// address, e.g. smtps://user:password@mail.example.de:465')
    .optional(),
  MAIL_FROM: mailFromSchema.optional(),
  NOTIFY_EMAIL: notifySchema.optional(),
  NOTIFY_LANGUAGE: z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(', ')}` }).default(DEFAULT_LANGUAGE),
  OFFER_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int('must be a whole number of days')
    .min(1)
    .max(3650)
    .default(180),
  SHUTDOWN_DRAIN_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(0)
    .max(120)
    .default(0),
  IMAGE_CACHE_MB: z.coerce
    .number({ error: 'must be a whole number of megabytes' })
    .int('must be a whole number of megabytes')
    .min(0)
    .max(100_000)
    .default(256),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  adminUsername: string;
  adminPassword?: string;
  /** Resolved at start-up: from the env or the generated file in DATA_DIR. */
  sessionSecret?: string;
  /** Seals second factors at rest; without it, a key derived from the session secret does. */
  secretsKey?: string;
  /** false, a hop count (the proxies in front), or the proxies' addresses for proxy-addr. */
  trustProxy: boolean | number | string;
  /** The origin visitors use (https://…); with https the session cookie is __Host- prefixed. */
  publicUrl?: string;
  /** undefined: seed only a brand-new embedded database. */
  seedDemo?: boolean;
  /** Admins without a second factor may do nothing but enrol one. */
  requireTotp?: boolean;
  offerRateLimit: number;
  /** Bytes of anonymous uploads (proofs of funds) per client and for everyone, per hour. */
  uploadQuota: { bytesPerClient: number; bytesOverall: number };
  /** Limits count IPv6 clients by this network prefix (limits/client-key.ts). */
  ipv6PrefixLength: number;
  /** Sign-in password checks at once, and how many more may wait; the rest get 429 (auth/password-check-gate.ts). */
  passwordChecks: { concurrent: number; waiting: number };
  logLevel: Env['LOG_LEVEL'];
  /** Mean event-loop delay above which requests get 503 (0: never). */
  maxEventLoopDelayMs: number;
  /** How long a request waits for an unreachable PostgreSQL before answering 503. */
  databaseWaitSeconds: number;
  mail: MailConfig;
  /** Offers (and their mails) are deleted this many days after their property's offer period ended. */
  offerRetentionDays: number;
  /** After SIGTERM: this long /readyz says 503 while requests are still served, then the server closes. */
  shutdownDrainSeconds: number;
  /** With DATABASE_URL: the size of each instance's disk cache of images (images/image-cache.ts). */
  imageCacheBytes: number;
}

interface MailConfig {
  /** Without it mails wait in the outbox until it is set. */
  smtpUrl?: string;
  /** The sender; required with smtpUrl. */
  from?: string;
  /** The agent's addresses told of each new offer (none: no notification is written). */
  notify: string[];
  /** The language of the agent's notification. */
  notifyLanguage: Language;
}

export class ConfigError extends Error {}

/** TRUST_PROXY: a hop count ("1" behind one proxy) or the proxies' addresses; see app.ts. */
function parseTrustProxy(value: string | undefined): false | number | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value) === 0 ? false : Number(value);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty variables count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const missing = [
    // The mails link to the privacy page and the admin: they need the address people reach.
    ...(e.SMTP_URL && !e.PUBLIC_URL
      ? ['  PUBLIC_URL: must be set with SMTP_URL (the links in the e-mails use it)']
      : []),
    ...(e.SMTP_URL && !e.MAIL_FROM ? ['  MAIL_FROM: must be set with SMTP_URL (the sender of the e-mails)'] : []),
  ];
  if (missing.length > 0) throw new ConfigError(`Invalid environment configuration:\n${missing.join('\n')}`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    sessionSecret: e.SESSION_SECRET,
    secretsKey: e.SECRETS_KEY,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    publicUrl: e.PUBLIC_URL,
    seedDemo: e.SEED_DEMO,
    requireTotp: e.REQUIRE_TOTP,
    offerRateLimit: e.OFFER_RATE_LIMIT,
    ipv6PrefixLength: e.IPV6_PREFIX_LENGTH,
    uploadQuota: {
      bytesPerClient: e.UPLOAD_MB_PER_CLIENT_HOUR * 1024 * 1024,
      bytesOverall: e.UPLOAD_MB_PER_HOUR * 1024 * 1024,
    },
    passwordChecks: {
      concurrent: e.PASSWORD_CHECKS ?? defaultConcurrentPasswordChecks(),
      waiting: e.PASSWORD_CHECK_QUEUE,
    },
    logLevel: e.LOG_LEVEL,
    databaseWaitSeconds: e.DATABASE_WAIT_SECONDS,
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    offerRetentionDays: e.OFFER_RETENTION_DAYS,
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    imageCacheBytes: e.IMAGE_CACHE_MB * 1024 * 1024,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, notify: e.NOTIFY_EMAIL ?? [], notifyLanguage: e.NOTIFY_LANGUAGE },
  };
}

/**
 * Settings that are valid but probably not meant, logged as warnings at start-up. Behind a proxy
 * without PUBLIC_URL, the pages' canonical and sharing links, the sitemap and robots.txt name
 * whatever host the request gave: each host gets answers of its own (never another host's), but
 * search engines may be shown a name the agency does not own.
 */
export function configWarnings(config: AppConfig): string[] {
  const warnings: string[] = [];
  if (config.trustProxy !== false && !config.publicUrl) {
    warnings.push(
      'TRUST_PROXY is set but PUBLIC_URL is not: canonical links, the sitemap and robots.txt name the host each request gives. Set PUBLIC_URL=https://… to the address visitors use.',
    );
  }
  if (config.databaseUrl && !config.secretsKey) {
    warnings.push(
      'DATABASE_URL is set but SECRETS_KEY is not: second factors are sealed with a key derived from SESSION_SECRET, and changing that secret voids them. Set SECRETS_KEY to keep the two apart.',
    );
  }
  return warnings;
}
