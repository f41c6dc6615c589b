import { sql } from 'drizzle-orm';
import type { Role } from '#shared/auth/roles.ts';
import {
  bigint,
  customType,
  boolean,
  check,
  date,
  index,
  integer,
  json,
  jsonb,
  numeric,
  smallint,
  pgTable,
  type AnyPgColumn,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { BID_LOG_KINDS } from '#shared/bid-log/bid-log-kinds.ts';
import { LIMITS } from '#shared/limits.ts';
import { DOCUMENT_LIMITS } from '#shared/documents/schemas.ts';
import { FINANCING_OPTIONS, OFFER_TERMS_LIMITS } from '#shared/offers/offer-terms.ts';
import { OFFER_STATUSES } from '#shared/offers/offer-status.ts';
import { OFFER_MODES, PROCEDURE_LIMITS } from '#shared/procedure/offer-procedure.ts';
import { BUYER_COMMISSION_MAX } from '#shared/properties/buyer-commission.ts';
import { SELLER_LINK_LIMITS } from '#shared/seller-view/seller-view.ts';

/**
 * The values and limits the API checks are the ones the database enforces: each check constraint
 * below is built from the same shared constant (plain data modules without imports of their own).
 */
const OFFER_STATUS_VALUES = OFFER_STATUSES;
const OFFER_NOTE_MAX_CHARS = LIMITS.offerNote;
const OFFER_MODE_VALUES = OFFER_MODES;
const FINANCING_VALUES = FINANCING_OPTIONS;
const BINDING_DAYS_MAX = OFFER_TERMS_LIMITS.bindingDaysMax;
const TERMS_MESSAGE_MAX_CHARS = OFFER_TERMS_LIMITS.messageChars;
const DOCUMENT_FILE_NAME_MAX_CHARS = OFFER_TERMS_LIMITS.proofFileNameChars;
const EXTENSION_MINUTES_MAX = PROCEDURE_LIMITS.extensionMinutes;

/** An image's alternative text per language, keyed by its URL (imageAltTextsSchema in shared/). */
type ImageAltTexts = Record<string, { de?: string; en?: string; fr?: string }>;

/** Raw bytes: node-postgres gives a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const translations = pgTable(
  'translations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: varchar('key', { length: 255 }).notNull(),
    language: varchar('language', { length: 5 }).notNull(),
    value: text('value').notNull(),
    category: varchar('category', { length: 100 }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('translations_key_language_unique').on(t.key, t.language)],
);

export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The public page's address, /immobilien/<slug> (src/shared/properties/slug.ts); unique, editable. */
    // Left empty on insert, the database makes it from the title (migration 0022's trigger), also
    // for rows written without the application.
    slug: varchar('slug', { length: 80 }).notNull().default(''),
    title: varchar('title', { length: 255 }).notNull(),
    titleEn: varchar('title_en', { length: 255 }),
    titleFr: varchar('title_fr', { length: 255 }),
    description: text('description').notNull(),
    descriptionEn: text('description_en'),
    descriptionFr: text('description_fr'),
    /**
     * What a visitor accepts before the documents "after acknowledgement" open (confidentiality,
     * commission): written by the agent per property. Empty English or French: the German text;
     * empty German: the product's template (shared/documents/terms-template.ts).
     */
    documentTerms: text('document_terms').notNull().default(''),
    documentTermsEn: text('document_terms_en').notNull().default(''),
    documentTermsFr: text('document_terms_fr').notNull().default(''),
    address: varchar('address', { length: 255 }).notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    livingArea: integer('living_area').notNull(),
    bedrooms: integer('bedrooms').notNull(),
    bathrooms: integer('bathrooms').notNull(),
    yearBuilt: integer('year_built').notNull(),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    featuresEn: text('features_en').array(),
    featuresFr: text('features_fr').array(),
    energyClass: varchar('energy_class', { length: 10 }).notNull(),
    energyConsumption: integer('energy_consumption').notNull(),
    heatingType: varchar('heating_type', { length: 100 }).notNull(),
    heatingTypeEn: varchar('heating_type_en', { length: 100 }),
    heatingTypeFr: varchar('heating_type_fr', { length: 100 }),
    locationEnvironment: text('location_environment'),
    locationEnvironmentEn: text('location_environment_en'),
    locationEnvironmentFr: text('location_environment_fr'),
    equipmentFeatures: text('equipment_features'),
    equipmentFeaturesEn: text('equipment_features_en'),
    equipmentFeaturesFr: text('equipment_features_fr'),
    // Listing data German portals show (decision 0053); optional, so the earlier create and update calls keep working.
    /** Rooms as German listings count them: half rooms allowed (3.5). */
    rooms: numeric('rooms', { precision: 4, scale: 1, mode: 'number' }),
    /** 0 is the ground floor, negative numbers are basement floors. */
    floor: smallint('floor'),
    plotArea: integer('plot_area'),
    /** GEG §87: 'demand' (Bedarfsausweis) or 'consumption' (Verbrauchsausweis). */
    energyCertificateType: varchar('energy_certificate_type', { length: 20 }),
    /** GEG §87: the main energy carrier for heating, one of ENERGY_CARRIERS. */
    energyCarrier: varchar('energy_carrier', { length: 30 }),
    energyCertificateYear: smallint('energy_certificate_year'),
    energyCertificateValidUntil: date('energy_certificate_valid_until', { mode: 'string' }),
    /**
     * The agent states that no energy certificate exists yet: an active listing may then lack GEG
     * § 87's items, and its page says the certificate is still to come (decision 0131).
     */
    energyCertificatePending: boolean('energy_certificate_pending').notNull().default(false),
    contactName: varchar('contact_name', { length: 255 }),
    contactRole: varchar('contact_role', { length: 100 }),
    contactRoleEn: varchar('contact_role_en', { length: 100 }),
    contactRoleFr: varchar('contact_role_fr', { length: 100 }),
    contactPhone: varchar('contact_phone', { length: 50 }),
    contactEmail: varchar('contact_email', { length: 255 }),
    /** An uploaded image URL (/uploads/…), set through its own endpoint. */
    contactPhoto: varchar('contact_photo', { length: 2048 }),
    /** Alternative texts per image URL and language: { [url]: { de?, en?, fr? } }. */
    imageAltTexts: jsonb('image_alt_texts').$type<ImageAltTexts>().notNull().default({}),
    isActive: boolean('is_active').notNull().default(true),
    /** The property the home page shows: the agent's explicit choice (home-page-choice.ts). */
    onHomePage: boolean('on_home_page').notNull().default(false),
    /**
     * What the edit form shows, counted: raised by the database (migration 0026) whenever a field
     * the form edits changes, also by a late-offer extension; not by pictures, the contact photo or
     * the home page's choice, which are saved on their own. An edit based on an older one is refused.
     */
    version: integer('version').notNull().default(1),
    /** The end of the offer period; a late offer moves it (extensionMinutes, decision 0069). */
    auctionEndDate: timestamp('auction_end_date', { withTimezone: true }).notNull(),
    // The offer procedure (decision 0069); the defaults are the procedure of before: sealed, no rules.
    /** 'sealed': a bidder sees nothing of other offers; 'open': the highest and the count are public. */
    offerMode: varchar('offer_mode', { length: 10 })
      .$type<(typeof OFFER_MODE_VALUES)[number]>()
      .notNull()
      .default('sealed'),
    minimumOffer: numeric('minimum_offer', { precision: 12, scale: 2 }),
    /** Whether visitors are told the minimum (otherwise an offer below it is refused without naming it). */
    minimumOfferShown: boolean('minimum_offer_shown').notNull().default(true),
    /** Open mode: how far above the current highest an offer must be. */
    minimumStep: numeric('minimum_step', { precision: 12, scale: 2 }),
    /** An offer in the last N minutes moves the end to N minutes after it; 0 = off. */
    extensionMinutes: smallint('extension_minutes').notNull().default(0),
    /** Open mode: only offers whose e-mail address was verified count for the public standing (decision 0072). */
    verifiedOffersOnly: boolean('verified_offers_only').notNull().default(false),
    /**
     * Once the procedure has ended, bidders who check their receipt also see its anonymised bid log
     * (decision 0094). Off unless the agent turns it on.
     */
    discloseBidLog: boolean('disclose_bid_log').notNull().default(false),
    /**
     * Offers only from an address that accepted the terms of the property's documents and confirmed
     * itself, and has not withdrawn (decision 0129). A rule of the procedure: the bid log records it.
     */
    offersRequireDocuments: boolean('offers_require_documents').notNull().default(false),
    /**
     * Offers only from an address with a confirmed booking of a viewing that has begun (decision
     * 0134). A rule of the procedure: the bid log records it.
     */
    offersRequireViewing: boolean('offers_require_viewing').notNull().default(false),
    /**
     * When the agent awarded the property to an offer (decision 0136), subject to notarisation:
     * the procedure is closed from then on, and the award is final.
     */
    awardedAt: timestamp('awarded_at', { withTimezone: true }),
    /** The offer awarded. No foreign key: the award and its bid log entry outlive an offer erased. */
    awardedOfferId: uuid('awarded_offer_id'),
    /**
     * The buyer's commission the listing states, in % of the price incl. VAT (decision 0111):
     * null says nothing, 0 is "commission-free". Not a rule of the procedure: the bid log leaves it.
     */
    buyerCommission: numeric('buyer_commission', { precision: 4, scale: 2 }),
    ...timestamps,
  },
  (t) => [
    check(
      'properties_offer_mode_check',
      sql`${t.offerMode} in (${sql.raw(OFFER_MODE_VALUES.map((mode) => `'${mode}'`).join(', '))})`,
    ),
    check('properties_minimum_offer_check', sql`${t.minimumOffer} > 0`),
    check('properties_minimum_step_check', sql`${t.minimumStep} > 0`),
    check(
      'properties_buyer_commission_check',
      sql`${t.buyerCommission} between 0 and ${sql.raw(String(BUYER_COMMISSION_MAX))}`,
    ),
    check(
      'properties_extension_minutes_check',
      sql`${t.extensionMinutes} between 0 and ${sql.raw(String(EXTENSION_MINUTES_MAX))}`,
    ),
    index('properties_active_created_idx').on(t.isActive, t.createdAt),
    uniqueIndex('properties_slug_unique').on(t.slug),
    check('properties_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    // At most one property is on the home page.
    uniqueIndex('properties_one_on_home_page')
      .on(t.onHomePage)
      .where(sql`${t.onHomePage}`),
  ],
);

