import { z } from 'zod';
import { timestampSchema } from '#shared/wire-schemas.ts';

export const NOTARY_DOSSIER_LIMITS = { sellerReference: 200 } as const;

/** GET /api/admin/properties/:id/notary-dossier: what the agent entered, and when it was last sent. */
export const notaryDossierSchema = z.object({
  /** Awarded properties have a dossier; before the award there is nothing to hand over. */
  awarded: z.boolean(),
  sellerReference: z.string(),
  notaryEmail: z.string().nullable(),
  sentAt: timestampSchema.nullable(),
});
export type NotaryDossier = z.input<typeof notaryDossierSchema>;

/** PUT /api/admin/properties/:id/notary-dossier. */
export const notaryDossierBodySchema = z.strictObject({
  sellerReference: z
    .string({ error: 'sellerReference is text' })
    .trim()
    .min(1, 'Enter the seller’s or the mandate’s reference.')
    .max(NOTARY_DOSSIER_LIMITS.sellerReference, `At most ${NOTARY_DOSSIER_LIMITS.sellerReference} characters.`)
    .refine((value) => !/[\r\n]/.test(value), 'One line, please.'),
  /** Empty: the dossier is only downloaded. */
  notaryEmail: z
    .string({ error: 'notaryEmail is text' })
    .trim()
    .max(255, 'At most 255 characters.')
    .pipe(z.union([z.literal(''), z.email({ error: 'Enter a valid e-mail address for the notary.' })]))
    .transform((value) => (value === '' ? null : value)),
});
export type NotaryDossierBody = z.input<typeof notaryDossierBodySchema>;

export const notaryDossierSentSchema = z.object({ message: z.string(), sentAt: timestampSchema });
