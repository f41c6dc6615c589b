import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Paths that are never a client route: a miss there is a JSON 404, not the page. */
function isNeverPage(path: string): boolean {
  return (
    path === '/api' ||
    path.startsWith('/api/') ||
    path.startsWith('/uploads/') ||
    // A missing script or stylesheet must not come back as HTML with status 200.
    path.startsWith('/assets/')
  );
}

/**
 * The built client (pre-compressed .br/.gz from the build) and the uploaded images on disk.
 * Any GET outside /api that matches no file gets index.html, so client routes work on reload;
 * a path that is no route and no active content page gets it with status 404.
 */
export default fp(
  async function staticFilesPlugin(
    app: FastifyInstance,
    options: {
      clientDir: string;
      /** Where uploaded images are kept on disk; none when they are in the database (images/image-serving.ts). */
      uploadsDir?: string;
      /** The built index.html as pages the browser renders get it (fonts linked), read once at start-up. */
      shell: string;
      /** The status a client page path answers with (its route exists, or not). */
      pageStatus: (path: string) => Promise<200 | 404>;
      /** Pages never meant for search results (sign-in, admin, the seller's view). */
      isPrivatePage: (path: string) => boolean;
      /** The seller's view: its address holds a token, so no referrer and no caching. */
      isTokenPage: (path: string) => boolean;
      /** Sends the rendered 404 page (site/site-routes.ts), when pages are rendered on the server. */
      notFoundPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
    },
  ) {
    const { uploadsDir, shell, isPrivatePage, isTokenPage } = options;
    if (uploadsDir) {
      mkdirSync(uploadsDir, { recursive: true });
      await app.register(fastifyStatic, {
        root: uploadsDir,
        prefix: '/uploads/',
        decorateReply: false,
        index: false,
        // Upload names are random and never reused, so they can be cached for good.
        cacheControl: false,
        setHeaders: (res) => {
          res.header('Cache-Control', IMMUTABLE);
          res.header('X-Content-Type-Options', 'nosniff');
        },
      });
    }

    const hasClient = existsSync(join(options.clientDir, 'index.html'));
    if (hasClient) {
      await app.register(fastifyStatic, {
        root: options.clientDir,
        prefix: '/',
        // The build output is fixed at start-up: one route per file, so unknown paths reach the
        // not-found handlers of their prefix (the admin one answers 401 when signed out).
        wildcard: false,
        // robots.txt is answered by seo/robots-route.ts (it names the sitemap's absolute address).
        globIgnore: ['robots.txt', 'robots.txt.br', 'robots.txt.gz'],
        preCompressed: true,
        // "/" and content pages are rendered by site/ (or properties/home-page-route.ts without a
        // renderer); the sign-in page and the admin get the plain shell.
        index: false,
        cacheControl: false,
        setHeaders: (res, path) => {
          const isHashedAsset = path.includes(`${join(options.clientDir, 'assets')}`);
          res.header('Cache-Control', isHashedAsset ? IMMUTABLE : 'no-cache');
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (wantsPage && hasClient && !isNeverPage(path)) {
        // The shell either way: the client shows the page, or its 404 screen with a real 404.
        const status = await options.pageStatus(path);
        const tokenPage = isTokenPage(path);
        if (status === 404 && options.notFoundPage && !tokenPage) return options.notFoundPage(request, reply);
        if (isPrivatePage(path)) reply.header('X-Robots-Tag', 'noindex, nofollow');
        if (tokenPage) reply.header('Referrer-Policy', 'no-referrer');
        reply.header('Cache-Control', tokenPage ? 'private, no-store' : 'no-cache');
        return reply.code(status).type('text/html; charset=utf-8').send(shell);
      }
      return reply.code(404).send({ message: 'Not Found' });
    });
  },
  { name: 'static-files' },
);