/**
 * The addresses a property had before its slug was changed: they answer with a permanent redirect
 * to its page, so links already shared keep working. An old slug is never given to another property.
 */
export const propertySlugRedirects = pgTable(
  'property_slug_redirects',
  {
    oldSlug: varchar('old_slug', { length: 80 }).primaryKey(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('property_slug_redirects_property_idx').on(t.propertyId)],
);

export const offers = pgTable(
  'bids',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      // A property with offers cannot be deleted by accident: its offers would go with it.
      .references(() => properties.id, { onDelete: 'restrict' }),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 50 }).notNull(),
    bidAmount: numeric('bid_amount', { precision: 12, scale: 2 }).notNull(),
    isFavorite: boolean('is_favorite').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The client's Idempotency-Key: a repeated request answers this offer instead of storing another. */
    idempotencyKey: uuid('idempotency_key').unique('bids_idempotency_key_unique'),
    /** Where the agent stands with the offer: one of OFFER_STATUSES (decision 0061). */
    status: varchar('status', { length: 20 }).$type<(typeof OFFER_STATUS_VALUES)[number]>().notNull().default('new'),
    /** The agent's internal note; never shown to the buyer. */
    note: text('note'),
    /** When the bidder opened the link of their confirmation mail; null = not verified (decision 0072). */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /**
     * When the bidder withdrew the offer from their own page (decision 0114); null while it stands.
     * A withdrawn offer is kept and logged but counts no more (offer_totals); it cannot stand again.
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** The best-and-final round this offer was sent in (decision 0137); null for the procedure's own offers. */
    finalRoundId: uuid('final_round_id').references((): AnyPgColumn => finalRounds.id, { onDelete: 'restrict' }),
  },
  (t) => [
    // One final offer per bidder and round: the address, as in the bid log, without case.
    uniqueIndex('bids_final_round_bidder_unique')
      .on(t.finalRoundId, sql`lower(${t.email})`)
      .where(sql`${t.finalRoundId} is not null`),
    check(
      'bids_status_check',
      sql`${t.status} in (${sql.raw(OFFER_STATUS_VALUES.map((status) => `'${status}'`).join(', '))})`,
    ),
    check('bids_note_length_check', sql`char_length(${t.note}) <= ${sql.raw(String(OFFER_NOTE_MAX_CHARS))}`),
    // Newest-first lists and the export's keyset pages (created_at desc, id desc) read this backwards.
    index('bids_created_at_id_idx').on(t.createdAt, t.id),
    // The admin's offer list ordered by amount (keyset pages).
    index('bids_amount_id_idx').on(t.bidAmount, t.id),
    // Per-property lists, and the highest remaining offer when the highest is deleted (offer_totals).
    index('bids_property_amount_idx').on(t.propertyId, t.bidAmount),
    // One property's offers newest first: its export and its keyset pages.
    index('bids_property_created_at_id_idx').on(t.propertyId, t.createdAt, t.id),
  ],
);

