import { randomBytes } from 'node:crypto';
import type { Multipart } from '@fastify/multipart';
import { oneFileLimits, receiveOneFile, UploadRefused } from '../api/one-file-upload';
import { DOCUMENT_LIMITS, DOCUMENT_UPLOAD_FIELD, type DocumentMediaType } from '#shared/documents/schemas.ts';
import type { ImageFiles } from '../images/image-files';
import { proofImageIsReadable, sanitizeFileName, sniffProofMediaType } from '../offers/offer-documents';
import type { StoredDocumentFile } from './property-documents';

/** The refusals of an upload, written for the agent at the screen. */
const DOCUMENT_UPLOAD_MESSAGES = {
  none: `No file in the field "${DOCUMENT_UPLOAD_FIELD}".`,
  tooMany: 'Send one document per upload.',
  tooLarge: 'A document may be at most 25 MB.',
  empty: 'The file is empty.',
  type: 'A document must be a PDF, JPEG or PNG file.',
  damaged: 'The image is damaged or larger than 40 megapixels. Please choose another file.',
  malformed: 'The upload could not be read. Please try again.',
} as const;

export const DOCUMENT_NOT_MULTIPART = `Send the document as multipart/form-data with one file in the field "${DOCUMENT_UPLOAD_FIELD}".`;

/** @fastify/multipart's limits: the one file, a few small fields. */
export const DOCUMENT_MULTIPART_LIMITS = oneFileLimits(DOCUMENT_LIMITS.bytes);

const EXTENSIONS: Record<DocumentMediaType, string> = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg',
  'image/png': '.png',
};

/**
 * Reads the one file of the "file" field (at most 25 MB in memory), tells its type from its bytes
 * and stores it under a random name that is never reused. Refusals are UploadRefused; nothing
 * is stored for them.
 */
export async function receiveDocument(
  parts: AsyncIterableIterator<Multipart>,
  store: ImageFiles,
): Promise<StoredDocumentFile> {
  const file = await receiveOneFile(parts, DOCUMENT_UPLOAD_FIELD, DOCUMENT_UPLOAD_MESSAGES);
  if (file.data.byteLength === 0) throw new UploadRefused(400, DOCUMENT_UPLOAD_MESSAGES.empty);
  const mediaType = sniffProofMediaType(file.data);
  if (!mediaType) throw new UploadRefused(415, DOCUMENT_UPLOAD_MESSAGES.type);
  if (!(await proofImageIsReadable(file.data, mediaType)))
    throw new UploadRefused(422, DOCUMENT_UPLOAD_MESSAGES.damaged);
  const fileKey = `${randomBytes(16).toString('hex')}${EXTENSIONS[mediaType]}`;
  await store.writeAll([{ name: fileKey, data: file.data }]);
  return {
    fileKey,
    fileName: sanitizeFileName(file.name, mediaType, 'dokument'),
    mediaType,
    byteSize: file.data.byteLength,
  };
}

/** The title a new document starts with: its file's name without the extension. */
export function titleFromFileName(fileName: string): string {
  const stem = fileName.replace(/\.(pdf|jpe?g|png)$/i, '').trim();
  return [...(stem === '' ? fileName : stem)].slice(0, DOCUMENT_LIMITS.titleChars).join('');
}

/** Content-Disposition for a document: shown in the browser, saved under its own name. */
export function inlineDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
