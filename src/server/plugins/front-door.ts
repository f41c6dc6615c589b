import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startOverloadMonitor, type OverloadLimits } from '../load/overload-monitor';
import { refusedForRequestTarget } from './errors';
import { refusedForOverload } from './load-shedding';
import { writeSecurityHeaders } from './security';

/**
 * What every request meets first, in one callback hook (each hook Fastify runs costs a step on
 * every request, and an async one a promise): the security headers, then a refusal for a target
 * that is not a path and for an overloaded process. Everything here is decided from the request
 * line and a boolean; nothing waits.
 */
export default fp(
  async function frontDoor(app: FastifyInstance, limits: OverloadLimits) {
    const overload = startOverloadMonitor(limits);
    app.addHook('onClose', (_app, done) => {
      overload.stop();
      done();
    });
    app.addHook('onRequest', (request, reply, done) => {
      writeSecurityHeaders(request, reply);
      if (refusedForRequestTarget(request, reply) || refusedForOverload(overload, request, reply)) return;
      done();
    });
  },
  { name: 'front-door' },
);
