import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AdminWrite, EndpointName } from '#shared/api/endpoints.ts';
import { recordAudit } from './audit-log';

/**
 * What each admin call leaves in the audit log: every write, and the export of the offers (a read
 * that hands out personal data). The type lists every admin write, so a new one does not compile
 * until it says whether it is logged.
 */
const AUDITED: Record<AdminWrite, boolean> & Partial<Record<EndpointName, boolean>> = {
  createProperty: true,
  updateProperty: true,
  deleteProperty: true,
  showPropertyOnHomePage: true,
  uploadPropertyImages: true,
  deletePropertyImage: true,
  reorderPropertyImages: true,
  updateImageAltText: true,
  uploadContactPhoto: true,
  deleteContactPhoto: true,
  createSellerLink: true,
  revokeSellerLink: true,
  toggleOfferFavorite: true,
  updateOffer: true,
  deleteOffer: true,
  deleteAllOffers: true,
  exportOffers: true,
  // A bidder's proof of funds is personal data handed out, like the export.
  downloadOfferProof: true,
  // So is the receipt: it names the bidder with their contact data.
  offerReceipt: true,
  // The seller's copy of a bid log leaves the system (no personal data, but the procedure's figures).
  bidLogPdf: true,
  createTranslation: true,
  updateTranslation: true,
  deleteTranslation: true,
  seedTranslations: true,
  createPage: true,
  updatePage: true,
  deletePage: true,
  retryMail: true,
  privacyExport: true,
  privacyErase: true,
};

/** The id an admin call was about: its path's :id, or the id of what it created. */
function targetOf(request: FastifyRequest, payload: unknown): string | null {
  const params = request.params as { id?: unknown } | undefined;
  if (typeof params?.id === 'string') return params.id;
  if (typeof payload !== 'string' || !payload.startsWith('{')) return null;
  const match = /^\{"id":"([0-9a-f-]{36})"/.exec(payload);
  return match?.[1] ?? null;
}

/**
 * The few facts worth keeping: the count an answer reports (delete all, erase), or the status an
 * offer was given and whether its note changed (the note itself may be personal).
 */
function detailOf(request: FastifyRequest, payload: unknown): Record<string, number | string | boolean> | null {
  if (request.routeOptions.config.endpoint === 'updateOffer') {
    const body = request.body as { status?: unknown; note?: unknown };
    const detail: Record<string, string | boolean> = {};
    if (typeof body.status === 'string') detail.status = body.status;
    if (body.note !== undefined) detail.noteChanged = true;
    return detail;
  }
  if (typeof payload !== 'string') return null;
  const match = /^\{"deleted":(\d+)\}$/.exec(payload);
  return match ? { deleted: Number(match[1]) } : null;
}

/** Logs each successful audited call of the admin scope before its answer leaves. */
export function auditAdminCalls(admin: FastifyInstance): void {
  admin.addHook('onSend', async (request, reply, payload) => {
    const name = request.routeOptions.config.endpoint;
    if (!name || !AUDITED[name] || reply.statusCode >= 400) return payload;
    try {
      await recordAudit(admin.db, {
        userId: request.user?.id ?? null,
        username: request.user?.username ?? null,
        action: name,
        targetId: targetOf(request, payload),
        detail: detailOf(request, payload),
      });
    } catch (error) {
      // The change itself is done; a missing log line must not turn it into an error.
      request.log.error({ err: error, action: name }, 'audit entry not written');
    }
    return payload;
  });
}
