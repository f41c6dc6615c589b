import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { auditById } from '../api/route-effects';
import { endUserSession, listUserSessions } from './admin-sessions';

/** /api/admin/sessions: the signed-in admin's own sessions, and ending one (a lost or shared device). */
export default async function adminSessionRoutes(app: FastifyInstance) {
  endpointRoute(app, 'listSessions', async (request) =>
    listUserSessions(app.db, request.user!.id, request.session.sessionId),
  );

  endpointRoute(
    app,
    'endSession',
    async (request, reply) => {
      if (!(await endUserSession(app.db, request.user!.id, request.params.id))) return reply.notFound();
      request.log.info('session ended by its admin');
      return { message: 'Session ended' };
    },
    { invalidates: [], audit: auditById },
  );
}
