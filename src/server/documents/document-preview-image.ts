import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import type { DocumentMediaType } from '#shared/documents/schemas.ts';

/** A preview is this wide (twice the list's thumbnail, for sharp screens) and at most this tall. */
const PREVIEW_WIDTH = 240;
const PREVIEW_MAX_HEIGHT = 480;

/** A PDF whose first page is not drawn by then gets no preview (its thread is ended). */
const PDF_DEADLINE_MS = 30_000;
/** What the drawing thread may hold: a 25 MB file and its first page, with room. */
const THREAD_HEAP_MB = 512;

/**
 * The first page of a PDF as PNG, drawn on a thread of its own; null when it cannot be drawn.
 * `data` is unusable afterwards where it was handed over to the thread.
 */
function drawFirstPage(data: Buffer): Promise<Buffer | null> {
  return new Promise((resolve) => {
    // Handed over, not copied, where the buffer is the file's alone (as a read file's is): a
    // 25 MB copy would be made on the server's thread.
    const whole =
      data.buffer instanceof ArrayBuffer && data.byteOffset === 0 && data.byteLength === data.buffer.byteLength;
    const buffer: ArrayBuffer = whole ? (data.buffer as ArrayBuffer) : new Uint8Array(data).buffer;
    const bytes = new Uint8Array(buffer);
    // Plain JavaScript, like the embedded database's thread: none of this process's loaders.
    const worker = new Worker(new URL('./preview-thread.mjs', import.meta.url), {
      workerData: { data: bytes, width: PREVIEW_WIDTH, maxHeight: PREVIEW_MAX_HEIGHT },
      transferList: [buffer],
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const settle = (png: Buffer | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      void worker.terminate();
      resolve(png);
    };
    const deadline = setTimeout(() => settle(null), PDF_DEADLINE_MS);
    worker.on('message', (message: { png?: Uint8Array; error?: string }) =>
      settle(message.png ? Buffer.from(message.png) : null),
    );
    worker.on('error', () => settle(null));
    worker.on('exit', () => settle(null));
  });
}

/**
 * A document's first page as a small WebP image: a PDF's first page drawn, an image scaled down.
 * Null when the file cannot be drawn (a damaged or encrypted PDF, a page that takes too long): the
 * page then shows the type’s icon, as before. A PDF's `data` is handed to the drawing thread: read it no more.
 */
export async function previewImageOf(data: Buffer, mediaType: DocumentMediaType): Promise<Buffer | null> {
  const source = mediaType === 'application/pdf' ? await drawFirstPage(data) : data;
  if (!source) return null;
  try {
    return await sharp(source, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: PREVIEW_WIDTH, height: PREVIEW_MAX_HEIGHT, fit: 'inside' })
      .flatten({ background: '#ffffff' })
      .webp({ quality: 72 })
      .toBuffer();
  } catch {
    return null;
  }
}
