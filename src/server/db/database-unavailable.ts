import { DrizzleQueryError } from 'drizzle-orm';

/** The database did not answer within the configured wait: callers answer 503, never 500. */
export class DatabaseUnavailableError extends Error {
  constructor(override readonly cause: unknown) {
    super('The database is unavailable');
    this.name = 'DatabaseUnavailableError';
  }
}

/** SQLSTATE classes and codes that mean "no usable connection", not "this query is wrong". */
const CONNECTION_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'EAI_AGAIN']);
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Client was closed',
];

/**
 * True when an error of node-postgres says the server could not be reached or dropped the
 * connection (a restart, a failover): the statement did not run, so trying it again is safe.
 */
export function isConnectionError(error: unknown): boolean {
  // Drizzle wraps the driver's error as its cause; an earlier wait that gave up is final.
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof DatabaseUnavailableError) return false;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (CONNECTION_ERRNOS.has(code) || CONNECTION_SQLSTATES.has(code) || code.startsWith('08')) return true;
    }
    if (CONNECTION_MESSAGES.some((text) => (current as Error).message.includes(text))) return true;
    current = current.cause;
  }
  return false;
}

/**
 * True for an error of the database rather than of the request: the wait gave up, or a query
 * failed (Drizzle's "Failed query", on either driver). Clients get 503 for these, never 500.
 */
export function isDatabaseFailure(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof DatabaseUnavailableError || current instanceof DrizzleQueryError) return true;
    current = current.cause;
  }
  return false;
}
