import type { FastifyReply } from 'fastify';
import { PDF_MEDIA_TYPE } from '#shared/offers/offers-export.ts';

/** A rendered PDF and the name the browser saves it under. */
export interface PdfFile {
  fileName: string;
  content: Uint8Array;
}

/**
 * Sends a PDF as a download: kept out of shared caches (it names people or a procedure's figures)
 * and never sniffed as anything else.
 */
export function sendPdf(reply: FastifyReply, pdf: PdfFile): FastifyReply {
  return reply
    .header('Content-Type', PDF_MEDIA_TYPE)
    .header('Content-Disposition', `attachment; filename="${pdf.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(Buffer.from(pdf.content));
}
