import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

interface ValidationIssue {
  path: string;
  message: string;
}

function issuesOf(error: FastifyError): ValidationIssue[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((issue) => ({
    path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: issue.message ?? 'Invalid value',
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

/** Every error is JSON {message}; client mistakes never become a 500, and no stack leaves the server. */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const issues = issuesOf(error);
      if (issues.length > 0) {
        const summary = issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message));
        return reply.code(400).send({ message: summary.join('; '), errors: issues });
      }
      if (isBadTextError(error)) {
        return reply.code(400).send({ message: 'The request contains values that cannot be stored' });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ message: error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: 'Internal Server Error' });
    });
  },
  { name: 'errors' },
);
