import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const ONE_YEAR_SECONDS = 31_536_000;

/** Security headers on every response (GUIDE §5). */
export default fp(
  async function securityPlugin(app: FastifyInstance) {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Radix positions popovers with style attributes; scripts stay strict.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Admins may link external photos (http(s) only).
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          manifestSrc: ["'self'"],
        },
      },
      // HSTS only makes sense (and is only honoured) over HTTPS: added below per request.
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https') {
        reply.header('Strict-Transport-Security', `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`);
      }
    });
  },
  { name: 'security' },
);
