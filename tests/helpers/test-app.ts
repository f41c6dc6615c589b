import { mkdtempSync, rmSync } from 'node:fs';
import { secondFactorKeysFor, type SecondFactorKeys } from '#server/auth/second-factor-keys.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '#server/app.ts';
import { loggerOptions } from '#server/log-safety.ts';
import type { AppConfig } from '#server/config.ts';
import type { Database, DatabaseHandle } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import type { ImageFiles } from '#server/images/image-files.ts';
import { openImageStore } from '#server/images/open-image-store.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './test-credentials';
import { contractConformance } from './contract-conformance';
import { createTestDatabase } from './test-database';
import type { SiteRenderer } from '#shared/site/site-render.ts';

export { ADMIN_PASSWORD, ADMIN_USERNAME };
const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  handle: DatabaseHandle;
  /** Where the app keeps its images: a directory on the embedded database, PostgreSQL otherwise. */
  images: ImageFiles;
  /** Where the app keeps property documents: a directory on the embedded database, PostgreSQL otherwise. */
  documents: ImageFiles;
  /** The instance's own data directory (uploads, caches), removed on close. */
  dataDir: string;
  /** The keys this app seals second factors with (SECRETS_KEY, else the session secret). */
  secondFactorKeys: SecondFactorKeys;
  /** A new browser-like client with its own cookie jar (optionally from its own address). */
  client(options?: TestClientOptions): TestClient;
  /** A client already signed in as the admin. */
  adminClient(clientOptions?: TestClientOptions): Promise<TestClient>;
  /**
   * Fixtures written straight into the database bypass the admin API, so the app is told, as it
   * would be of another process's change: its cached public answers are dropped.
   */
  wroteBehindTheApp(): void;
  close(): Promise<void>;
}

function testConfig(overrides: Partial<AppConfig> = {}): AppConfig & { sessionSecret: string } {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '.',
    adminUsername: ADMIN_USERNAME,
    databaseWaitSeconds: 10,
    // Load shedding is off: a busy test machine must not turn a test's request into a 503.
    // tests/api/load-shedding.test.ts turns it on to test it.
    maxEventLoopDelayMs: 0,
    trustProxy: false,
    offerRateLimit: 0,
    // Password checks are not shed either: tests fire parallel guesses to test the limits behind
    // it. tests/api/password-check-gate.test.ts sets a small gate to test the shedding.
    passwordChecks: { concurrent: 2, waiting: 1000 },
    ipv6PrefixLength: 64,
    // Tests upload from one address all day: tests/api/upload-quota.test.ts sets small quotas.
    uploadQuota: { bytesPerClient: 10 * 1024 ** 3, bytesOverall: 10 * 1024 ** 3 },
    logLevel: 'silent',
    offerRetentionDays: 180,
    shutdownDrainSeconds: 0,
    imageCacheBytes: 16 * 1024 * 1024,
    ...overrides,
    mail: { notify: [], notifyLanguage: 'de', ...overrides.mail },
    sessionSecret: TEST_SECRET,
  };
}

export interface TestAppOptions {
  /** A built client to serve (index.html, assets); by default whatever dist/client holds. */
  clientDir?: string;
  /** Renders the public pages on the server; by default none (pages are the plain shell). */
  siteRenderer?: SiteRenderer;
  /** Receives the app's JSON log lines (level info, with the production redaction). */
  logStream?: { write(line: string): void };
  /** Runs on the fresh database before the app is built (and before its onReady hooks). */
  beforeBuild?: (db: Database) => Promise<void>;
  /** A migrated database of the test's own instead of a fresh copy of the shared one. */
  database?: DatabaseHandle;
  /** How often load is sampled (plugins/load-shedding.ts). */
  loadSampleIntervalMs?: number;
  /** How the mail outbox polls and backs off (mail/outbox-worker.ts). */
  mailTiming?: BuildAppOptions['mailTiming'];
  /** How guesses at one account slow its sign-ins; by default not at all. */
  accountSlowdown?: BuildAppOptions['accountSlowdown'];
}

