import type { Multipart } from '@fastify/multipart';

/** An upload the client has to fix: its status and the message for the person at the screen. */
export class UploadRefused extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'UploadRefused';
  }
}

/** What an upload form of one file says when the body itself is wrong. */
export interface OneFileMessages {
  /** No file in the expected field. */
  none: string;
  /** A second file. */
  tooMany: string;
  /** The file passed the size limit. */
  tooLarge: string;
  /** The multipart body could not be parsed. */
  malformed: string;
}

/**
 * @fastify/multipart's limits for a form of one file: text fields are few and small, a second
 * file is refused, and the file is cut off at `maxBytes`.
 */
export function oneFileLimits(maxBytes: number) {
  return {
    fileSize: maxBytes,
    files: 1,
    fields: 5,
    fieldSize: 1024,
    fieldNameSize: 100,
    parts: 6,
    headerPairs: 50,
  } as const;
}

function refusalOfParser(error: unknown, messages: OneFileMessages): UploadRefused {
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new UploadRefused(413, messages.tooLarge);
    case 'FST_FILES_LIMIT':
      return new UploadRefused(400, messages.tooMany);
    default:
      return new UploadRefused(400, messages.malformed);
  }
}

/**
 * Reads the one file of `field`, its bytes held in memory (at most the limit the parser was
 * registered with). Every part is read to the end, so the parser sees the whole body; refusals
 * are UploadRefused.
 */
export async function receiveOneFile(
  parts: AsyncIterableIterator<Multipart>,
  field: string,
  messages: OneFileMessages,
): Promise<{ data: Buffer; name: string }> {
  let file: { data: Buffer; name: string } | null = null;
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      if (part.fieldname === field) file = { data, name: part.filename };
    }
  } catch (error) {
    throw refusalOfParser(error, messages);
  }
  if (!file) throw new UploadRefused(400, messages.none);
  return file;
}
