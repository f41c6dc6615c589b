import type { DatabaseHandle } from '../db/client';
import { DiskImageFiles } from '../images/disk-image-files';
import type { ImageFiles } from '../images/image-files';
import { DatabaseDocumentFiles } from './database-document-files';

/**
 * Where property documents live: beside the images but never below the uploads directory, which
 * is served as it is: DATA_DIR/documents for the embedded database, `document_files` on
 * PostgreSQL. The same interface as the images' stores (write all or none, read, remove, backup).
 */
export function openDocumentFiles(handle: DatabaseHandle, documentsDir: string): ImageFiles {
  return handle.kind === 'pglite' ? new DiskImageFiles(documentsDir) : new DatabaseDocumentFiles(handle.db);
}
