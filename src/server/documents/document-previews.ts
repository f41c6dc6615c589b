import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { propertyDocuments } from '../db/schema';
import type { DocumentMediaType } from '#shared/documents/schemas.ts';
import type { ImageFiles } from '../images/image-files';
import { previewImageOf } from './document-preview-image';

/**
 * The first-page images of the documents (decision 0132). Each is made once per file version and
 * kept in the documents store beside the file; a document's row names it (`preview_key`) and the
 * version it was made for (`preview_version`, also set when the file could not be drawn, so a
 * file is tried once). They are made one at a time on this instance, so a batch of uploads or the
 * start-up's catching up takes one core at most; an upload waits for its own image behind at most
 * the one being made.
 */
export class DocumentPreviews {
  private turn: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly files: ImageFiles,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Makes the preview of the document's current file, unless it was made (or tried) already. */
  refresh(documentId: string): Promise<void> {
    const made = this.turn.then(() => this.make(documentId));
    this.turn = made.catch((error: unknown) => this.log.error({ err: error, documentId }, 'document preview failed'));
    return made;
  }

  /** Makes the previews still to do (documents from before previews, a file replaced on a stopped instance). */
  async catchUp(): Promise<number> {
    const due = await this.db
      .select({ id: propertyDocuments.id })
      .from(propertyDocuments)
      .where(
        or(isNull(propertyDocuments.previewVersion), ne(propertyDocuments.previewVersion, propertyDocuments.version)),
      );
    for (const { id } of due) await this.refresh(id).catch(() => undefined);
    return due.length;
  }

  /** Resolves once the previews asked for so far are made (for a clean close). */
  async settled(): Promise<void> {
    await this.turn;
  }

  private async make(documentId: string): Promise<void> {
    const [document] = await this.db
      .select({
        fileKey: propertyDocuments.fileKey,
        mediaType: propertyDocuments.mediaType,
        version: propertyDocuments.version,
        previewVersion: propertyDocuments.previewVersion,
      })
      .from(propertyDocuments)
      .where(eq(propertyDocuments.id, documentId));
    if (!document || document.previewVersion === document.version) return;
    const data = await this.files.read(document.fileKey);
    if (!data) return;
    const image = await previewImageOf(data, document.mediaType as DocumentMediaType);
    const previewKey = image ? `${randomBytes(16).toString('hex')}-preview.webp` : null;
    if (image && previewKey) await this.files.writeAll([{ name: previewKey, data: image }]);
    const replaced = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ previewKey: propertyDocuments.previewKey })
        .from(propertyDocuments)
        .where(and(eq(propertyDocuments.id, documentId), eq(propertyDocuments.version, document.version)))
        .for('update');
      // Replaced or removed meanwhile: this image shows nothing current.
      if (!row) return { stale: true as const };
      await tx
        .update(propertyDocuments)
        .set({ previewKey, previewVersion: sql`${document.version}` })
        .where(eq(propertyDocuments.id, documentId));
      return { stale: false as const, old: row.previewKey };
    });
    const unused = replaced.stale ? previewKey : replaced.old;
    if (unused) await this.files.remove([unused]);
  }
}
