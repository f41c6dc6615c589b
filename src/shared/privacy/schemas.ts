import { z } from 'zod';
import { LIMITS } from '#shared/limits.ts';
import { timestampSchema } from '#shared/wire-schemas.ts';
import { MAIL_STATUSES } from '../mail/schemas';
import { OFFER_STATUSES } from '../offers/offer-status';

const emailQuery = z
  .string({ error: 'email is required' })
  .trim()
  .min(1, 'email is required')
  .max(LIMITS.offerEmail, `email must be at most ${LIMITS.offerEmail} characters`);

/** GET /api/admin/privacy?email= and …/export?email= : one person, by e-mail address. */
export const privacyQuerySchema = z.object({ email: emailQuery });

/** POST /api/admin/privacy/erase */
export const privacyEraseSchema = z.object({ email: emailQuery });

export const privacyLookupSchema = z.object({
  email: z.string(),
  offers: z.number().int(),
  mails: z.number().int(),
  /** Feedback on accessibility sent with this address for a reply. */
  feedback: z.number().int(),
  /** Acknowledgements of a property's terms that opened its gated documents (or asked to). */
  documents: z.number().int(),
  /** OFFER_RETENTION_DAYS: offers go this long after their offer period ended. */
  retentionDays: z.number().int(),
});
export type PrivacyLookup = z.input<typeof privacyLookupSchema>;

/**
 * The file GET /api/admin/privacy/export hands out (DSGVO Art. 15): the address, when it was
 * exported, and each offer with everything kept about it (terms, consent, mails, the property).
 * Its entries may carry more fields as the product keeps more; the shape of the file is fixed.
 */
export const privacyExportSchema = z.object({
  email: z.string(),
  exportedAt: z.iso.datetime(),
  offers: z.array(
    z.looseObject({
      id: z.uuid(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone: z.string(),
      bidAmount: z.string(),
      createdAt: z.string(),
      property: z.object({ id: z.uuid(), title: z.string(), address: z.string() }),
      mails: z.array(z.looseObject({ kind: z.string(), status: z.string() })),
    }),
  ),
  /** Feedback on accessibility sent with this address. */
  accessibilityFeedback: z.array(z.looseObject({ createdAt: z.string(), message: z.string() })),
  /** The e-mail alerts switched on for a property. */
  alerts: z.array(z.looseObject({ property: z.object({ id: z.uuid(), title: z.string() }), createdAt: z.string() })),
  /**
   * Each acknowledgement of a property's terms: the terms as accepted (with the brokerage agreement,
   * if any), and every download it opened.
   */
  documentAccess: z.array(
    z.looseObject({
      property: z.object({ id: z.uuid(), title: z.string() }),
      name: z.string(),
      terms: z.string(),
      termsHash: z.string(),
      requestedAt: z.string(),
      confirmedAt: z.string().nullable(),
      /** With a brokerage agreement: the rate, the withdrawal notice and express request as shown, a withdrawal. */
      commissionRate: z.string().nullable(),
      withdrawalNotice: z.string().nullable(),
      expressRequest: z.string().nullable(),
      withdrawnAt: z.string().nullable(),
      /** Mails when documents are added or replaced. */
      notifyOnChanges: z.boolean(),
      downloads: z.array(z.looseObject({ document: z.string(), version: z.number().int(), downloadedAt: z.string() })),
    }),
  ),
  /** Viewing bookings made with this address: the slot, the person's data, when each step happened. */
  viewings: z.array(
    z.looseObject({
      property: z.object({ id: z.uuid(), title: z.string() }),
      startsAt: z.string(),
      name: z.string(),
      phone: z.string(),
      status: z.string(),
      requestedAt: z.string(),
    }),
  ),
  /**
   * Identifications as a buyer under the money-laundering act (decision 0139): the property, the
   * check's dates, until when it is kept, and the details given (null when sealed under another key).
   */
  identifications: z.array(
    z.looseObject({
      property: z.string(),
      awardedAt: z.string(),
      submittedAt: z.string().nullable(),
      confirmedAt: z.string().nullable(),
      keptUntil: z.string().nullable(),
      details: z.looseObject({}).nullable(),
    }),
  ),
});

/**
 * One person as the team sees them (decision 0120): found by e-mail address, with what they did
 * across every property. The same data the DSGVO export hands out, shaped for the screen.
 */
export const personSchema = z.object({
  email: z.string(),
  /** The names and phone numbers they gave, newest first, each once. */
  names: z.array(z.string()),
  phones: z.array(z.string()),
  /** Whether any offer's link confirmed the address. */
  verified: z.boolean(),
  offers: z.array(
    z.object({
      id: z.uuid(),
      property: z.object({ id: z.uuid(), title: z.string() }),
      bidAmount: z.string(),
      status: z.enum(OFFER_STATUSES),
      note: z.string().nullable(),
      isFavorite: z.boolean(),
      createdAt: timestampSchema,
      verifiedAt: timestampSchema.nullable(),
      withdrawnAt: timestampSchema.nullable(),
      /** When they agreed to the privacy notice and terms with this offer, and to which version. */
      consentedAt: timestampSchema.nullable(),
      privacyVersion: z.string().nullable(),
    }),
  ),
  alerts: z.array(z.object({ property: z.object({ id: z.uuid(), title: z.string() }), createdAt: timestampSchema })),
  mails: z.array(
    z.object({
      kind: z.string(),
      status: z.enum(MAIL_STATUSES),
      createdAt: timestampSchema,
      sentAt: timestampSchema.nullable(),
    }),
  ),
  /** Feedback on accessibility sent with this address. */
  feedback: z.number().int(),
  /** Acknowledgements of a property's terms made with this address. */
  documents: z.number().int(),
  /** OFFER_RETENTION_DAYS: offers go this long after their offer period ended. */
  retentionDays: z.number().int(),
});
export type Person = z.input<typeof personSchema>;
