import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { propertyExists } from '../properties/property-exists';
import { properties, propertyDocuments } from '../db/schema';
import {
  DOCUMENT_LIMITS,
  type DocumentMediaType,
  type DocumentUpdate,
  type DocumentVisibility,
} from '#shared/documents/schemas.ts';

type DocumentRow = typeof propertyDocuments.$inferSelect;

/** A document as the admin's answers carry it. */
function adminDocumentOf(row: DocumentRow) {
  return {
    id: row.id,
    title: { de: row.titleDe, en: row.titleEn, fr: row.titleFr },
    fileName: row.fileName,
    mediaType: row.mediaType as DocumentMediaType,
    byteSize: row.byteSize,
    visibility: row.visibility as DocumentVisibility,
    version: row.version,
    createdAt: row.createdAt,
    fileUpdatedAt: row.fileUpdatedAt,
    preview: hasCurrentPreview(row),
    energyCertificate: row.energyCertificate,
  };
}

/** A preview shows the current file only: after a replacement, none until the new one's is made. */
function hasCurrentPreview(row: Pick<DocumentRow, 'previewKey' | 'previewVersion' | 'version'>): boolean {
  return row.previewKey !== null && row.previewVersion === row.version;
}
export type AdminDocumentRow = ReturnType<typeof adminDocumentOf>;

/** A document as the property's page lists it: a public one, or a gated one (behind the terms). */
function publicDocumentOf(row: DocumentRow) {
  const { id, title, mediaType, byteSize, fileUpdatedAt, version, preview, energyCertificate } = adminDocumentOf(row);
  const gated = row.visibility === 'acknowledged';
  return { id, gated, title, mediaType, byteSize, fileUpdatedAt, version, preview, energyCertificate };
}

/** What the property's page lists: everything but the team's own documents. */
const VISIBLE_ON_THE_PAGE: DocumentVisibility[] = ['public', 'acknowledged'];
export type PublicDocumentRow = ReturnType<typeof publicDocumentOf>;

type Executor = Pick<Database, 'select'>;

function documentsOf(db: Executor, propertyId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(propertyDocuments)
    .where(eq(propertyDocuments.propertyId, propertyId))
    .orderBy(asc(propertyDocuments.position), asc(propertyDocuments.createdAt), asc(propertyDocuments.id));
}

/** Every document of a property in its order; null when there is no such property. */
export async function listDocuments(db: Database, propertyId: string): Promise<AdminDocumentRow[] | null> {
  if (!(await propertyExists(db, propertyId))) return null;
  return (await documentsOf(db, propertyId)).map(adminDocumentOf);
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Runs `change` with the property's row locked, so that changes to one property's documents (an
 * upload beside a reorder, two uploads) come one after the other; 'not-found' without the property.
 */
async function withPropertyLocked<T>(
  db: Database,
  propertyId: string,
  change: (tx: Transaction) => Promise<T>,
): Promise<T | { kind: 'not-found' }> {
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.id, propertyId))
      .for('update');
    if (locked.length === 0) return { kind: 'not-found' as const };
    return change(tx);
  });
}

export interface StoredDocumentFile {
  fileKey: string;
  fileName: string;
  mediaType: DocumentMediaType;
  byteSize: number;
}

/** Adds a document at the end, visible to the team only, titled after its file. */
export async function addDocument(db: Database, propertyId: string, file: StoredDocumentFile, title: string) {
  return withPropertyLocked(db, propertyId, async (tx) => {
    const current = await documentsOf(tx, propertyId);
    if (current.length >= DOCUMENT_LIMITS.perProperty) return { kind: 'full' as const };
    const position = current.reduce((highest, row) => Math.max(highest, row.position + 1), 0);
    const [row] = await tx
      .insert(propertyDocuments)
      .values({ propertyId, position, titleDe: title, ...file })
      .returning();
    return {
      kind: 'added' as const,
      document: adminDocumentOf(row!),
      documents: [...current, row!].map(adminDocumentOf),
    };
  });
}

