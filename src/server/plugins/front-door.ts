import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startOverloadMonitor, type OverloadLimits } from '../load/overload-monitor';
import { refusedForRequestTarget } from './errors';
import { refusedForOverload } from './load-shedding';
import { writeSecurityHeaders } from './security';

/**
 * What every request meets first and every answer last, in one callback hook each (each hook
 * Fastify runs costs a step on every request, and an async one a promise). On the way in: a
 * refusal for a target that is not a path and for an overloaded process, decided from the request
 * line and a boolean. On the way out: the security headers for what the answer is (JSON or a
 * document), and, once the server is closing, the connection's end.
 */
export default fp(
  async function frontDoor(app: FastifyInstance, limits: OverloadLimits) {
    const overload = startOverloadMonitor(limits);
    app.addHook('onClose', (_app, done) => {
      overload.stop();
      done();
    });
    app.addHook('onRequest', (request, reply, done) => {
      if (refusedForRequestTarget(request, reply) || refusedForOverload(overload, request, reply)) return;
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      writeSecurityHeaders(request, reply);
      // Once the server no longer accepts connections, each open one is closed after its answer,
      // so its client reconnects through the balancer to an instance that stays.
      if (app.closingConnections) reply.header('Connection', 'close');
      done(null, payload);
    });
  },
  { name: 'front-door' },
);
