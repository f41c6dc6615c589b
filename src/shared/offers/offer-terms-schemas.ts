import { z } from 'zod';
import { FINANCING_OPTIONS, PROOF_MEDIA_TYPES } from './offer-terms';

/** POST /api/offer-documents: the stored upload, to be named in the offer as proofOfFundsId. */
export const offerDocumentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  mediaType: z.enum(PROOF_MEDIA_TYPES),
});

/** An offer's terms as the admin sees them (decision 0070); null for an offer without any. */
export const offerTermsSchema = z
  .object({
    financing: z.enum(FINANCING_OPTIONS).nullable(),
    /** YYYY-MM-DD. */
    handoverDate: z.iso.date().nullable(),
    bindingDays: z.number().int().nullable(),
    message: z.string().nullable(),
    /** The uploaded proof of funds; its bytes come from GET /api/admin/offers/:id/proof-of-funds. */
    proofOfFunds: z.object({ fileName: z.string(), sizeBytes: z.number().int(), mediaType: z.string() }).nullable(),
  })
  .nullable();
