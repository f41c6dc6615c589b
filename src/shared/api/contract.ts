import { z } from 'zod';
import { LANGUAGES, LIMITS, PDF_MEDIA_TYPE, XLSX_MEDIA_TYPE } from '../constants';
import {
  contactPhotoChangedSchema,
  imageAltTextSchema,
  imageAltTextsChangedSchema,
  imageDeleteSchema,
  imageOrderSchema,
  imagesChangedSchema,
  propertyImagesSchema,
} from '../schemas/admin-images';
import {
  adminOfferSchema,
  offerUpdateSchema,
  offersPageQuerySchema,
  offersPageSchema,
  overviewQuerySchema,
  overviewSchema,
} from '../schemas/admin-offers';
import { auditPageQuerySchema, auditPageSchema } from '../schemas/admin-audit';
import { bidLogSchema } from '../schemas/bid-log';
import {
  privacyEraseSchema,
  privacyExportSchema,
  privacyLookupSchema,
  privacyQuerySchema,
} from '../schemas/admin-privacy';
import { mailOutboxQuerySchema, mailOutboxSchema, outboxMailSchema } from '../schemas/admin-mail';
import { loginBodySchema, publicUserSchema } from '../schemas/auth';
import { offerBodySchema, offerHeadersSchema, offerSchema } from '../schemas/offer';
import { pageCreateSchema, pageSchema, pageUpdateSchema } from '../schemas/page';
import {
  adminPropertySchema,
  propertyCreateSchema,
  propertyPatchSchema,
  propertySchema,
  propertyWithProcedureSchema,
} from '../schemas/property';
import {
  languageSchema,
  translationBulkSchema,
  translationCoverageSchema,
  translationCreateSchema,
  translationListQuerySchema,
  translationMapSchema,
  translationSchema,
  translationUpdateSchema,
} from '../schemas/translation';
import { messageSchema, uuidParam } from '../schemas/wire';
import { standingSchema } from '../schemas/offer-procedure';
import { offerDocumentSchema } from '../schemas/offer-terms';
import {
  createdSellerLinkSchema,
  sellerLinkCreateSchema,
  sellerLinkParams,
  sellerLinkSchema,
  sellerTokenParams,
  sellerViewSchema,
} from '../schemas/seller-view';
import { PROOF_MEDIA_TYPES, PROOF_UPLOAD_FIELD } from '../offer-terms';
import type { EndpointName } from './endpoints';

/** The schemas of one endpoint and what only the server uses; its method, path and errors are in endpoints.ts. */
export interface EndpointSchemas {
  /** One line for the API's documentation (the OpenAPI summary). */
  summary: string;
  /** The message of a 404, also for a path parameter that cannot name anything (e.g. not a uuid). */
  notFound?: string;
  params?: z.ZodType;
  /** Request headers the endpoint reads (names in lower case; other headers pass). */
  headers?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** Instead of a JSON body: multipart/form-data with a repeated file field of this name. */
  files?: string;
  /**
   * The JSON answer; `file` for a download or stream: its media type, or the types one of which it
   * has (told from the file's bytes), and for a JSON file the schema of what it holds.
   */
  response: z.ZodType | { file: string | readonly string[]; schema?: z.ZodType };
  /** 201 for endpoints that create; 200 otherwise. */
  status?: 200 | 201;
}

const idParams = z.object({ id: uuidParam });

