import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { auditById } from '../api/route-effects';
import { sendPdf } from '../api/pdf-reply';
import { loadMailTexts } from '../mail/mail-texts';
import { findOfferMailSubject } from '../mail/offer-mail-subject';
import { publicOriginOf } from '../seo/public-origin';
import { offerReceipt } from './offer-receipt';

/** GET /api/admin/offers/:id/receipt: the receipt the bidder got, rendered again from the stored rows. */
export default async function adminReceiptRoutes(app: FastifyInstance) {
  endpointRoute(
    app,
    'offerReceipt',
    async (request, reply) => {
      const offer = await findOfferMailSubject(app.db, request.params.id);
      if (!offer) return reply.notFound();
      const language = request.query.language ?? offer.formLanguage;
      const texts = { [language]: await loadMailTexts(app.db, language), de: await loadMailTexts(app.db, 'de') };
      // The same file as the bidder's when PUBLIC_URL is set (mail is sent only then).
      const receipt = await offerReceipt(offer, language, texts, publicOriginOf(request, app.config.publicUrl));
      return sendPdf(reply, receipt);
    },
    { audit: auditById },
  );
}