/**
 * The bidder's consent to the privacy policy (DSGVO Art. 7: the agency must be able to show it):
 * when, and which version of the privacy page was live then (a SHA-256 of its texts). Written in
 * the offer's statement; it goes with the offer.
 */
export const offerConsents = pgTable('offer_consents', {
  offerId: uuid('offer_id')
    .primaryKey()
    .references(() => offers.id, { onDelete: 'cascade' }),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
  /** Hex SHA-256 of the privacy page's title and texts in all languages; null without that page. */
  privacyVersion: varchar('privacy_version', { length: 64 }),
});

/**
 * The bidder's optional terms of an offer (decision 0070): a row only when the offer has any.
 * Written in the offer's statement; it goes with the offer.
 */
export const offerTerms = pgTable(
  'offer_terms',
  {
    offerId: uuid('offer_id')
      .primaryKey()
      .references(() => offers.id, { onDelete: 'cascade' }),
    financing: varchar('financing', { length: 30 }).$type<(typeof FINANCING_VALUES)[number]>(),
    handoverDate: date('handover_date', { mode: 'string' }),
    bindingDays: integer('binding_days'),
    message: text('message'),
  },
  (t) => [
    check(
      'offer_terms_financing_check',
      sql`${t.financing} in (${sql.raw(FINANCING_VALUES.map((value) => `'${value}'`).join(', '))})`,
    ),
    check('offer_terms_binding_days_check', sql`${t.bindingDays} between 1 and ${sql.raw(String(BINDING_DAYS_MAX))}`),
    check(
      'offer_terms_message_length_check',
      sql`char_length(${t.message}) between 1 and ${sql.raw(String(TERMS_MESSAGE_MAX_CHARS))}`,
    ),
    // Terms without a single term are no row.
    check(
      'offer_terms_any_check',
      sql`num_nonnulls(${t.financing}, ${t.handoverDate}, ${t.bindingDays}, ${t.message}) > 0`,
    ),
  ],
);

/**
 * A bidder's proof of funds (decision 0070): uploaded before the offer, attached to it in the
 * offer's statement, readable only by admins. An upload never attached is deleted after a day.
 */
