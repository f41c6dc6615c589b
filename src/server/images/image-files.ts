import type { Database } from '../db/client';

/** One stored file of an upload: `<32 hex><suffix>` (see image-renditions.ts), and its bytes. */
export interface ImageFile {
  name: string;
  data: Buffer;
}

/** A backup or a caller naming a file outside the uploads is refused. */
export class ImagePathError extends Error {}

/** Names are relative paths below the uploads, never leaving them. */
export function assertUploadName(name: string): void {
  const segments = name.split(/[/\\]/);
  if (name === '' || name.startsWith('/') || segments.some((segment) => segment === '..' || segment === ''))
    throw new ImagePathError(`not an upload name: ${name}`);
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Where a restore puts a backup's files. They only become visible with `commit()`, after the
 * restore's database transaction committed; `abort()` leaves the stored files as they were.
 */
export interface ImageRestoreTarget {
  /** With --force: everything stored before is dropped (in the transaction, or at commit). */
  clear(tx: Transaction): Promise<void>;
  put(tx: Transaction, file: ImageFile): Promise<void>;
  commit(): Promise<void>;
  abort(): Promise<void>;
}

/**
 * Where the files behind /uploads/ URLs live: a directory (the embedded setup, DATA_DIR/uploads)
 * or PostgreSQL, which every instance shares (database-image-files.ts). Names are never reused,
 * so a file once written never changes.
 */
export interface ImageFiles {
  readonly kind: 'disk' | 'database';
  /** Stores every file or, when one fails, none of them. A name already stored is left as it is. */
  writeAll(files: readonly ImageFile[]): Promise<void>;
  /** The bytes, or null when there is no such file. */
  read(name: string): Promise<Buffer | null>;
  has(name: string): Promise<boolean>;
  /** Every stored name, sorted. */
  names(): Promise<string[]>;
  /** Removes the files; names that are not stored are ignored. */
  remove(names: readonly string[]): Promise<void>;
  /** Clears what an interrupted write may have left (run at start-up). */
  tidy(): Promise<void>;
  restoreTarget(): ImageRestoreTarget;
}
