import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sellerViewSchema } from '#shared/seller-view/schemas.ts';
import { endpointRoute } from '../api/endpoint-route';
import { sendPdf } from '../api/pdf-reply';
import { privateAnswer } from '../api/private-answer';
import { eventStreams, serverSentEvent } from '../api/event-streams';
import { renderBidLogPdf } from '../bid-log/bid-log-pdf';
import { StandingWatchers } from '../offers/standing-watchers';
import { findOpenSellerLink, markSellerLinkOpened } from './seller-links';
import { readSellerView, type SellerViewNow } from './seller-view';

const viewEvent = (view: SellerViewNow) => serverSentEvent('seller-view', z.encode(sellerViewSchema, view));
const GONE_EVENT = serverSentEvent('gone', {});

/**
 * GET /api/seller-view/:token and its event stream (decision 0074). No session: the token is the
 * only credential. It follows the offers through the same notices as the public standing
 * (StandingWatchers: one LISTEN per process), and a revoke or a deleted offer through the
 * 'standing' topic every instance hears.
 */
export default async function sellerViewRoutes(app: FastifyInstance) {
  const watchers = new StandingWatchers(app.db, app.offerEvents, app.log.child({ component: 'seller-view' }));
  const streamEvents = eventStreams(app);
  app.publicReads.onForget((topic) => watchers.publicChange(topic));

  endpointRoute(app, 'sellerView', async (request, reply) => {
    const now = new Date();
    const link = await findOpenSellerLink(app.db, request.params.token, now);
    const view = link && (await readSellerView(app.db, link));
    privateAnswer(reply);
    if (!link || !view) return reply.notFound();
    await markSellerLinkOpened(app.db, link.id, now);
    return view;
  });

  // The seller's copy of the bid log, the same PDF the agent can download (decision 0073).
  endpointRoute(app, 'sellerBidLogPdf', async (request, reply) => {
    const link = await findOpenSellerLink(app.db, request.params.token, new Date());
    const pdf = link && (await renderBidLogPdf(app.db, link.propertyId, request.query.language ?? 'de'));
    privateAnswer(reply);
    return pdf ? sendPdf(reply, pdf) : reply.notFound();
  });

  endpointRoute(app, 'sellerViewEvents', async (request, reply) => {
    const { token } = request.params;
    const link = await findOpenSellerLink(app.db, token, new Date());
    const view = link && (await readSellerView(app.db, link));
    privateAnswer(reply);
    if (!link || !view) return reply.notFound();
    reply.raw.setHeader('Referrer-Policy', 'no-referrer');
    reply.raw.setHeader('X-Robots-Tag', 'noindex, nofollow');
    return streamEvents(reply, viewEvent(view), (send) => {
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        send(GONE_EVENT);
        reply.raw.end();
      };
      // The stream ends when the link does, even without an offer to notice it by.
      const expiry = setTimeout(end, Math.min(link.expiresAt.getTime() - Date.now(), 2 ** 31 - 1));
      const stopWatching = watchers.watch(link.propertyId, () => {
        void (async () => {
          const open = await findOpenSellerLink(app.db, token, new Date());
          const changed = open && (await readSellerView(app.db, open));
          if (ended) return;
          if (changed) send(viewEvent(changed));
          else end();
        })().catch((error: unknown) => request.log.warn({ err: error }, 'seller view not announced'));
      });
      return () => {
        clearTimeout(expiry);
        stopWatching();
      };
    });
  });
}
