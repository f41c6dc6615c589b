import multipart from '@fastify/multipart';
import { queueDocumentNews } from './document-news';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { endpointRoute, notFoundMessageOf } from '../api/endpoint-route';
import { UploadRefused } from '../api/one-file-upload';
import { propertyExists } from '../properties/property-exists';
import { auditById, changesPropertyInPath } from '../api/route-effects';
import { DOCUMENT_LIMITS, PREVIEW_MEDIA_TYPE } from '#shared/documents/schemas.ts';
import {
  DOCUMENT_MULTIPART_LIMITS,
  DOCUMENT_NOT_MULTIPART,
  inlineDisposition,
  receiveDocument,
  titleFromFileName,
} from './document-upload';
import {
  addDocument,
  deleteDocument,
  findDocument,
  listDocuments,
  reorderDocuments,
  replaceDocumentFile,
  updateDocument,
  currentPreviewKey,
  type AdminDocumentRow,
  type StoredDocumentFile,
} from './property-documents';

const MESSAGES = {
  added: 'Document added',
  saved: 'Document saved',
  replaced: 'File replaced',
  deleted: 'Document deleted',
  ordered: 'Order saved',
  noSuchDocument: 'This document does not exist (any more).',
  full: `A property can have at most ${DOCUMENT_LIMITS.perProperty} documents.`,
  stale: 'The documents changed meanwhile. The list has been reloaded; please try again.',
} as const;

/** A refusal may come before the body was read: closing stops the client sending the rest. */
function refuse(reply: FastifyReply, statusCode: number, message: string) {
  return reply.code(statusCode).header('Connection', 'close').send({ message });
}

/**
 * /api/admin/properties/:id/documents and below: the agent's documents of a property — upload,
 * titles and visibility, replace, delete, order, and the team's own download (in the audit log).
 */
