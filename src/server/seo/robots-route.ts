import type { FastifyInstance } from 'fastify';
import { publicOriginOf } from './public-origin';
import { renderRobotsTxt } from './robots';

/** GET /robots.txt, generated because its Sitemap line needs the site's absolute address. */
export default async function robotsRoute(app: FastifyInstance, options: { publicUrl?: string }) {
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(renderRobotsTxt(publicOriginOf(request, options.publicUrl))),
  );
}
