import type { FastifyInstance } from 'fastify';
import { SELLER_LINK_MESSAGES } from '#shared/seller-view/schemas.ts';
import { sellerViewPath } from '#shared/seller-view/seller-view.ts';
import { endpointRoute } from '../api/endpoint-route';
import { auditById } from '../api/route-effects';
import { linkExpiry } from './link-expiry';
import { propertyExists } from '../properties/property-exists';
import { insertSellerLink, listSellerLinks, revokeSellerLink } from './seller-links';
import { newSellerToken } from './seller-tokens';

/** The agent's links for a property's seller (decision 0074); the audit hook logs create and revoke. */
export default async function adminSellerLinkRoutes(app: FastifyInstance) {
  endpointRoute(app, 'listSellerLinks', async (request, reply) => {
    if (!(await propertyExists(app.db, request.params.id))) return reply.notFound();
    return listSellerLinks(app.db, request.params.id);
  });

  endpointRoute(
    app,
    'createSellerLink',
    async (request, reply) => {
      const { id } = request.params;
      const { expiresInDays, expiresOn, showContact, label } = request.body;
      const now = new Date();
      const expiresAt = linkExpiry({ expiresInDays, expiresOn }, now);
      if (!expiresAt) {
        return reply.code(400).send({ message: SELLER_LINK_MESSAGES.expiresOn });
      }
      if (!(await propertyExists(app.db, id))) return reply.notFound();
      const token = newSellerToken();
      const link = await insertSellerLink(app.db, {
        propertyId: id,
        token,
        label,
        showContact,
        createdAt: now,
        expiresAt,
      });
      return { ...link, token, path: sellerViewPath(token) };
    },
    { invalidates: [], audit: auditById },
  );

  endpointRoute(
    app,
    'revokeSellerLink',
    async (request, reply) => {
      const { id, linkId } = request.params;
      const link = await revokeSellerLink(app.db, id, linkId, new Date());
      return link ?? reply.notFound();
    },
    { invalidates: ['standing'], audit: auditById },
  );
}
