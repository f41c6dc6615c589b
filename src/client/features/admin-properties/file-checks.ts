import { IMAGE_TYPES, LIMITS } from '#shared/limits.ts';
import type { PlainTranslationKey, TranslationKey } from '#shared/translations/index.ts';

export type FileProblem = 'type' | 'size' | 'count';

export type FileCheck = { ok: true } | { ok: false; problem: FileProblem; files: string[] };

const EXTENSIONS = /\.(jpe?g|png|webp)$/i;

/** Browsers leave the MIME type empty for some files; the extension decides then. The server checks the bytes. */
export function isAllowedImage(file: Pick<File, 'type' | 'name'>): boolean {
  if (file.type) return (IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase());
  return EXTENSIONS.test(file.name);
}

/**
 * Client-side checks before any byte is sent: type (JPEG, JPG, PNG, WebP), then size
 * (5 MB per file), then the limit of 10 images per property. A selection with a problem is
 * refused whole, as the server would refuse it whole.
 */
export function checkFiles(files: readonly Pick<File, 'type' | 'name' | 'size'>[], currentCount: number): FileCheck {
  const wrongType = files.filter((file) => !isAllowedImage(file));
  if (wrongType.length > 0) return { ok: false, problem: 'type', files: wrongType.map((file) => file.name) };
  const tooLarge = files.filter((file) => file.size > LIMITS.imageBytes);
  if (tooLarge.length > 0) return { ok: false, problem: 'size', files: tooLarge.map((file) => file.name) };
  if (currentCount + files.length > LIMITS.imagesPerProperty) return { ok: false, problem: 'count', files: [] };
  return { ok: true };
}

/** The keys of the refusal toast's title and message, German like the image panel ({free}: places left). */
const PROBLEM_TEXTS = {
  type: { title: 'admin.images.invalidTitle', message: 'admin.images.invalidMessage' },
  size: { title: 'admin.images.tooLargeTitle', message: 'admin.images.tooLargeMessage' },
  count: { title: 'admin.images.tooManyTitle', message: 'admin.images.tooManyMessage' },
} as const satisfies Record<FileProblem, { title: PlainTranslationKey; message: TranslationKey }>;

export function problemTexts(problem: FileProblem) {
  return PROBLEM_TEXTS[problem];
}
