/**
 * Database errors carry the query's parameters (names, e-mail addresses, password hashes) in their
 * message and fields. Logs keep the SQL text, the error codes and the stack frames, never the values.
 */
interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  cause?: LoggedError;
}

function hasQuery(error: Error): error is Error & { query: string } {
  return typeof (error as { query?: unknown }).query === 'string' && 'params' in error;
}

export function safeErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return hasQuery(error) ? `Failed query: ${error.query}` : error.message;
}

function stackFrames(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

export function serializeError(error: Error, depth = 0): LoggedError {
  const cause = (error as { cause?: unknown }).cause;
  return {
    type: error.name,
    message: safeErrorMessage(error),
    code: (error as { code?: unknown }).code,
    stack: stackFrames(error),
    ...(cause instanceof Error && depth < 3 ? { cause: serializeError(cause, depth + 1) } : {}),
  };
}

/** Never log credentials or cookies. */
const LOG_REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  'password',
  'body.password',
];

/** Pino options for the server's logger: credentials redacted, query values stripped from errors. */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    redact: LOG_REDACT,
    serializers: { err: (error: Error) => serializeError(error) },
    ...(stream ? { stream } : {}),
  };
}