/** Sets the titles and the visibility, and makes it the energy certificate (in place of another) or not. */
export async function updateDocument(db: Database, propertyId: string, documentId: string, change: DocumentUpdate) {
  return withPropertyLocked(db, propertyId, async (tx) => {
    const [before] = await tx
      .select({ visibility: propertyDocuments.visibility })
      .from(propertyDocuments)
      .where(and(eq(propertyDocuments.id, documentId), eq(propertyDocuments.propertyId, propertyId)))
      .for('update');
    if (before && change.energyCertificate) {
      // One energy certificate per property (a unique index): marking this one unmarks the other.
      await tx
        .update(propertyDocuments)
        .set({ energyCertificate: false })
        .where(and(eq(propertyDocuments.propertyId, propertyId), eq(propertyDocuments.energyCertificate, true)));
    }
    const updated = await tx
      .update(propertyDocuments)
      .set({
        titleDe: change.title.de,
        titleEn: change.title.en,
        titleFr: change.title.fr,
        visibility: change.visibility,
        ...(change.energyCertificate === undefined ? {} : { energyCertificate: change.energyCertificate }),
      })
      .where(and(eq(propertyDocuments.id, documentId), eq(propertyDocuments.propertyId, propertyId)))
      .returning({ id: propertyDocuments.id });
    if (updated.length === 0 || !before) return { kind: 'no-such-document' as const };
    return {
      kind: 'updated' as const,
      // Shown to visitors now and not before: for them a document was added.
      opened: before.visibility === 'agent' && change.visibility !== 'agent',
      documents: (await documentsOf(tx, propertyId)).map(adminDocumentOf),
    };
  });
}

/**
 * Points the document at a new file (the next version); the old file's key is returned for
 * removal once this has committed, so a failure can only leave an unreferenced file.
 */
export async function replaceDocumentFile(
  db: Database,
  propertyId: string,
  documentId: string,
  file: StoredDocumentFile,
) {
  return withPropertyLocked(db, propertyId, async (tx) => {
    const [before] = await tx
      .select({ fileKey: propertyDocuments.fileKey, visibility: propertyDocuments.visibility })
      .from(propertyDocuments)
      .where(and(eq(propertyDocuments.id, documentId), eq(propertyDocuments.propertyId, propertyId)))
      .for('update');
    if (!before) return { kind: 'no-such-document' as const };
    await tx
      .update(propertyDocuments)
      .set({ ...file, version: sql`${propertyDocuments.version} + 1`, fileUpdatedAt: sql`now()` })
      .where(eq(propertyDocuments.id, documentId));
    return {
      kind: 'replaced' as const,
      oldFileKey: before.fileKey,
      /** Whether visitors see it: then they are told of the new version. */
      shown: before.visibility !== 'agent',
      documents: (await documentsOf(tx, propertyId)).map(adminDocumentOf),
    };
  });
}

/** Removes a document; its file's key is returned for removal after the commit. */
export async function deleteDocument(db: Database, propertyId: string, documentId: string) {
  return withPropertyLocked(db, propertyId, async (tx) => {
    const [removed] = await tx
      .delete(propertyDocuments)
      .where(and(eq(propertyDocuments.id, documentId), eq(propertyDocuments.propertyId, propertyId)))
      .returning({ fileKey: propertyDocuments.fileKey, previewKey: propertyDocuments.previewKey });
    if (!removed) return { kind: 'no-such-document' as const };
    return {
      kind: 'deleted' as const,
      /** The stored files to remove after the commit: the document's and its preview's. */
      fileKeys: [removed.fileKey, ...(removed.previewKey ? [removed.previewKey] : [])],
      documents: (await documentsOf(tx, propertyId)).map(adminDocumentOf),
    };
  });
}