export default async function adminDocumentRoutes(app: FastifyInstance) {
  // Multipart parsing exists only in this scope, behind the admin guard.
  await app.register(multipart, { limits: DOCUMENT_MULTIPART_LIMITS });

  /** Reads and stores the request's file, or answers the refusal (and returns null). */
  async function receive(
    request: Parameters<Parameters<typeof endpointRoute<'uploadPropertyDocument'>>[2]>[0],
    reply: FastifyReply,
  ): Promise<StoredDocumentFile | null> {
    if (!request.isMultipart()) {
      await refuse(reply, 400, DOCUMENT_NOT_MULTIPART);
      return null;
    }
    try {
      return await receiveDocument(request.parts(), app.documentFiles);
    } catch (error) {
      if (!(error instanceof UploadRefused)) throw error;
      await refuse(reply, error.statusCode, error.message);
      return null;
    }
  }

  /**
   * The list after an upload, with the new file's first-page image made: the agent sees it at once.
   * The file is stored either way; without the image the list shows the type's icon.
   */
  const withPreviewMade = async (propertyId: string, documentId: string, documents: AdminDocumentRow[]) => {
    try {
      await app.documentPreviews.refresh(documentId);
      return (await listDocuments(app.db, propertyId)) ?? documents;
    } catch {
      return documents;
    }
  };

  /** Those who asked to hear of new documents get a mail, gathered for a while (decision 0130). */
  const tellWhoAsked = async (propertyId: string) => {
    await queueDocumentNews(app.db, propertyId);
  };

  endpointRoute(app, 'listPropertyDocuments', async (request, reply) => {
    const documents = await listDocuments(app.db, request.params.id);
    return documents ? { documents } : reply.notFound();
  });

  endpointRoute(
    app,
    'uploadPropertyDocument',
    async (request, reply) => {
      const { id } = request.params;
      if (!(await propertyExists(app.db, id))) return refuse(reply, 404, notFoundMessageOf(request));
      const file = await receive(request, reply);
      if (!file) return reply;
      let outcome;
      try {
        outcome = await addDocument(app.db, id, file, titleFromFileName(file.fileName));
      } catch (error) {
        await app.documentFiles.remove([file.fileKey]);
        throw error;
      }
      if (outcome.kind !== 'added') {
        await app.documentFiles.remove([file.fileKey]);
        return outcome.kind === 'not-found'
          ? reply.code(404).send({ message: notFoundMessageOf(request) })
          : reply.code(400).send({ message: MESSAGES.full });
      }
      request.log.info({ propertyId: id, documentId: outcome.document.id, byteSize: file.byteSize }, 'document added');
      const documents = await withPreviewMade(id, outcome.document.id, outcome.documents);
      return reply.code(201).send({ message: MESSAGES.added, documents });
    },
    { invalidates: changesPropertyInPath, audit: auditById },
  );

  endpointRoute(
    app,
    'updatePropertyDocument',
    async (request, reply) => {
      const { id, documentId } = request.params;
      const outcome = await updateDocument(app.db, id, documentId, request.body);
      if (outcome.kind === 'not-found') return reply.notFound();
      if (outcome.kind === 'no-such-document') return reply.code(404).send({ message: MESSAGES.noSuchDocument });
      if (outcome.opened) await tellWhoAsked(id);
      return { message: MESSAGES.saved, documents: outcome.documents };
    },
    {
      invalidates: changesPropertyInPath,
      audit: (call) => ({ targetId: call.params.documentId, detail: { visibility: call.body.visibility } }),
    },
  );

  endpointRoute(
    app,
    'replacePropertyDocument',
    async (request, reply) => {
      const { id, documentId } = request.params;
      if (!(await findDocument(app.db, id, documentId))) return refuse(reply, 404, notFoundMessageOf(request));
      const file = await receive(request, reply);
      if (!file) return reply;
      let outcome;
      try {
        outcome = await replaceDocumentFile(app.db, id, documentId, file);
      } catch (error) {
        await app.documentFiles.remove([file.fileKey]);
        throw error;
      }
      if (outcome.kind !== 'replaced') {
        await app.documentFiles.remove([file.fileKey]);
        return reply.code(404).send({ message: notFoundMessageOf(request) });
      }
      // The row points at the new file; the old one goes last (a failure leaves only an unused file).
      await app.documentFiles.remove([outcome.oldFileKey]);
      if (outcome.shown) await tellWhoAsked(id);
      return { message: MESSAGES.replaced, documents: await withPreviewMade(id, documentId, outcome.documents) };
    },
    { invalidates: changesPropertyInPath, audit: (call) => ({ targetId: call.params.documentId }) },
  );

  endpointRoute(
    app,
    'deletePropertyDocument',
    async (request, reply) => {
      const { id, documentId } = request.params;
      const outcome = await deleteDocument(app.db, id, documentId);
      if (outcome.kind === 'not-found') return reply.notFound();
      if (outcome.kind === 'no-such-document') return reply.code(404).send({ message: MESSAGES.noSuchDocument });
      await app.documentFiles.remove(outcome.fileKeys);
      return { message: MESSAGES.deleted, documents: outcome.documents };
    },
    { invalidates: changesPropertyInPath, audit: (call) => ({ targetId: call.params.documentId }) },
  );

  endpointRoute(
    app,
    'reorderPropertyDocuments',
    async (request, reply) => {
      const outcome = await reorderDocuments(app.db, request.params.id, request.body.documents);
      if (outcome.kind === 'not-found') return reply.notFound();
      if (outcome.kind === 'stale') return reply.code(409).send({ message: MESSAGES.stale });
      return { message: MESSAGES.ordered, documents: outcome.documents };
    },
    { invalidates: changesPropertyInPath, audit: auditById },
  );

  endpointRoute(
    app,
    'downloadPropertyDocument',
    async (request, reply) => {
      const document = await findDocument(app.db, request.params.id, request.params.documentId);
      const file = document ? await app.documentFiles.open(document.fileKey) : null;
      if (!document || !file) return reply.notFound();
      return reply
        .header('Content-Type', document.mediaType)
        .header('Content-Length', file.byteSize)
        .header('Content-Disposition', inlineDisposition(document.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(file.stream);
    },
    { audit: (call) => ({ targetId: call.params.documentId }) },
  );

  endpointRoute(app, 'readPropertyDocumentPreview', async (request, reply) => {
    const document = await findDocument(app.db, request.params.id, request.params.documentId);
    const previewKey = document ? currentPreviewKey(document) : null;
    const image = previewKey ? await app.documentFiles.read(previewKey) : null;
    if (!image) return reply.notFound();
    return reply
      .header('Content-Type', PREVIEW_MEDIA_TYPE)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(image);
  });
}
