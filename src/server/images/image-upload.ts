import type { Multipart } from '@fastify/multipart';
import { IMAGE_UPLOAD_FIELD, IMAGE_UPLOAD_MESSAGES, tooManyImagesMessage } from '#shared/images/schemas.ts';
import { LIMITS } from '#shared/limits.ts';
import type { ImageFiles } from './image-files';
import { discardStoredImages, ImageDecodeError, inspectImage, storeImage, type StoredImage } from './image-store';

/** A request the client has to fix; carries the status and the message it is answered with. */
export class UploadRejected extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'UploadRejected';
  }
}

/** Limits for @fastify/multipart: one file more than allowed, so an 11th file gets the clear message. */
export const MULTIPART_LIMITS = {
  fileSize: LIMITS.imageBytes,
  files: LIMITS.imagesPerProperty + 1,
  fields: 10,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: LIMITS.imagesPerProperty + 11,
  headerPairs: 100,
} as const;

/** Turns what the multipart parser throws (limits, malformed bodies, aborted uploads) into a 4xx. */
function rejectionFromParser(error: unknown): UploadRejected {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new UploadRejected(413, IMAGE_UPLOAD_MESSAGES.size);
    case 'FST_FILES_LIMIT':
      return new UploadRejected(400, tooManyImagesMessage(LIMITS.imagesPerProperty));
    default:
      return new UploadRejected(400, IMAGE_UPLOAD_MESSAGES.malformed);
  }
}

async function fromParser<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw rejectionFromParser(error);
  }
}

/** Checks the bytes, then re-encodes and stores them; refusals become UploadRejected. */
async function acceptImage(data: Buffer, store: ImageFiles): Promise<StoredImage> {
  const inspection = await inspectImage(data);
  if (!inspection.ok) {
    throw new UploadRejected(400, IMAGE_UPLOAD_MESSAGES[inspection.reason]);
  }
  try {
    return await storeImage(data, store);
  } catch (error) {
    if (error instanceof ImageDecodeError) throw new UploadRejected(400, IMAGE_UPLOAD_MESSAGES.broken);
    throw error;
  }
}

/**
 * Reads the files of the "images" field one at a time (at most one file buffer in memory), checks
 * and stores each. Any refusal or failure removes every file this request wrote, so a failed
 * request leaves nothing behind. Other parts are read and ignored. The caller still has to append
 * the URLs atomically and discard the files if that is refused.
 */
export async function receiveImages(
  parts: AsyncIterableIterator<Multipart>,
  options: {
    store: ImageFiles;
    remaining: number;
    /** The multipart field that carries the files (default: "images"). */
    field?: string;
    /** The refusal when more files come than remaining (default: the property's image limit). */
    tooManyMessage?: string;
    /** The refusal when the field has no file (default: names the "images" field). */
    noneMessage?: string;
  },
): Promise<StoredImage[]> {
  const field = options.field ?? IMAGE_UPLOAD_FIELD;
  const stored: StoredImage[] = [];
  let files = 0;
  try {
    for (;;) {
      const next = await fromParser(() => parts.next());
      if (next.done) break;
      const part = next.value;
      if (part.type !== 'file') continue;
      if (part.fieldname !== field) {
        await fromParser(() => part.toBuffer());
        continue;
      }
      files += 1;
      if (files > options.remaining) {
        throw new UploadRejected(400, options.tooManyMessage ?? tooManyImagesMessage(options.remaining));
      }
      const data = await fromParser(() => part.toBuffer());
      stored.push(await acceptImage(data, options.store));
    }
    if (files === 0) throw new UploadRejected(400, options.noneMessage ?? IMAGE_UPLOAD_MESSAGES.none);
    return stored;
  } catch (error) {
    await discardStoredImages(stored, options.store);
    throw error;
  }
}
