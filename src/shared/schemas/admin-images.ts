import { z } from 'zod';
import { LIMITS } from '../constants';

/** Upload answers (German, as SPEC §5 gives them); the upload toast shows them as they come. */
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
    remaining <= 0 ? 'keine Plätze mehr frei' : remaining === 1 ? 'noch 1 Platz frei' : `noch ${remaining} Plätze frei`;
  return `Maximal ${LIMITS.imagesPerProperty} Bilder pro Immobilie (${free})`;
}

export function imagesUploadedMessage(count: number): string {
  return count === 1 ? '1 Bild erfolgreich hochgeladen' : `${count} Bilder erfolgreich hochgeladen`;
}

/** The multipart field the upload reads; repeated once per file. */
export const IMAGE_UPLOAD_FIELD = 'images';

/** DELETE /api/admin/properties/:id/images */
export const imageDeleteSchema = z.object({
  imageUrl: z.string({ error: 'imageUrl is required' }).min(1, 'imageUrl is required').max(2048),
});

/** GET /api/admin/properties/:id/images, in display order (the first is the cover). */
export const propertyImagesSchema = z.object({ images: z.array(z.string()) });
export type PropertyImages = z.infer<typeof propertyImagesSchema>;

/** POST /api/admin/properties/:id/upload-images and DELETE …/images: what changed, and the images now. */
export const imagesChangedSchema = propertyImagesSchema.extend({ message: z.string() });
export type ImageUploadResult = z.infer<typeof imagesChangedSchema>;
