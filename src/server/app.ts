import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { CLIENT_DIST_DIR } from './paths';
import csrfPlugin from './plugins/csrf';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import securityPlugin from './plugins/security';
import sessionPlugin from './plugins/session';
import staticFilesPlugin from './plugins/static-files';
import adminRoutes from './routes/admin/index';
import authRoutes from './routes/auth';
import healthRoutes from './routes/health';
import publicBidRoutes from './routes/public/bids';
import publicPageRoutes from './routes/public/pages';
import publicPropertyRoutes from './routes/public/properties';
import publicTranslationRoutes from './routes/public/translations';
import './types';

export interface BuildAppOptions {
  config: AppConfig & { sessionSecret: string };
  database: DatabaseHandle;
  uploadsDir: string;
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole application as a plugin tree; main.ts only starts it. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app: FastifyInstance = Fastify({
    logger: options.logger ?? false,
    // Fastify takes a hop count at run time; its type declaration leaves number out.
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: 1024 * 1024,
    // Fastify disables Node's request timeout; a client trickling a body must not hold a socket forever.
    requestTimeout: 300_000,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { maxParamLength: 500 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('uploadsDir', options.uploadsDir);

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(dbPlugin, { handle: options.database });
  await app.register(sessionPlugin, { secret: config.sessionSecret });
  await app.register(csrfPlugin, { secret: config.sessionSecret });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(publicPropertyRoutes);
  await app.register(publicBidRoutes);
  await app.register(publicPageRoutes);
  await app.register(publicTranslationRoutes);
  await app.register(adminRoutes, { prefix: '/api/admin' });
  await app.register(staticFilesPlugin, { clientDir: options.clientDir ?? CLIENT_DIST_DIR });
  return app;
}
