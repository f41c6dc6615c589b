import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readyBody, sendReadyBody } from '../public-reads/ready-body';
import { builtFontsStylesheet, withFontsLinked } from '../site/fonts-stylesheet';
import { firstActiveProperty, renderHomePage } from './home-page';

/** GET /: the built shell carrying the shown property's title, description and cover preload. */
export default async function homePageRoute(app: FastifyInstance, options: { clientDir: string }) {
  const indexFile = join(options.clientDir, 'index.html');
  if (!existsSync(indexFile)) return;
  const template = withFontsLinked(readFileSync(indexFile, 'utf8'), builtFontsStylesheet(options.clientDir));
  app.get('/', async (request, reply) => {
    const body = await app.publicReads.get('home', 'properties', async () =>
      readyBody(renderHomePage(template, await firstActiveProperty(app.db)), 'text/html; charset=utf-8'),
    );
    return sendReadyBody(request, reply, body);
  });
}