/** Every call the site and the back office make, and the operational ones, with every input and answer. */
export const CONTRACT = {
  health: { summary: 'The process answers', response: z.object({ status: z.literal('ok') }) },
  readiness: {
    summary: 'The process and its database answer',
    response: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
  },
  openApiDocument: { summary: 'This API as an OpenAPI 3.1 document', response: z.record(z.string(), z.unknown()) },

  listProperties: { summary: 'Active properties; the public page shows the first', response: z.array(propertySchema) },
  placeOffer: {
    summary: "A visitor's non-binding purchase offer",
    notFound: 'Property not found',
    params: idParams,
    headers: offerHeadersSchema,
    body: offerBodySchema,
    response: offerSchema,
    status: 201,
  },
  uploadOfferDocument: {
    summary:
      'A proof of funds for an offer (multipart, one file in the field "file"; PDF, JPEG or PNG by its bytes, at most 10 MB): name its id as proofOfFundsId in the offer within 24 hours',
    files: PROOF_UPLOAD_FIELD,
    response: offerDocumentSchema,
    status: 201,
  },
  propertyStanding: {
    summary:
      "A property's offer procedure as visitors may see it: the mode, the end, the shown minimum, and in the open procedure the highest offer and the number of offers",
    notFound: 'Property not found',
    params: idParams,
    response: standingSchema,
  },
  propertyEvents: {
    summary:
      'Server-Sent Events of the standing: `event: standing` at once and whenever an offer is stored or the end moves, from any instance',
    notFound: 'Property not found',
    params: idParams,
    response: { file: 'text/event-stream' },
  },
  sellerView: {
    summary:
      "A seller's read-only view of their property: the live standing whatever the public mode, and the offers (contact data only when the link allows it)",
    notFound: 'This link is no longer valid',
    params: sellerTokenParams,
    response: sellerViewSchema,
  },
  sellerViewEvents: {
    summary:
      "Server-Sent Events of the seller's view: `event: seller-view` at once and after every stored offer or moved end; `event: gone` when the link was revoked or expired",
    notFound: 'This link is no longer valid',
    params: sellerTokenParams,
    response: { file: 'text/event-stream' },
  },
  sellerBidLogPdf: {
    summary: "The bid log of the seller's property as a PDF, in German unless another language is asked for",
    notFound: 'This link is no longer valid',
    params: sellerTokenParams,
    query: z.object({ language: languageSchema.optional() }),
    response: { file: PDF_MEDIA_TYPE },
  },
  getTranslations: {
    summary: 'Texts of one language: key to text',
    notFound: 'Unknown language',
    params: z.object({ language: z.enum(LANGUAGES) }),
    response: translationMapSchema,
  },
  getPage: {
    summary: 'An active content page',
    notFound: 'Page not found',
    params: z.object({
      slug: z
        .string()
        .max(LIMITS.pageSlug)
        .refine((slug) => !slug.includes('\u0000')),
    }),
    response: pageSchema,
  },

  login: { summary: 'Sign in an administrator', body: loginBodySchema, response: publicUserSchema },
  logout: { summary: 'Sign out', response: messageSchema },
  currentUser: { summary: 'The signed-in administrator', response: publicUserSchema },

  adminListProperties: {
    summary: 'All properties with their number of offers',
    response: z.array(adminPropertySchema),
  },
  createProperty: {
    summary: 'Create a property (with its offer procedure: sealed by default)',
    body: propertyCreateSchema,
    response: propertyWithProcedureSchema,
    status: 201,
  },
  updateProperty: {
    summary: "Change a property's fields and offer procedure (not its images)",
    notFound: 'Property not found',
    params: idParams,
    body: propertyPatchSchema,
    response: propertyWithProcedureSchema,
  },
  deleteProperty: {
    summary: 'Delete a property that has no offers (and its uploaded images)',
    notFound: 'Property not found',
    params: idParams,
    response: messageSchema,
  },
  showPropertyOnHomePage: {
    summary: 'Show an active property on the home page, in place of the one shown there',
    notFound: 'Property not found',
    params: idParams,
    response: propertySchema,
  },
  listPropertyImages: {
    summary: "A property's images in display order",
    notFound: 'Property not found',
    params: idParams,
    response: propertyImagesSchema,
  },
  uploadPropertyImages: {
    summary: 'Add images (multipart, repeated field "images")',
    notFound: 'Property not found',
    params: idParams,
    files: 'images',
    response: imagesChangedSchema,
  },
  deletePropertyImage: {
    summary: 'Remove one image and its files',
    notFound: 'Property not found',
    params: idParams,
    body: imageDeleteSchema,
    response: imagesChangedSchema,
  },
  reorderPropertyImages: {
    summary: 'Put the images in a new order (the same images; the first is the cover)',
    notFound: 'Property not found',
    params: idParams,
    body: imageOrderSchema,
    response: imagesChangedSchema,
  },
  updateImageAltText: {
    summary: "Set one image's alternative text in German, English and French",
    notFound: 'Property not found',
    params: idParams,
    body: imageAltTextSchema,
    response: imageAltTextsChangedSchema,
  },
  uploadContactPhoto: {
    summary: 'Set the contact person\'s photo (multipart, one file in field "photo")',
    notFound: 'Property not found',
    params: idParams,
    files: 'photo',
    response: contactPhotoChangedSchema,
  },
  deleteContactPhoto: {
    summary: "Remove the contact person's photo",
    notFound: 'Property not found',
    params: idParams,
    response: contactPhotoChangedSchema,
  },

  listSellerLinks: {
    summary: "A property's read-only links for its seller, newest first (the tokens are not readable again)",
    notFound: 'Property not found',
    params: idParams,
    response: z.array(sellerLinkSchema),
  },
  createSellerLink: {
    summary:
      "Create a read-only link for the property's seller: 7, 30 or 90 days or until a date, with or without the bidders' contact data; the answer is the only place its token appears",
    notFound: 'Property not found',
    params: idParams,
    body: sellerLinkCreateSchema,
    response: createdSellerLinkSchema,
    status: 201,
  },
  revokeSellerLink: {
    summary: "Revoke a seller's link: from now on it opens nothing",
    notFound: 'Link not found',
    params: sellerLinkParams,
    response: sellerLinkSchema,
  },

  listOffers: { summary: 'All offers, newest first', response: z.array(adminOfferSchema) },
  listOffersPage: {
    summary:
      "One page of offers (with their property's title and whether each is its property's highest): filtered, ordered by date or amount, continued by a cursor",
    query: offersPageQuerySchema,
    response: offersPageSchema,
  },
  adminOverview: {
    summary:
      "The dashboard's figures: active properties, offers today, average and highest offer, the highest offer per property, offers per day over 14 days",
    query: overviewQuerySchema,
    response: overviewSchema,
  },
  toggleOfferFavorite: {
    summary: "Toggle an offer's favourite flag",
    notFound: 'Offer not found',
    params: idParams,
    response: adminOfferSchema,
  },
  updateOffer: {
    summary: "Set an offer's status (new, contacted, accepted, declined) and/or its internal note",
    notFound: 'Offer not found',
    params: idParams,
    body: offerUpdateSchema,
    response: adminOfferSchema,
  },
  deleteOffer: {
    summary: 'Delete one offer',
    notFound: 'Offer not found',
    params: idParams,
    response: messageSchema,
  },
  deleteAllOffers: { summary: 'Delete every offer', response: z.object({ deleted: z.number().int() }) },
  downloadOfferProof: {
    summary: "An offer's proof of funds as uploaded (PDF, JPEG or PNG), as an attachment",
    notFound: 'No proof of funds for this offer',
    params: idParams,
    response: { file: PROOF_MEDIA_TYPES },
  },
  exportOffers: { summary: 'All offers as a spreadsheet (bids-export.xlsx)', response: { file: XLSX_MEDIA_TYPE } },
  offerReceipt: {
    summary: "An offer's PDF receipt, in the language the offer was placed in or the one asked for",
    notFound: 'Offer not found',
    params: idParams,
    query: z.object({ language: languageSchema.optional() }),
    response: { file: PDF_MEDIA_TYPE },
  },
  bidLog: {
    summary: "A property's bid log: every offer (anonymised bidder, amount, terms), deletion, extension and change",
    notFound: 'Property not found',
    params: idParams,
    response: bidLogSchema,
  },
  bidLogPdf: {
    summary: "A property's bid log as a PDF for the seller, in German unless another language is asked for",
    notFound: 'Property not found',
    params: idParams,
    query: z.object({ language: languageSchema.optional() }),
    response: { file: PDF_MEDIA_TYPE },
  },

  translationCoverage: { summary: 'Stored texts per language (coverage)', response: translationCoverageSchema },
  listTranslations: {
    summary: 'Stored texts of one language, optionally of one category',
    notFound: 'Unknown language',
    params: z.object({ language: languageSchema }),
    query: translationListQuerySchema,
    response: z.array(translationSchema),
  },
  createTranslation: { summary: 'Add a text', body: translationCreateSchema, response: translationSchema, status: 201 },
  updateTranslation: {
    summary: "Change a text's value",
    notFound: 'Translation not found',
    params: idParams,
    body: translationUpdateSchema,
    response: translationSchema,
  },
  deleteTranslation: {
    summary: 'Delete a text',
    notFound: 'Translation not found',
    params: idParams,
    response: messageSchema,
  },
  seedTranslations: {
    summary: 'Add or overwrite many texts at once',
    body: translationBulkSchema,
    response: z.object({ results: z.array(translationSchema) }),
  },

  listPages: { summary: 'All content pages', response: z.array(pageSchema) },
  createPage: { summary: 'Create a content page', body: pageCreateSchema, response: pageSchema, status: 201 },
  updatePage: {
    summary: 'Replace a content page (its slug stays)',
    notFound: 'Page not found',
    params: idParams,
    body: pageUpdateSchema,
    response: pageSchema,
  },
  deletePage: {
    summary: 'Delete a content page',
    notFound: 'Page not found',
    params: idParams,
    response: messageSchema,
  },

  mailOutbox: {
    summary: 'The e-mail outbox: counts per status and the newest mails',
    query: mailOutboxQuerySchema,
    response: mailOutboxSchema,
  },
  retryMail: {
    summary: 'Send a failed e-mail again',
    notFound: 'E-mail not found',
    params: idParams,
    response: outboxMailSchema,
  },
  privacyLookup: {
    summary: 'How many offers and e-mails are stored for one e-mail address',
    query: privacyQuerySchema,
    response: privacyLookupSchema,
  },
  privacyExport: {
    summary: 'Everything stored for one e-mail address, as JSON (DSGVO Art. 15)',
    query: privacyQuerySchema,
    response: { file: 'application/json', schema: privacyExportSchema },
  },
  privacyErase: {
    summary: "Delete one e-mail address's offers, consents and e-mails (DSGVO Art. 17)",
    body: privacyEraseSchema,
    response: z.object({ deleted: z.number().int() }),
  },
  adminEvents: {
    summary: 'Server-Sent Events for an open admin: `event: offer` for each new offer, from any instance',
    response: { file: 'text/event-stream' },
  },
  auditLog: {
    summary: 'The audit log: sign-ins and admin changes, newest first, in pages',
    query: auditPageQuerySchema,
    response: auditPageSchema,
  },
} as const satisfies { [N in EndpointName]: EndpointSchemas };

