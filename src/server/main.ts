import { Server } from 'node:net';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, configWarnings, loadConfig, type AppConfig } from './config';
import { seedDemoContent } from './demo/seed';
import { ensureAdminUser, resolveSecondFactorKeys, resolveSessionSecret } from './auth/bootstrap';
import { sealPlainSecondFactors } from './auth/second-factor';
import { startImageVariantBackfill } from './images/image-variants';
import { moveUploadsIntoDatabase } from './images/move-uploads-into-database';
import { openImageStore } from './images/open-image-store';
import { loggerOptions, safeErrorMessage } from './log-safety';
import { dataPaths, openDatabase } from './start-up';
import { limitHeapGrowth } from './heap-growth';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee .env.example for the accepted values.\n`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Stops accepting connections, then waits (at most waitMs) until every open one has ended, so that
 * app.close() meets no request: Fastify answers one arriving while it closes with 503. Meanwhile
 * each answer carries Connection: close, and idle keep-alive connections are left for the client
 * (the balancer) to close: closing one here could cross a request being sent on it at that moment,
 * which the balancer would not send again (a POST). What is still open after waitMs, app.close()
 * closes.
 */
function stopAccepting(app: FastifyInstance, waitMs: number): Promise<void> {
  app.closingConnections = true;
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    // net.Server's close, not http.Server's: that one also destroys every connection without a
    // request in progress, among them a new one whose request has arrived but not been read yet.
    Server.prototype.close.call(app.server, () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

async function main() {
  limitHeapGrowth();
  const config = readConfig();
  const { dataDir, uploadsDir, documentsDir, imageCacheDir } = dataPaths(config);
  const { handle, createdNow } = await openDatabase(config);
  const sessionSecret = resolveSessionSecret(dataDir, config.sessionSecret);
  const images = openImageStore(handle, {
    uploadsDir,
    documentsDir,
    imageCacheDir,
    imageCacheBytes: config.imageCacheBytes,
  });

  const sealed = await sealPlainSecondFactors(
    handle.db,
    resolveSecondFactorKeys(dataDir, { ...config, sessionSecret }),
  );
  await ensureAdminUser(handle.db, { username: config.adminUsername, password: config.adminPassword, dataDir });
  // Demo content: a brand-new embedded database gets it; SEED_DEMO overrides either way.
  const seed = config.seedDemo ?? (!config.databaseUrl && createdNow);
  const seeded = seed ? await seedDemoContent(handle.db, images.files) : null;

  const app = await buildApp({
    config: { ...config, sessionSecret },
    database: handle,
    images,
    logger: loggerOptions(config.logLevel),
  });
  if (seeded) app.log.info(seeded, 'demo content checked');
  for (const warning of configWarnings(config)) app.log.warn(warning);
  if (sealed > 0) app.log.info({ sealed }, 'second factors stored in plain text are sealed now');
  // Before listening: the URLs of images kept on this disk until now must work on every instance.
  await moveUploadsIntoDatabase(uploadsDir, images.files, app.log);

  const drainMs = config.shutdownDrainSeconds * 1000;
  closeWithGrace({ delay: 2 * drainMs + 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal, drainSeconds: config.shutdownDrainSeconds }, 'shutting down');
    if (!err && drainMs > 0) {
      // A rolling restart: /readyz fails first so the balancer moves on; requests still arriving
      // meanwhile are served, and their connections kept open. Closing each after its answer would
      // make a balancer that does not watch /readyz (nginx) open a new connection for every request,
      // and those still waiting to be accepted when the listener closes are reset by the kernel:
      // their POSTs fail (502).
      app.draining = true;
      await new Promise((resolve) => setTimeout(resolve, drainMs));
      // Then refused connections tell the balancer to go elsewhere, which it may safely do.
      await stopAccepting(app, drainMs);
    }
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`database: ${handle.kind}${handle.kind === 'pglite' ? ` (${dataDir})` : ''}`);
  // Uploads stored before a variant existed get it in the background, while requests are served.
  startImageVariantBackfill(images.files, app.log);
}

main().catch((error: unknown) => {
  process.stderr.write(`Start-up failed: ${safeErrorMessage(error)}\n`);
  process.exit(1);
});
