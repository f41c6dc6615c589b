import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { inlineDisposition } from './document-upload';
import { findLinkedDocument, findPublicDocument } from './property-documents';

const LINK_MESSAGES = {
  expired: 'This download link has expired. Please open the document again from the property’s page.',
  forged: 'This download link is not valid. Please open the document from the property’s page.',
  gone: 'This document is no longer available.',
} as const;

/**
 * A visitor's way to a public document: the property's page links to
 * /api/listings/<slug>/documents/<id>, which answers with a fresh signed link (303) to the file.
 * The file itself is only ever served through such a link, which expires and names the file's
 * version: a replaced file, a document made team-only or a property taken down opens nothing.
 */
export default async function publicDocumentRoutes(app: FastifyInstance) {
  endpointRoute(app, 'openPropertyDocument', async (request, reply) => {
    const { slug, documentId } = request.params;
    const document = await findPublicDocument(app.db, slug, documentId);
    if (!document) return reply.notFound();
    const link = app.documentLinks.sign(document.id, document.version);
    const query = new URLSearchParams({
      version: String(link.version),
      expires: String(link.expires),
      signature: link.signature,
    });
    return reply
      .code(303)
      .header('Cache-Control', 'no-store')
      .header('Location', `/api/document-files/${document.id}?${query.toString()}`)
      .send();
  });

  endpointRoute(app, 'getPropertyDocumentFile', async (request, reply) => {
    const { documentId } = request.params;
    const { version, expires, signature } = request.query;
    const check = app.documentLinks.check({ documentId, version, expires }, signature);
    if (check !== 'valid') return reply.code(403).send({ message: LINK_MESSAGES[check] });
    const document = await findLinkedDocument(app.db, documentId);
    const data = document && document.version === version ? await app.documentFiles.read(document.fileKey) : null;
    if (!document || !data) return reply.code(404).send({ message: LINK_MESSAGES.gone });
    return (
      reply
        .header('Content-Type', document.mediaType)
        .header('Content-Disposition', inlineDisposition(document.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        // The link is the visitor's for half an hour; no shared cache keeps it.
        .header('Cache-Control', 'private, max-age=1800')
        .header('Referrer-Policy', 'no-referrer')
        .send(data)
    );
  });
}
