import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { DatabaseHandle } from '../db/client';
import { DiskImageFiles } from '../images/disk-image-files';
import { ImageCache } from '../images/image-cache';
import type { ImageFiles } from '../images/image-files';
import { DatabaseDocumentFiles } from './database-document-files';

/** A stored file on its way out: its size, and its bytes as they are read. */
export interface OpenedFile {
  byteSize: number;
  stream: Readable;
}

/**
 * The documents' files: the images' store interface (write all or none, read, remove, backup), and
 * `open` for a download, which streams the bytes instead of holding 25 MB at once.
 */
export interface DocumentFiles extends ImageFiles {
  /** The file to send, or null when there is no such file. */
  open(name: string): Promise<OpenedFile | null>;
}

/** The embedded setup's documents: one file per name in DATA_DIR/documents, read as a stream. */
class DiskDocumentFiles extends DiskImageFiles implements DocumentFiles {
  async open(name: string): Promise<OpenedFile | null> {
    const path = this.pathOf(name);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    return { byteSize: info.size, stream: createReadStream(path) };
  }
}

/**
 * Where property documents live: beside the images but never below the uploads directory, which
 * is served as it is: DATA_DIR/documents for the embedded database, `document_files` on
 * PostgreSQL, with this instance's copies in `cache` (the server's; a CLI run needs none).
 */
export function openDocumentFiles(
  handle: DatabaseHandle,
  documentsDir: string,
  cache?: { dir: string; maxBytes: number },
): DocumentFiles {
  if (handle.kind === 'pglite') return new DiskDocumentFiles(documentsDir);
  return new DatabaseDocumentFiles(handle.db, cache && new ImageCache(cache.dir, cache.maxBytes));
}
