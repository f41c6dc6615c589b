import { z } from 'zod';
import { requiredLine, text } from '#shared/text-schemas.ts';
import { timestampSchema, uuidParam } from '#shared/wire-schemas.ts';

/** What a property's documents are limited to. */
export const DOCUMENT_LIMITS = {
  /** A scanned declaration of division or a long exposé is large; more is refused with 413. */
  bytes: 25 * 1024 * 1024,
  perProperty: 40,
  titleChars: 200,
  fileNameChars: 200,
} as const;

/** The multipart field of an upload or a replacement: one file. */
export const DOCUMENT_UPLOAD_FIELD = 'file';

/** What the bytes must be (told from the bytes, never the name or the declared type). */
export const DOCUMENT_MEDIA_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentMediaType = (typeof DOCUMENT_MEDIA_TYPES)[number];

/** A document's first-page image (its preview) is WebP. */
export const PREVIEW_MEDIA_TYPE = 'image/webp';

/**
 * Who may open a document: everyone from the property's page; whoever accepted the property's
 * terms and confirmed their e-mail address ("acknowledged"); or the agency's team only.
 * A new upload is for the team until the agent publishes it.
 */
export const DOCUMENT_VISIBILITIES = ['public', 'acknowledged', 'agent'] as const;
export type DocumentVisibility = (typeof DOCUMENT_VISIBILITIES)[number];

/** A document's title in the three languages; English and French fall back to German when empty. */
const documentTitlesSchema = z.object({ de: z.string(), en: z.string(), fr: z.string() });

/** A document as the agent sees it. */
const adminDocumentSchema = z.object({
  id: z.uuid(),
  title: documentTitlesSchema,
  /** The uploaded file's name, cleaned; the download carries it. */
  fileName: z.string(),
  mediaType: z.enum(DOCUMENT_MEDIA_TYPES),
  byteSize: z.number().int(),
  visibility: z.enum(DOCUMENT_VISIBILITIES),
  /** 1 for the first file; each replacement counts up. */
  version: z.number().int(),
  createdAt: timestampSchema,
  /** When the current file was uploaded. */
  fileUpdatedAt: timestampSchema,
  /** Whether a first-page image of the current file is there (its preview endpoint). */
  preview: z.boolean(),
  /** The energy certificate, linked from the page's energy card (one per property). */
  energyCertificate: z.boolean(),
});
export type AdminDocument = z.input<typeof adminDocumentSchema>;

/** GET …/documents: in the order the property's page lists them. */
export const propertyDocumentsSchema = z.object({ documents: z.array(adminDocumentSchema) });
export type PropertyDocuments = z.input<typeof propertyDocumentsSchema>;

/** Every change answers with what it did and the documents now. */
export const documentsChangedSchema = z.object({ message: z.string(), documents: z.array(adminDocumentSchema) });

const TITLE_MESSAGES = {
  required: 'The German title is required',
  tooLong: `A title may have at most ${DOCUMENT_LIMITS.titleChars} characters`,
  notOneLine: 'A title is one line without control characters',
};
const optionalTitle = text(DOCUMENT_LIMITS.titleChars)
  .refine((value) => !/[\r\n]/.test(value), TITLE_MESSAGES.notOneLine)
  .transform((value) => value.trim());

/** PUT …/documents/:documentId: the titles and who may open it. */
export const documentUpdateSchema = z.object({
  title: z.object({
    de: requiredLine(DOCUMENT_LIMITS.titleChars, TITLE_MESSAGES).transform((value) => value.trim()),
    en: optionalTitle,
    fr: optionalTitle,
  }),
  visibility: z.enum(DOCUMENT_VISIBILITIES, {
    error: `visibility must be one of: ${DOCUMENT_VISIBILITIES.join(', ')}`,
  }),
  /** true makes it the property's energy certificate (another one stops being it); absent: as it was. */
  energyCertificate: z.boolean({ error: 'energyCertificate is true or false' }).optional(),
});
export type DocumentUpdate = z.input<typeof documentUpdateSchema>;

/** PUT …/document-order: every document of the property, each once, in the new order. */
export const documentOrderSchema = z.object({
  documents: z.array(z.uuid()).max(DOCUMENT_LIMITS.perProperty),
});

export const documentParams = z.object({ id: uuidParam, documentId: uuidParam });

/**
 * A document as the property's page lists it (its link: openPropertyDocument). A gated one opens
 * only for a visitor who accepted the property's terms (documentAccessState).
 */
export const publicDocumentSchema = z.object({
  id: z.uuid(),
  gated: z.boolean(),
  title: documentTitlesSchema,
  mediaType: z.enum(DOCUMENT_MEDIA_TYPES),
  byteSize: z.number().int(),
  fileUpdatedAt: timestampSchema,
  /** 1 for the first file; each replacement counts up (and names the preview's current image). */
  version: z.number().int(),
  /** Whether a first-page image is there (documentPreview); a gated one's opens with the document. */
  preview: z.boolean(),
  /** The energy certificate, which the energy card links to. */
  energyCertificate: z.boolean(),
});
export type PublicDocument = z.input<typeof publicDocumentSchema>;

/** A preview's query: the file version the page knows, so that a new file's image is a new address. */
export const documentPreviewQuerySchema = z.object({
  version: z.coerce.number().int().min(1).max(1_000_000).optional(),
});

const LINK_PARTS_MESSAGE = 'A signed link has version, expires and signature, or none of them';
const ACCESS_PART_MESSAGE = 'access belongs to a signed link';

/**
 * A document link's query: none (the page's link), or the signed link's three parts — which file,
 * until when (seconds since 1970) and the signature —, and for a gated document the acknowledgement
 * it was made for (`access`, part of what is signed).
 */
export const documentLinkQuerySchema = z
  .object({
    version: z.coerce.number().int().min(1).max(1_000_000).optional(),
    expires: z.coerce.number().int().min(0).max(99_999_999_999).optional(),
    signature: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/)
      .optional(),
    access: uuidParam.optional(),
  })
  .refine((query) => query.access === undefined || query.signature !== undefined, ACCESS_PART_MESSAGE)
  .refine(
    (query) =>
      [query.version, query.expires, query.signature].every((part) => part === undefined) ||
      [query.version, query.expires, query.signature].every((part) => part !== undefined),
    LINK_PARTS_MESSAGE,
  );