export const offerDocuments = pgTable(
  'offer_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null until the offer it belongs to is stored. */
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'cascade' }),
    /** Sniffed from the bytes: application/pdf, image/jpeg or image/png. */
    mediaType: varchar('media_type', { length: 50 }).notNull(),
    /** The uploaded name, sanitised (no path, no control characters). */
    fileName: varchar('file_name', { length: DOCUMENT_FILE_NAME_MAX_CHARS }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    /** Who uploaded it, as the limits count clients (an IPv6 address by its prefix): the hourly quota per client. */
    uploaderKey: varchar('uploader_key', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The hourly upload quotas sum the last hour's uploads.
    index('offer_documents_created_at_idx').on(t.createdAt),
    // One proof per offer; also the lookup from an offer to its proof.
    uniqueIndex('offer_documents_offer_id_unique').on(t.offerId),
    // The purge's unattached uploads, oldest first.
    index('offer_documents_unattached_idx')
      .on(t.createdAt)
      .where(sql`${t.offerId} is null`),
  ],
);

/**
 * E-mails waiting to be sent, written in the same statement as the offer they are about
 * (mail/offer-mails.ts renders them when they are sent). A row is claimed with FOR UPDATE SKIP
 * LOCKED by one instance at a time and marked sent only after the SMTP server accepted it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The offer the mail is about; its mails go with it when it is deleted. */
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'cascade' }),
    /** The team invitation the mail carries (decision 0119); it goes with the invitation. */
    invitationId: uuid('invitation_id').references(() => accountInvitations.id, { onDelete: 'cascade' }),
    /** The request for a property's documents whose link the mail carries; it goes with the request. */
    documentAccessId: uuid('document_access_id').references(() => documentAccess.id, { onDelete: 'cascade' }),
    /** The viewing booking the mail is about (decision 0133); it goes with the booking. */
    viewingBookingId: uuid('viewing_booking_id').references(() => viewingBookings.id, { onDelete: 'cascade' }),
    /** The agent's letter the mail carries (decision 0135); it goes with the letter, and with its offer. */
    offerMessageId: uuid('offer_message_id').references(() => offerMessages.id, { onDelete: 'cascade' }),
    /** One of MAIL_KINDS (mail/mail-kinds.ts). */
    kind: varchar('kind', { length: 40 }).notNull(),
    language: varchar('language', { length: 5 }).notNull(),
    /** One address, or several separated by commas (the agent's NOTIFY_EMAIL). */
    recipients: text('recipients').notNull(),
    /** waiting, sent or failed (given up after the last attempt; the admin can retry). */
    status: varchar('status', { length: 10 }).$type<'waiting' | 'sent' | 'failed'>().notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    /** When the row may be claimed next: after a back-off, or when a claim's lease runs out. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    messageId: varchar('message_id', { length: 255 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    // The worker's claim: waiting rows that are due, oldest first.
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'waiting'`),
    index('mail_outbox_offer_idx').on(t.offerId),
    // The day's confirmations to one address (offers/offer-batcher.ts: at most three a day).
    index('mail_outbox_confirmation_recipient_idx')
      .on(sql`lower(${t.recipients})`, t.createdAt)
      .where(sql`${t.kind} = 'offer-confirmation'`),
    index('mail_outbox_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * Running totals of the offers per property, kept by triggers on `bids` in the same statement
 * (drizzle/0006_offer_totals.sql), so the admin overview reads one row per property instead of
 * every offer. A row exists while its property has offers; it is derived data, not backed up.
 */
const SELLER_LINK_LABEL_MAX_CHARS = SELLER_LINK_LIMITS.label;

/**
 * Read-only links for a property's seller (decision 0074): the token itself is never stored, only
 * its SHA-256. A revoked or expired link stays listed for the agent and opens nothing.
 */