/** A new order naming every document of the property once; 'stale' when the documents changed meanwhile. */
export async function reorderDocuments(db: Database, propertyId: string, order: readonly string[]) {
  return withPropertyLocked(db, propertyId, async (tx) => {
    const current = await documentsOf(tx, propertyId);
    const named = new Set(order.map((id) => id.toLowerCase()));
    if (named.size !== order.length || named.size !== current.length || current.some((row) => !named.has(row.id))) {
      return { kind: 'stale' as const };
    }
    for (const [position, id] of order.entries()) {
      await tx.update(propertyDocuments).set({ position }).where(eq(propertyDocuments.id, id.toLowerCase()));
    }
    return { kind: 'reordered' as const, documents: (await documentsOf(tx, propertyId)).map(adminDocumentOf) };
  });
}

/** One document of a property with what its download needs; null when there is none. */
export async function findDocument(db: Database, propertyId: string, documentId: string) {
  const [row] = await db
    .select()
    .from(propertyDocuments)
    .where(and(eq(propertyDocuments.id, documentId), eq(propertyDocuments.propertyId, propertyId)))
    .limit(1);
  return row ?? null;
}

/**
 * A document a visitor may ask for, with what its file needs: public or gated, of an active
 * property reached by its page's address. A document made team-only or a property taken down
 * closes its links too; whether a gated one opens is the caller's to check.
 */
export async function findVisitorDocument(db: Database, slug: string, documentId: string) {
  const [row] = await db
    .select({
      id: propertyDocuments.id,
      propertyId: propertyDocuments.propertyId,
      gated: sql<boolean>`${propertyDocuments.visibility} = 'acknowledged'`,
      titleDe: propertyDocuments.titleDe,
      version: propertyDocuments.version,
      fileKey: propertyDocuments.fileKey,
      fileName: propertyDocuments.fileName,
      mediaType: propertyDocuments.mediaType,
      previewKey: propertyDocuments.previewKey,
      previewVersion: propertyDocuments.previewVersion,
    })
    .from(propertyDocuments)
    .innerJoin(properties, eq(properties.id, propertyDocuments.propertyId))
    .where(
      and(
        eq(propertyDocuments.id, documentId),
        inArray(propertyDocuments.visibility, VISIBLE_ON_THE_PAGE),
        eq(properties.slug, slug),
        eq(properties.isActive, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The documents the pages of the given properties list (public and gated), each list in its order. */
export async function publicDocumentsOf(
  db: Database,
  propertyIds: readonly string[],
): Promise<Map<string, PublicDocumentRow[]>> {
  const byProperty = new Map<string, PublicDocumentRow[]>(propertyIds.map((id) => [id, []]));
  if (propertyIds.length === 0) return byProperty;
  const rows = await db
    .select()
    .from(propertyDocuments)
    .where(
      and(
        inArray(propertyDocuments.propertyId, [...propertyIds]),
        inArray(propertyDocuments.visibility, VISIBLE_ON_THE_PAGE),
      ),
    )
    .orderBy(asc(propertyDocuments.position), asc(propertyDocuments.createdAt), asc(propertyDocuments.id));
  for (const row of rows) byProperty.get(row.propertyId)?.push(publicDocumentOf(row));
  return byProperty;
}

/** The stored files of a property's documents and previews (to remove once the property is deleted). */
export async function documentFileKeysOf(db: Database, propertyId: string): Promise<string[]> {
  const rows = await db
    .select({ fileKey: propertyDocuments.fileKey, previewKey: propertyDocuments.previewKey })
    .from(propertyDocuments)
    .where(eq(propertyDocuments.propertyId, propertyId));
  return rows.flatMap((row) => (row.previewKey ? [row.fileKey, row.previewKey] : [row.fileKey]));
}

/** The current preview's stored file of a document, or null without one. */
export function currentPreviewKey(row: Pick<DocumentRow, 'previewKey' | 'previewVersion' | 'version'>): string | null {
  return hasCurrentPreview(row) ? row.previewKey : null;
}