type Contract = typeof CONTRACT;

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : undefined;
type Field<N extends EndpointName, F extends string> = F extends keyof Contract[N] ? Contract[N][F] : undefined;

/** What a client sends: path parameters, query and body as they go over the wire. */
export type ParamsOf<N extends EndpointName> = SchemaInput<Field<N, 'params'>>;
export type HeadersOf<N extends EndpointName> = SchemaInput<Field<N, 'headers'>>;
export type QueryOf<N extends EndpointName> = SchemaInput<Field<N, 'query'>>;
export type BodyOf<N extends EndpointName> = SchemaInput<Field<N, 'body'>>;
/** The answer as the client reads it (timestamps as ISO strings). */
export type ResponseOf<N extends EndpointName> = SchemaInput<Contract[N]['response']>;

/** The same, as a handler sees them after validation, and what it returns before encoding. */
export type ParsedParamsOf<N extends EndpointName> = SchemaOutput<Field<N, 'params'>>;
export type ParsedHeadersOf<N extends EndpointName> = SchemaOutput<Field<N, 'headers'>>;
export type ParsedQueryOf<N extends EndpointName> = SchemaOutput<Field<N, 'query'>>;
export type ParsedBodyOf<N extends EndpointName> = SchemaOutput<Field<N, 'body'>>;
export type HandlerResultOf<N extends EndpointName> = SchemaOutput<Contract[N]['response']>;
