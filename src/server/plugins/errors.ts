import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { germanMessage } from '#shared/translations/german-message.ts';
import { notFoundMessageOf } from '../api/endpoint-route';
import { isDatabaseFailure } from '../db/database-unavailable';

interface ValidationIssue {
  path: string;
  message: string;
}

function issuesOf(error: FastifyError): ValidationIssue[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((issue) => ({
    path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    // The shared schemas' messages are translation keys: people reading the answer get the German text.
    message: germanMessage(issue.message ?? 'Invalid value'),
  }));
}

/**
 * PostgreSQL refuses values it cannot store (a NUL byte: 22021; an untranslatable character: 22P05;
 * a date or number out of range: 22008, 22003). Only a client can put such values into a query,
 * so that is a bad request, not a server failure.
 */
const BAD_TEXT_CODES = new Set(['22021', '22P05', '22008', '22003']);

function isBadTextError(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === 'string' && BAD_TEXT_CODES.has(cause.code);
}

/** Seconds a client is asked to wait after a database failure. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Only origin-form targets ("/path?query") reach the routes. An absolute-form target
 * ("GET http://host/x", meant for proxies) or "OPTIONS *" is refused (400) before the session
 * and other hooks, which expect a path. Returns true when it answered.
 */
export function refusedForRequestTarget(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.raw.url?.startsWith('/')) return false;
  reply.code(400).header('Connection', 'close').send({ message: 'Bad request target' });
  return true;
}

/** Every error is JSON {message}; client mistakes never become a 500, and no stack leaves the server. */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.decorateReply('notFound', function notFound(this: FastifyReply) {
      return this.code(404).send({ message: notFoundMessageOf(this.request) });
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      // A path parameter that cannot name anything (not a uuid, an unknown language) names
      // nothing that exists: the same 404 as a missing row, in one place for every route.
      if (error.validation && error.validationContext === 'params') return reply.notFound();
      const issues = issuesOf(error);
      if (issues.length > 0) {
        const summary = issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message));
        return reply.code(400).send({ message: summary.join('; '), errors: issues });
      }
      if (isBadTextError(error)) {
        return reply.code(400).send({ message: 'The request contains values that cannot be stored' });
      }
      // The database is down, restarting, or refused a query: the request may work shortly, and
      // nothing the client sent is to blame. Logged in full for the operator.
      if (isDatabaseFailure(error)) {
        request.log.error({ err: error }, 'database failure');
        return reply
          .code(503)
          .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ message: 'Service temporarily unavailable. Please try again shortly.' });
      }
      const status = error.statusCode ?? 500;
      // A plugin's own "try again later" (Fastify while closing, say) stays one.
      if (status === 503) return reply.code(503).send({ message: error.message });
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ message: error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: 'Internal Server Error' });
    });
  },
  { name: 'errors' },
);