export const sellerLinks = pgTable(
  'seller_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token (32 bytes). */
    tokenHash: bytea('token_hash').notNull(),
    label: varchar('label', { length: SELLER_LINK_LABEL_MAX_CHARS }),
    /** The agent allowed the bidders' names, e-mail addresses and phone numbers to be shown. */
    showContact: boolean('show_contact').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('seller_links_token_hash_idx').on(t.tokenHash),
    index('seller_links_property_idx').on(t.propertyId, t.createdAt),
    check('seller_links_token_hash_length_check', sql`octet_length(${t.tokenHash}) = 32`),
    check('seller_links_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

export const offerTotals = pgTable('offer_totals', {
  propertyId: uuid('property_id').primaryKey(),
  offerCount: bigint('offer_count', { mode: 'number' }).notNull(),
  amountSum: numeric('amount_sum').notNull(),
  amountMax: numeric('amount_max', { precision: 12, scale: 2 }).notNull(),
  /** The same for verified offers only (decision 0072); the highest is null while none is verified. */
  verifiedCount: bigint('verified_count', { mode: 'number' }).notNull().default(0),
  verifiedMax: numeric('verified_max', { precision: 12, scale: 2 }),
});

/**
 * The links of the bidders' confirmation mails that verify their address (decision 0072): one row
 * per mail sent, stored only as the SHA-256 of the token, usable once until it expires. They go
 * with their offer; being short-lived, they are not backed up.
 */
export const offerVerificationTokens = pgTable(
  'offer_verification_tokens',
  {
    /** Hex SHA-256 of the token in the link. */
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('offer_verification_tokens_offer_idx').on(t.offerId)],
);

const BID_LOG_KIND_VALUES = BID_LOG_KINDS;

/**
 * Each property's bid log (decision 0073): what happened in its offer procedure, written by
 * triggers in the statement that made the change (drizzle/0019_bid_log.sql), never changed
 * afterwards (a trigger refuses UPDATE and DELETE; only a deleted property takes its log along).
 * It holds no personal data: a bidder is a number per property (bid_log_bidders).
 */
export const bidLog = pgTable(
  'bid_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The order of entries written at the same moment (the offers of one statement). */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: varchar('kind', { length: 20 }).$type<(typeof BID_LOG_KIND_VALUES)[number]>().notNull(),
    /** "Bidder 3": the number bid_log_bidders gave the e-mail address on this property. */
    bidderNumber: integer('bidder_number'),
    amount: numeric('amount', { precision: 12, scale: 2 }),
    /** What else the kind records (terms, from/to, counts, changed settings): BidLogDetail. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The entry's place in its property's chain, 1, 2, 3, … in the order written, and its SHA-256
     * over the previous entry's hash and the entry itself (drizzle/0027_bid_log_chain.sql): an entry
     * edited, removed or slipped in afterwards breaks the chain from there on.
     */
    position: integer('position').notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
    /**
     * An offer's entry: the offer it records, so the bidder's receipt can name its place in the
     * chain. No foreign key: the entry outlives an offer deleted or erased. Not part of the hash.
     */
    offerId: uuid('offer_id'),
  },
  (t) => [
    uniqueIndex('bid_log_property_position_unique').on(t.propertyId, t.position),
    index('bid_log_offer_idx').on(t.offerId),
    // A bidder checks their receipt by its entry's hash (bid-log/receipt-check.ts).
    index('bid_log_hash_idx').on(t.hash),
    check(
      'bid_log_kind_check',
      sql`${t.kind} in (${sql.raw(BID_LOG_KIND_VALUES.map((kind) => `'${kind}'`).join(', '))})`,
    ),
    index('bid_log_property_at_idx').on(t.propertyId, t.at, t.seq),
  ],
);

/**
 * Every restore that replaced the bid log, kept for good: the only way past the log's append-only
 * guard is a transaction that first writes its row here (drizzle/0029), so even that way leaves a
 * trace that no restore, backup or writer can take away. Not part of a backup: it is this
 * database's own history.
 */
export const bidLogRestores = pgTable('bid_log_restores', {
  id: uuid('id').primaryKey().defaultRandom(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  transactionId: bigint('transaction_id', { mode: 'number' })
    .notNull()
    .default(sql`txid_current()`),
  /** The backup file's name and what it held, as the restore tells it. */
  note: text('note').notNull().default(''),
});

/**
 * The bidder numbers of the bid log: one per e-mail address and property, kept as a SHA-256 of the
 * property id and the lower-case address, so the log itself never holds the address. Erasing a
 * person's data (DSGVO Art. 17) unlinks their rows here (the digest becomes 'erased:<id>', the
 * number stays taken, never handed to another bidder); their entries in the log stay, anonymous.
 */
export const bidLogBidders = pgTable(
  'bid_log_bidders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    emailDigest: varchar('email_digest', { length: 64 }).notNull(),
    number: integer('number').notNull(),
  },
  (t) => [
    uniqueIndex('bid_log_bidders_email_unique').on(t.propertyId, t.emailDigest),
    uniqueIndex('bid_log_bidders_number_unique').on(t.propertyId, t.number),
  ],
);

export const pages = pgTable('pages', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: varchar('slug', { length: 100 }).notNull().unique(),
  title: varchar('title', { length: 255 }).notNull(),
  titleEn: varchar('title_en', { length: 255 }),
  titleFr: varchar('title_fr', { length: 255 }),
  content: text('content').notNull(),
  contentEn: text('content_en'),
  contentFr: text('content_fr'),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps,
});

/**
 * Feedback on the site's accessibility (decision 0113), from the form on the statement page: kept
 * until the admin deletes it once handled.
 */
export const accessibilityFeedback = pgTable('accessibility_feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The language the form was shown in: the one to reply in. */
  language: varchar('language', { length: 5 }).notNull(),
  name: varchar('name', { length: 100 }),
  email: varchar('email', { length: 255 }),
  /** Where the barrier was met, in the visitor's words or as an address. */
  page: varchar('page', { length: 300 }),
  message: text('message').notNull(),
});

/**
 * A bidder's e-mail alerts on one property (decision 0115), switched on from their own page: one
 * row per property and address (lower case). `offer_id` is the offer whose page switched them on;
 * its token is the one the alerts' links carry, and the row goes when that offer goes. The
 * markers say what was already told, so each alert goes out once, whichever instance looks.
 */
