import { randomBytes } from 'node:crypto';

export interface UploadPart {
  /** Form field name; the upload reads "images". */
  field?: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body as a browser's FormData would send it, for app.inject(). */
export function multipartBody(parts: readonly UploadPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const field = part.field ?? 'images';
    const disposition =
      part.filename === undefined
        ? `form-data; name="${field}"`
        : `form-data; name="${field}"; filename="${part.filename.replaceAll('"', '%22')}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** n image files in the "images" field. */
export function imageParts(data: Buffer, count: number, contentType = 'image/jpeg'): UploadPart[] {
  return Array.from({ length: count }, (_, index) => ({ filename: `photo-${index + 1}.jpg`, contentType, data }));
}