/** Builds the real app on a fresh copy of the migrated database, with one admin user. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const handle = options.database ?? (await createTestDatabase());
  // The real scrypt hash of ADMIN_PASSWORD, computed once per run by the global setup.
  await handle.db
    .insert(users)
    .values({ username: ADMIN_USERNAME, passwordHash: inject('adminPasswordHash') })
    // A second app on the same database (another instance, a restart) finds the user there.
    .onConflictDoNothing();
  await options.beforeBuild?.(handle.db);
  const dataDir = mkdtempSync(join(tmpdir(), 'offers-data-'));
  const config = testConfig(overrides);
  const images = openImageStore(handle, {
    uploadsDir: join(dataDir, 'uploads'),
    imageCacheDir: join(dataDir, 'image-cache'),
    imageCacheBytes: config.imageCacheBytes,
  });
  const app = await buildApp({
    config,
    database: handle,
    images,
    ...(options.clientDir ? { clientDir: options.clientDir } : {}),
    siteRenderer: options.siteRenderer ?? null,
    ...(options.loadSampleIntervalMs ? { loadSampleIntervalMs: options.loadSampleIntervalMs } : {}),
    ...(options.mailTiming ? { mailTiming: options.mailTiming } : {}),
    // Off unless asked for, like the offer limit: tests sign in wrongly on purpose, one after
    // another, and tests/api/spread-attacks.test.ts tests the slowdown itself.
    accountSlowdown: options.accountSlowdown ?? {
      freeFailures: Number.MAX_SAFE_INTEGER,
      firstDelayMs: 0,
      maxDelayMs: 0,
    },
    ...(options.logStream ? { logger: loggerOptions('info', options.logStream) } : {}),
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    handle,
    images: images.files,
    documents: images.documents,
    dataDir,
    secondFactorKeys: secondFactorKeysFor(config),
    client: (clientOptions) => new TestClient(app, clientOptions),
    async adminClient(clientOptions) {
      const client = new TestClient(app, clientOptions);
      const response = await client.login();
      if (response.statusCode !== 200) throw new Error(`admin login failed: ${response.statusCode} ${response.body}`);
      return client;
    },
    wroteBehindTheApp() {
      for (const topic of ['properties', 'translations', 'pages'] as const) app.publicReads.forget(topic);
    },
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type RequestOptions = Omit<InjectOptions, 'cookies'> & { csrf?: boolean };

export interface TestClientOptions {
  /** The client's IP address as the server sees it (default 127.0.0.1). */
  remoteAddress?: string;
  /** Headers sent with every request, e.g. x-forwarded-proto. */
  headers?: Record<string, string>;
}

/**
 * Keeps cookies like a browser and mirrors XSRF-TOKEN into X-XSRF-TOKEN like the client does.
 * Every answer it receives must conform to the published OpenAPI document (contract-conformance.ts).
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly defaults: TestClientOptions = {},
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(options: RequestOptions): Promise<LightMyRequestResponse> {
    const { csrf = true, headers = {}, ...rest } = options;
    const allHeaders: Record<string, string> = { ...this.defaults.headers, ...(headers as Record<string, string>) };
    if (this.defaults.remoteAddress && rest.remoteAddress === undefined)
      rest.remoteAddress = this.defaults.remoteAddress;
    if (this.cookies.size > 0) allHeaders.cookie = this.cookieHeader();
    const token = this.cookies.get('XSRF-TOKEN');
    if (csrf && token && !('x-xsrf-token' in allHeaders)) allHeaders['x-xsrf-token'] = token;
    const response = await this.app.inject({ ...rest, headers: allHeaders } as InjectOptions);
    const problem = contractConformance().problemWith({
      method: String(rest.method ?? 'GET'),
      url: String(rest.url ?? ''),
      statusCode: response.statusCode,
      contentType: response.headers['content-type'] as string | undefined,
      body: response.body,
    });
    if (problem) throw new Error(`An answer outside the published API contract: ${problem}`);
    for (const cookie of response.cookies) {
      const expired =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && new Date(cookie.expires).getTime() < Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, options: RequestOptions = {}) {
    return this.request({ ...options, method: 'GET', url });
  }
  post(url: string, payload?: unknown, options: RequestOptions = {}) {
    return this.request({ ...options, method: 'POST', url, payload: payload as InjectOptions['payload'] });
  }
  put(url: string, payload?: unknown, options: RequestOptions = {}) {
    return this.request({ ...options, method: 'PUT', url, payload: payload as InjectOptions['payload'] });
  }
  patch(url: string, payload?: unknown, options: RequestOptions = {}) {
    return this.request({ ...options, method: 'PATCH', url, payload: payload as InjectOptions['payload'] });
  }
  delete(url: string, payload?: unknown, options: RequestOptions = {}) {
    return this.request({ ...options, method: 'DELETE', url, payload: payload as InjectOptions['payload'] });
  }

  /** Fetches a CSRF token first (as the login page would), then signs in. */
  async login(username = ADMIN_USERNAME, password = ADMIN_PASSWORD) {
    if (!this.cookies.has('XSRF-TOKEN')) await this.get('/api/auth/user');
    return this.post('/api/login', { username, password });
  }
}
