import { z } from 'zod';
import { LIMITS } from '#shared/limits.ts';
import { imageAltTextsSchema } from '#shared/properties/schemas.ts';
import { countedText } from '#shared/translations/plural.ts';
import { CONTROL_CHARACTER_MESSAGE, NUL_MESSAGE, noXmlForbidden, text } from '#shared/text-schemas.ts';

/** Upload answers (German, like the image panel); the upload toast shows them as they come. */
export const IMAGE_UPLOAD_MESSAGES = {
  type: 'Nur JPEG, PNG und WebP Bilder sind erlaubt',
  size: 'Maximale Dateigröße: 5MB pro Bild',
  pixels: 'Das Bild ist zu groß (höchstens 40 Megapixel)',
  broken: 'Die Bilddatei ist leer oder beschädigt',
  none: 'Keine Bilder im Feld "images" gefunden',
  malformed: 'Ungültige Upload-Anfrage',
  notMultipart: 'Bilder müssen als multipart/form-data gesendet werden',
} as const;

/** Refusal when a request would take the property past the image limit. */
export function tooManyImagesMessage(remaining: number): string {
  const free =
    remaining <= 0
      ? 'keine Plätze mehr frei'
      : countedText('noch {n} Platz frei|noch {n} Plätze frei', 'de', remaining, { n: remaining });
  return `Maximal ${LIMITS.imagesPerProperty} Bilder pro Immobilie (${free})`;
}

export function imagesUploadedMessage(count: number): string {
  return countedText('{n} Bild erfolgreich hochgeladen|{n} Bilder erfolgreich hochgeladen', 'de', count, { n: count });
}

/** The multipart field the upload reads; repeated once per file. */
export const IMAGE_UPLOAD_FIELD = 'images';

const IMAGE_URL_REQUIRED = 'imageUrl is required';

/**
 * An image URL as a client names it. NUL and control characters are refused here: PostgreSQL
 * (and a jsonb key) cannot hold some of them, and no stored URL contains any.
 */
const imageUrlField = (required: string = IMAGE_URL_REQUIRED) =>
  z
    .string({ error: required })
    .min(1, required)
    .max(2048)
    .refine((value) => !value.includes('\u0000'), NUL_MESSAGE)
    .refine(noXmlForbidden, CONTROL_CHARACTER_MESSAGE);

/** DELETE /api/admin/properties/:id/images */
export const imageDeleteSchema = z.object({ imageUrl: imageUrlField() });

/** GET /api/admin/properties/:id/images: in display order (the first is the cover), with their alternative texts. */
export const propertyImagesSchema = z.object({ images: z.array(z.string()), imageAltTexts: imageAltTextsSchema });
export type PropertyImages = z.infer<typeof propertyImagesSchema>;

/** POST …/upload-images, DELETE …/images and PUT …/images/order: what changed, and the images now. */
export const imagesChangedSchema = z.object({ message: z.string(), images: z.array(z.string()) });
export type ImageUploadResult = z.infer<typeof imagesChangedSchema>;

/** Answers of the order and alternative-text calls. */
export const IMAGE_ORDER_MESSAGES = {
  saved: 'Reihenfolge der Bilder gespeichert',
  stale: 'Die Bilder haben sich inzwischen geändert. Bitte laden Sie die Liste neu.',
} as const;
export const IMAGE_ALT_TEXT_SAVED = 'Alternativtext gespeichert';
/** A URL that is not one of the property's images (delete and alternative text). */
export const IMAGE_NOT_FOUND = 'Image not found';

/**
 * PUT /api/admin/properties/:id/images/order: the same images in a new order (the first is the
 * cover). Whether it is the same images is checked against the stored list (409 otherwise).
 */
export const imageOrderSchema = z.object({
  images: z
    .array(imageUrlField('Each image must be named by its URL'), { error: 'images must be a list of image URLs' })
    .max(LIMITS.imagesPerProperty),
});

/**
 * One language's alternative text: absent leaves it, null, '' or only spaces clear it. A screen
 * reader reads it as one line, so line breaks and runs of spaces become one space.
 */
const altTextField = z
  .union([text(LIMITS.imageAltText), z.null()])
  .optional()
  .transform((value) => (value == null ? value : value.replace(/\s+/g, ' ').trim() || null));

/** PUT /api/admin/properties/:id/images/alt-text: one image's alternative text in each language. */
export const imageAltTextSchema = z.object({
  imageUrl: imageUrlField(),
  de: altTextField,
  en: altTextField,
  fr: altTextField,
});
export type ImageAltTextInput = z.input<typeof imageAltTextSchema>;

/** The answer of the alt-text call: what changed, and every image's alternative texts now. */
export const imageAltTextsChangedSchema = z.object({ message: z.string(), imageAltTexts: imageAltTextsSchema });

/** POST /api/admin/properties/:id/contact-photo (multipart, field "photo") and its DELETE. */
export const CONTACT_PHOTO_FIELD = 'photo';
export const contactPhotoChangedSchema = z.object({ message: z.string(), contactPhoto: z.string().nullable() });
