import { dirname, join } from 'node:path';
import type { DatabaseHandle } from '../db/client';
import { openDocumentFiles, type DocumentFiles } from '../documents/document-files';
import { DatabaseImageFiles } from './database-image-files';
import { DiskImageFiles } from './disk-image-files';
import { ImageCache } from './image-cache';
import type { ImageFiles } from './image-files';

export interface ImageStore {
  files: ImageFiles;
  /** This instance's copies of database images (absent for the disk store, served from its files). */
  cache?: ImageCache;
  /** The property documents' files: never served by name (documents/document-files.ts). */
  documents: DocumentFiles;
}

/**
 * On PostgreSQL the images live in the database, so every instance serves every upload; the
 * embedded setup keeps its files in DATA_DIR/uploads (one process owns that directory anyway).
 */
export function imageFilesOf(handle: DatabaseHandle, uploadsDir: string): ImageFiles {
  return handle.kind === 'pglite' ? new DiskImageFiles(uploadsDir) : new DatabaseImageFiles(handle.db);
}

/** The image files, and for database images the instance's cache of them. */
export function openImageStore(
  handle: DatabaseHandle,
  where: { uploadsDir: string; imageCacheDir: string; imageCacheBytes: number; documentsDir?: string },
): ImageStore {
  const files = imageFilesOf(handle, where.uploadsDir);
  const documents = openDocumentFiles(handle, where.documentsDir ?? join(dirname(where.uploadsDir), 'documents'), {
    // The documents' copies beside the images' (never inside: an image-cache name is an upload's).
    dir: join(dirname(where.imageCacheDir), 'document-cache'),
    maxBytes: where.imageCacheBytes,
  });
  if (files.kind === 'disk') return { files, documents };
  return { files, documents, cache: new ImageCache(where.imageCacheDir, where.imageCacheBytes) };
}
