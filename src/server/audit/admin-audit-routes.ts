import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { listAudit, type AuditCursor } from './audit-log';

/** The cursor as the client carries it: opaque, base64url of the last entry's time and id. */
function encodeCursor(cursor: AuditCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

/** A timestamp as PostgreSQL prints it (2026-11-25 22:30:01.123456+00), and a real date at that. */
function isTimestampText(text: string): boolean {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?)([+-]\d{2})(?::?(\d{2}))?$/.exec(text);
  if (!match) return false;
  const [, day, time, hours, minutes = '00'] = match;
  const parsed = new Date(`${day}T${time}${hours}:${minutes}`);
  // A day that does not exist (2026-02-31) rolls over in JavaScript; PostgreSQL would refuse it.
  return !Number.isNaN(parsed.getTime()) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day!);
}

function decodeCursor(text: string): AuditCursor | null {
  try {
    const [at, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    const valid =
      typeof at === 'string' &&
      isTimestampText(at) &&
      typeof id === 'string' &&
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);
    return valid ? { at, id } : null;
  } catch {
    return null;
  }
}

/** GET /api/admin/audit: the log, newest first, in keyset pages. */
export default async function adminAuditRoutes(app: FastifyInstance) {
  endpointRoute(app, 'auditLog', async (request, reply) => {
    const { limit, cursor } = request.query;
    const after = cursor === undefined ? undefined : decodeCursor(cursor);
    if (after === null) return reply.code(400).send({ message: 'This cursor is not one of ours.' });
    const page = await listAudit(app.db, { limit, after });
    return {
      items: page.items.map(({ id, at, username, action, targetId, detail, clientAddress }) => ({
        id,
        at,
        username,
        action,
        targetId,
        detail: detail ?? null,
        clientAddress,
      })),
      nextCursor: page.next ? encodeCursor(page.next) : null,
    };
  });
}