export const offerAlerts = pgTable(
  'offer_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    /** Lower case: one person's offers may spell the address differently. */
    email: varchar('email', { length: 255 }).notNull(),
    language: varchar('language', { length: 5 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The bidder's own highest offer when they were last told they were outbid. */
    outbidFor: numeric('outbid_for', { precision: 12, scale: 2 }),
    /** The end the bidder knows: at switching on, or told in the last "end moved" alert. */
    endKnown: timestamp('end_known', { withTimezone: true }).notNull(),
    /** The end whose "one hour left" alert went out. */
    hourNoticeFor: timestamp('hour_notice_for', { withTimezone: true }),
    /** The end whose "the period has ended" alert went out. */
    endNoticeFor: timestamp('end_notice_for', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('offer_alerts_property_email_unique').on(t.propertyId, t.email),
    index('offer_alerts_offer_idx').on(t.offerId),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: varchar('username', { length: 255 }).notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    email: varchar('email', { length: 255 }).unique(),
    firstName: varchar('first_name', { length: 255 }),
    lastName: varchar('last_name', { length: 255 }),
    profileImageUrl: varchar('profile_image_url', { length: 1000 }),
    /** Base32 TOTP secret once a second factor is enrolled (npm run admin -- totp). */
    totpSecret: text('totp_secret'),
    /** SHA-256 (hex) of each unused recovery code. */
    totpRecoveryCodes: json('totp_recovery_codes').$type<string[]>(),
    /** The last accepted TOTP time step: a code is accepted once. */
    totpLastStep: integer('totp_last_step'),
    /**
     * What the account may do (decision 0119): owner, agent or assistant. Accounts made on the
     * command line, and every account from before roles, are owners.
     */
    role: varchar('role', { length: 20 }).$type<Role>().notNull().default('owner'),
    /** Set when an owner deactivated the account: it cannot sign in, and its sessions are gone. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [check('users_role_check', sql`${t.role} in ('owner', 'agent', 'assistant')`)],
);

/**
 * An invitation to the team (decision 0119): an owner names an address and a role, the invitee
 * chooses a username and password through the link mailed to them. The link is the invitation's
 * id with a keyed hash (auth/invitation-keys.ts), so nothing secret is stored; it works once,
 * until it is accepted, withdrawn or runs out.
 */
export const accountInvitations = pgTable(
  'account_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: 255 }).notNull(),
    role: varchar('role', { length: 20 }).$type<Role>().notNull(),
    /** The owner who invited, by id (no foreign key: the invitation outlives nothing but itself). */
    invitedBy: uuid('invited_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** The account the invitation became. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('account_invitations_role_check', sql`${t.role} in ('owner', 'agent', 'assistant')`),
    index('account_invitations_created_idx').on(t.createdAt),
  ],
);

/**
 * Who changed what, when (decision 0063): admin sign-ins and every admin write, by endpoint name.
 * Ids only, never personal values; kept one year (jobs/daily-jobs.ts).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The admin, by id and by name as it was then; null for a failed sign-in under an unknown name.
     * No foreign key: the log outlives users and a restore that replaces them.
     */
    userId: uuid('user_id'),
    username: varchar('username', { length: 255 }),
    /** The endpoint's name (updateProperty, deleteAllOffers, …) or login, loginFailed, logout. */
    action: varchar('action', { length: 60 }).notNull(),
    /** The id the action was about (a property, an offer, a page, …), if any. */
    targetId: varchar('target_id', { length: 100 }),
    /** A few non-personal facts, e.g. { deleted: 540 }. */
    detail: jsonb('detail').$type<Record<string, string | number | boolean>>(),
    /**
     * The address the request came from (behind a trusted proxy, the client's): where a sign-in or
     * change came from. Personal data: forgotten after 30 days by a daily job, the entry stays.
     */
    clientAddress: varchar('client_address', { length: 64 }),
  },
  (t) => [index('audit_log_at_id_idx').on(t.at, t.id)],
);

/**
 * Request counters shared by every instance (the offer limit, decision 67): one row per client
 * and limit, counting requests until its window ends. Expired rows are removed by a daily job.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: varchar('key', { length: 300 }).primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/**
 * Failed sign-ins per throttle key (an address, or a username at an address), shared by every
 * instance (auth/login-limiter.ts): the times in epoch milliseconds, newest last.
 */
export const loginFailures = pgTable('login_failures', {
  key: varchar('key', { length: 600 }).primaryKey(),
  times: bigint('times', { mode: 'number' })
    .array()
    .notNull()
    .default(sql`'{}'::bigint[]`),
});

/** When each daily job last ran: one instance wins the day's run (jobs/daily-jobs.ts). */
export const jobRuns = pgTable('job_runs', {
  name: varchar('name', { length: 60 }).primaryKey(),
  lastRunOn: date('last_run_on', { mode: 'string' }).notNull(),
});

export const sessions = pgTable(
  'sessions',
  {
    sid: varchar('sid', { length: 255 }).primaryKey(),
    sess: json('sess').notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
);

/**
 * Uploaded image bytes when the images live in PostgreSQL (images/database-image-files.ts), kept
 * once per content: the key is the SHA-256 of the bytes.
 */
export const imageBlobs = pgTable('image_blobs', {
  sha256: varchar('sha256', { length: 64 }).primaryKey(),
  content: bytea('content').notNull(),
  byteSize: integer('byte_size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The files behind /uploads/ URLs: each name (never reused) points at its bytes. A blob cannot be
 * deleted while a name points at it, so removing one upload never takes another's bytes.
 */
export const imageFiles = pgTable(
  'image_files',
  {
    name: varchar('name', { length: 200 }).primaryKey(),
    sha256: varchar('sha256', { length: 64 })
      .notNull()
      .references(() => imageBlobs.sha256),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('image_files_sha256_idx').on(t.sha256)],
);

/**
 * A property's documents (exposé, floor plans, energy certificate, …): their titles, who may open
 * them, and the stored file (`file_key`, a random name never reused, in the documents store: on
 * disk for the embedded database, `document_files` on PostgreSQL). Never served from a fixed URL.
 */
export const propertyDocuments = pgTable(
  'property_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The order on the property's page, from 0. */
    position: integer('position').notNull(),
    titleDe: varchar('title_de', { length: DOCUMENT_LIMITS.titleChars }).notNull(),
    /** Empty: the German title is shown. */
    titleEn: varchar('title_en', { length: DOCUMENT_LIMITS.titleChars }).notNull().default(''),
    titleFr: varchar('title_fr', { length: DOCUMENT_LIMITS.titleChars }).notNull().default(''),
    visibility: varchar('visibility', { length: 20 }).notNull().default('agent'),
    fileName: varchar('file_name', { length: DOCUMENT_LIMITS.fileNameChars }).notNull(),
    mediaType: varchar('media_type', { length: 50 }).notNull(),
    byteSize: integer('byte_size').notNull(),
    fileKey: varchar('file_key', { length: 100 }).notNull(),
    /** 1 for the first file; a replacement counts up, so a signed link to the old file stops working. */
    version: integer('version').notNull().default(1),
    /**
     * The first page as a small WebP image (decision 0132), in the documents store beside the file;
     * null while there is none (not made yet, or the file could not be drawn).
     */
    previewKey: varchar('preview_key', { length: 100 }),
    /** The file version the preview was last made (or tried) for: another version means to do. */
    previewVersion: integer('preview_version'),
    /** The energy certificate's PDF, linked from the page's energy card; at most one per property. */
    energyCertificate: boolean('energy_certificate').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    fileUpdatedAt: timestamp('file_updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('property_documents_property_idx').on(t.propertyId, t.position),
    uniqueIndex('property_documents_file_key_unique').on(t.fileKey),
    uniqueIndex('property_documents_energy_certificate_unique')
      .on(t.propertyId)
      .where(sql`${t.energyCertificate}`),
    check('property_documents_visibility_check', sql`${t.visibility} in ('public', 'acknowledged', 'agent')`),
    check('property_documents_media_type_check', sql`${t.mediaType} in ('application/pdf', 'image/jpeg', 'image/png')`),
    check('property_documents_byte_size_check', sql`${t.byteSize} > 0`),
    check('property_documents_version_check', sql`${t.version} >= 1`),
  ],
);

/**
 * A visitor's acknowledgement of a property's terms, which opens its documents "after
 * acknowledgement": who (name, e-mail address), in which language, the terms they accepted (the
 * text as shown and its SHA-256, like an offer's consent), when they asked, and when they confirmed
 * the address through the link mailed to it. Only a confirmed row opens anything.
 */
export const documentAccess = pgTable(
  'document_access',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: LIMITS.offerName }).notNull(),
    email: varchar('email', { length: LIMITS.offerEmail }).notNull(),
    language: varchar('language', { length: 5 }).notNull(),
    termsText: text('terms_text').notNull(),
    /** Hex SHA-256 of terms_text. */
    termsHash: varchar('terms_hash', { length: 64 }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * The buyer's commission the terms agreed to (% incl. VAT, decision 0127); null: no commission
     * agreement, the terms are confidentiality alone.
     */
    commissionRate: numeric('commission_rate', { precision: 4, scale: 2 }),
    /** The withdrawal notice and model form as shown, with a commission agreement; and its SHA-256. */
    withdrawalNotice: text('withdrawal_notice'),
    withdrawalNoticeHash: varchar('withdrawal_notice_hash', { length: 64 }),
    /** The express request to start before the withdrawal period ends, as declared; null: not made. */
    expressRequest: text('express_request'),
    expressRequestHash: varchar('express_request_hash', { length: 64 }),
    /** When the agreement was withdrawn through the mailed link; the documents are closed since. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /**
     * The visitor asked to be mailed when documents are added or replaced (decision 0130); the
     * confirmation of the address is the opt-in's confirmation, and every such mail can end it.
     */
    notifyOnChanges: boolean('notify_on_changes').notNull().default(false),
  },
  (t) => [
    index('document_access_property_idx').on(t.propertyId, t.requestedAt),
    index('document_access_email_idx').on(t.email),
  ],
);

/**
 * Who received what: each download of a document "after acknowledgement" by the person who
 * acknowledged. The document's id, title and version are kept as they were, so the record stays
 * when the document is replaced or removed; it goes with the acknowledgement.
 */
export const documentDownloads = pgTable(
  'document_downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accessId: uuid('access_id')
      .notNull()
      .references(() => documentAccess.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id').notNull(),
    documentTitle: varchar('document_title', { length: DOCUMENT_LIMITS.titleChars }).notNull(),
    version: integer('version').notNull(),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_downloads_access_idx').on(t.accessId, t.downloadedAt)],
);

/** The documents' bytes on PostgreSQL, so that every instance serves every document. */
export const documentFiles = pgTable('document_files', {
  name: varchar('name', { length: 100 }).primaryKey(),
  content: bytea('content').notNull(),
  byteSize: integer('byte_size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A viewing appointment the agent offers for a property (decision 0133): when (stored in UTC,
 * entered and shown in Munich's time), how long, and for how many people (1: a single viewing;
 * more: a group viewing). A cancelled slot stays, with its bookings, for the record.
 */
export const viewingSlots = pgTable(
  'viewing_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    capacity: integer('capacity').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('viewing_slots_property_idx').on(t.propertyId, t.startsAt),
    check('viewing_slots_duration_check', sql`${t.durationMinutes} between 15 and 240`),
    check('viewing_slots_capacity_check', sql`${t.capacity} between 1 and 30`),
  ],
);

/**
 * A visitor's booking of a viewing slot. `requested` holds a place for an hour while the address
 * is confirmed through the mailed link; `confirmed` holds it until cancelled (by the visitor, or
 * with the slot). `sequence` counts the calendar invitation's changes (RFC 5545 SEQUENCE).
 */
export const viewingBookings = pgTable(
  'viewing_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => viewingSlots.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: LIMITS.offerName }).notNull(),
    email: varchar('email', { length: LIMITS.offerEmail }).notNull(),
    phone: varchar('phone', { length: LIMITS.offerPhone }).notNull(),
    language: varchar('language', { length: 5 }).notNull(),
    status: varchar('status', { length: 12 }).$type<'requested' | 'confirmed' | 'cancelled'>().notNull(),
    sequence: integer('sequence').notNull().default(0),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the reminder the day before was queued: once per booking. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    index('viewing_bookings_slot_idx').on(t.slotId),
    // One live booking per address and slot.
    uniqueIndex('viewing_bookings_slot_email_unique')
      .on(t.slotId, sql`lower(${t.email})`)
      .where(sql`${t.status} <> 'cancelled'`),
    check('viewing_bookings_status_check', sql`${t.status} in ('requested', 'confirmed', 'cancelled')`),
  ],
);

/**
 * A letter the team wrote to a bidder about their offer (decision 0135), stored as sent: the
 * subject and text with the placeholders filled, in the bidder's language. Its mail is in the
 * outbox (mail_outbox.offer_message_id), which says how far it got. It goes with the offer.
 */
export const offerMessages = pgTable(
  'offer_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    /** One of BIDDER_MESSAGE_TEMPLATES: what the letter started from. */
    template: varchar('template', { length: 30 }).notNull(),
    language: varchar('language', { length: 5 }).notNull(),
    subject: varchar('subject', { length: 500 }).notNull(),
    body: text('body').notNull(),
    /** Where replies go: the writer's address, or the agency's. */
    replyTo: varchar('reply_to', { length: 255 }),
    /** Who wrote it; kept when the account is deleted, as the letter was sent. */
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('offer_messages_offer_idx').on(t.offerId, t.createdAt)],
);

/**
 * A best-and-final round (decision 0137): the agent invites the best bidders, ranked by amount, then
 * financing strength, then time, to send one final, sealed offer until a new deadline. At most one
 * per property; once it starts, the property takes no offers except its bidders' final ones.
 */
export const finalRounds = pgTable(
  'final_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** How many bidders the agent chose to invite (the top N of the ranking). */
    size: integer('size').notNull(),
  },
  (t) => [
    uniqueIndex('final_rounds_property_unique').on(t.propertyId),
    check('final_rounds_ends_after_start', sql`${t.endsAt} > ${t.startedAt}`),
    check('final_rounds_size_check', sql`${t.size} >= 1`),
  ],
);

/**
 * The bidders invited to a round, each by the offer that ranked them (their best standing offer
 * then). A bidder is an address, as in the bid log; erasing their data erases the invitation too.
 */
export const finalRoundBidders = pgTable(
  'final_round_bidders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => finalRounds.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    /** 1 = the best offer when the round started. */
    rank: integer('rank').notNull(),
  },
  (t) => [
    uniqueIndex('final_round_bidders_round_offer_unique').on(t.roundId, t.offerId),
    index('final_round_bidders_offer_idx').on(t.offerId),
  ],
);

/**
 * What the notary's dossier of an awarded property needs beyond the product's own data (decision
 * 0138): the agency's reference for the seller or mandate, and the notary's address it is sent to.
 */
export const notaryDossiers = pgTable('notary_dossiers', {
  id: uuid('id').primaryKey().defaultRandom(),
  propertyId: uuid('property_id')
    .notNull()
    .unique('notary_dossiers_property_unique')
    .references(() => properties.id, { onDelete: 'cascade' }),
  sellerReference: varchar('seller_reference', { length: 200 }).notNull(),
  notaryEmail: varchar('notary_email', { length: 255 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** When it was last queued for the notary; the outbox says how far the mail got. */
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/**
 * The buyer's identification under the money-laundering act (decision 0139), one per award. Every
 * personal value is sealed (AES-256-GCM, a key derived from the configured secret, decision 0140):
 * the details as JSON, the ID document's scan and a company's transparency-register extract. The
 * record outlives the offer and the property it came from: it is kept until `kept_until` (five
 * years after the end of the calendar year the business ended in), also through an erasure request.
 */
export const buyerIdentifications = pgTable(
  'buyer_identifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .unique('buyer_identifications_property_unique')
      .references(() => properties.id, { onDelete: 'set null' }),
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    /** Keyed hash of the buyer's address in lower case: finds the record for a data request, says nothing by itself. */
    emailDigest: varchar('email_digest', { length: 64 }).notNull(),
    /** Which key sealed the values (a fingerprint, never the key). */
    keyId: varchar('key_id', { length: 16 }).notNull(),
    propertyTitle: varchar('property_title', { length: 255 }).notNull(),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    details: bytea('details'),
    document: bytea('document'),
    documentName: varchar('document_name', { length: 255 }),
    documentType: varchar('document_type', { length: 50 }),
    registerExtract: bytea('register_extract'),
    registerExtractName: varchar('register_extract_name', { length: 255 }),
    registerExtractType: varchar('register_extract_type', { length: 50 }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: varchar('confirmed_by', { length: 255 }),
    confirmationNote: varchar('confirmation_note', { length: 1000 }),
    keptUntil: timestamp('kept_until', { withTimezone: true }),
  },
  (table) => [index('buyer_identifications_email_digest').on(table.emailDigest)],
);
