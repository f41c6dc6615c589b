import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../api/endpoint-route';
import { DatabaseDocumentFiles } from './database-document-files';
import { inlineDisposition } from './document-upload';
import { accessIdsOf } from './access-cookie';
import { accessOpens, grantedAccess, recordDownload } from './document-access';
import { currentPreviewKey, findVisitorDocument } from './property-documents';
import { PREVIEW_MEDIA_TYPE } from '#shared/documents/schemas.ts';
import { recordAudit } from '../audit/audit-log';

const PREVIEW_MESSAGES = { none: 'This document has no preview.' } as const;

const LINK_MESSAGES = {
  expired: 'This download link has expired. Please open the document again from the property’s page.',
  forged: 'This download link is not valid. Please open the document from the property’s page.',
  gone: 'This document is no longer available.',
  gated: 'This document opens once you accept the terms on the property’s page and confirm your e-mail address.',
} as const;

/**
 * A visitor's way to a document: the property's page links to
 * /api/listings/<slug>/documents/<id>, which answers with 303 and the same address signed
 * (version, expires, signature); only a signed request gets the file. The signature names the
 * file's version and expires: a replaced file, a document made team-only or a property taken down
 * opens nothing through an old link. A gated document is signed only for a browser that carries a
 * confirmed acknowledgement of the property's terms, and for that acknowledgement (`access`): each
 * of its downloads is recorded to that person and in the audit log.
 */
export default async function publicDocumentRoutes(app: FastifyInstance) {
  // On PostgreSQL this instance keeps copies of the files it sent: removals anywhere drop them.
  let stopFollowing: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    if (app.documentFiles instanceof DatabaseDocumentFiles) {
      stopFollowing = await app.documentFiles.followRemovals(app.database.listen.bind(app.database));
    }
  });
  app.addHook('onClose', async () => stopFollowing?.());

  endpointRoute(app, 'openPropertyDocument', async (request, reply) => {
    const { slug, documentId } = request.params;
    const { version, expires, signature, access } = request.query;
    if (version === undefined || expires === undefined || signature === undefined) {
      const document = await findVisitorDocument(app.db, slug, documentId);
      if (!document) return reply.code(404).send({ message: LINK_MESSAGES.gone });
      const granted = document.gated
        ? await grantedAccess(app.db, document.propertyId, accessIdsOf(request, app.documentAccessKeys))
        : null;
      if (document.gated && !granted) {
        return reply.code(403).header('Cache-Control', 'no-store').send({ message: LINK_MESSAGES.gated });
      }
      const link = app.documentLinks.sign(document.id, document.version, Date.now(), granted?.id);
      const query = new URLSearchParams({
        version: String(link.version),
        expires: String(link.expires),
        signature: link.signature,
        ...(granted ? { access: granted.id } : {}),
      });
      return reply
        .code(303)
        .header('Cache-Control', 'no-store')
        .header('Location', `/api/listings/${slug}/documents/${document.id}?${query.toString()}`)
        .send();
    }

    const check = app.documentLinks.check({ documentId, version, expires, accessId: access }, signature);
    if (check !== 'valid') return reply.code(403).send({ message: LINK_MESSAGES[check] });
    const document = await findVisitorDocument(app.db, slug, documentId);
    if (document?.gated && !(access && (await accessOpens(app.db, document.propertyId, access)))) {
      // A link made while the document was public, or for an acknowledgement that no longer exists.
      return reply.code(403).send({ message: LINK_MESSAGES.gated });
    }
    const file = document && document.version === version ? await app.documentFiles.open(document.fileKey) : null;
    if (!document || !file) return reply.code(404).send({ message: LINK_MESSAGES.gone });
    if (document.gated && access) {
      try {
        await recordDownload(app.db, { accessId: access, documentId, documentTitle: document.titleDe, version });
        await recordAudit(app.db, {
          userId: null,
          username: null,
          action: 'openGatedDocument',
          targetId: documentId,
          detail: { access, version },
          clientAddress: request.ip,
        });
      } catch (error) {
        // Not recorded, not sent.
        file.stream.destroy();
        throw error;
      }
    }
    return (
      reply
        .header('Content-Type', document.mediaType)
        .header('Content-Length', file.byteSize)
        .header('Content-Disposition', inlineDisposition(document.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        // The link is the visitor's for half an hour; no shared cache keeps it.
        .header('Cache-Control', 'private, max-age=1800')
        .header('Referrer-Policy', 'no-referrer')
        .send(file.stream)
    );
  });

  // The first page's image: for a public document to anyone, for a gated one only where the
  // document itself opens (no download is recorded: the file is not sent).
  endpointRoute(app, 'documentPreview', async (request, reply) => {
    const { slug, documentId } = request.params;
    const document = await findVisitorDocument(app.db, slug, documentId);
    const previewKey = document ? currentPreviewKey(document) : null;
    if (!document || !previewKey) return reply.code(404).send({ message: PREVIEW_MESSAGES.none });
    if (
      document.gated &&
      !(await grantedAccess(app.db, document.propertyId, accessIdsOf(request, app.documentAccessKeys)))
    ) {
      return reply.code(403).header('Cache-Control', 'no-store').send({ message: LINK_MESSAGES.gated });
    }
    const image = await app.documentFiles.read(previewKey);
    if (!image) return reply.code(404).send({ message: PREVIEW_MESSAGES.none });
    return (
      reply
        .header('Content-Type', PREVIEW_MEDIA_TYPE)
        .header('X-Content-Type-Options', 'nosniff')
        // A public one's image is public, its address names the file's version; a gated one's is
        // this visitor's.
        .header('Cache-Control', document.gated ? 'private, max-age=1800' : 'public, max-age=3600')
        .send(image)
    );
  });
}
