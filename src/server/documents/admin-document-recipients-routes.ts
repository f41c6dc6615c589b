import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { recipientsExportFileName } from '#shared/documents/access-schemas.ts';
import { XLSX_MEDIA_TYPE } from '#shared/offers/offers-export.ts';
import { endpointRoute } from '../api/endpoint-route';
import { auditById } from '../api/route-effects';
import { findPropertySlug } from '../properties/property-slugs';
import { listDocumentRecipients, writeRecipientsWorkbook } from './document-recipients';

/**
 * /api/admin/properties/:id/document-recipients: who received the property's gated documents, on
 * screen and as a spreadsheet. The spreadsheet holds names and addresses: its download is audited.
 */
export default async function adminDocumentRecipientsRoutes(app: FastifyInstance) {
  endpointRoute(app, 'listDocumentRecipients', async (request, reply) => {
    if ((await findPropertySlug(app.db, request.params.id)) === undefined) return reply.notFound();
    return { recipients: await listDocumentRecipients(app.db, request.params.id) };
  });

  endpointRoute(
    app,
    'exportDocumentRecipients',
    async (request, reply) => {
      const slug = await findPropertySlug(app.db, request.params.id);
      if (slug === undefined) return reply.notFound();
      // Read in full before the first byte: a failure is still a clean JSON answer.
      const recipients = await listDocumentRecipients(app.db, request.params.id);
      const output = new PassThrough();
      writeRecipientsWorkbook(recipients, output).catch((error: unknown) => {
        request.log.error({ err: error }, 'recipients export failed');
        output.destroy(error instanceof Error ? error : new Error('recipients export failed'));
      });
      return reply
        .header('Content-Type', XLSX_MEDIA_TYPE)
        .header('Content-Disposition', `attachment; filename="${recipientsExportFileName(slug)}"`)
        .header('Cache-Control', 'no-store')
        .send(output);
    },
    { audit: auditById },
  );
}
