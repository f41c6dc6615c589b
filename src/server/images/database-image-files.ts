import { createHash } from 'node:crypto';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { asBuffer, notifyFilesRemoved } from '../db/stored-files';
import { imageBlobs, imageFiles } from '../db/schema';
import { assertUploadName, type ImageFile, type ImageFiles, type ImageRestoreTarget } from './image-files';

/** Told to every instance when files are removed, so their caches drop them (image-serving.ts). */
export const IMAGE_FILES_REMOVED_CHANNEL = 'image_files_removed';

const FOREIGN_KEY_VIOLATION = '23503';

type Executor = Pick<Database, 'insert' | 'execute'>;

function sha256Of(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } } | null)?.cause?.code;
  return code === FOREIGN_KEY_VIOLATION || (error as { code?: string } | null)?.code === FOREIGN_KEY_VIOLATION;
}

async function insertFiles(db: Executor, files: readonly ImageFile[]): Promise<void> {
  if (files.length === 0) return;
  files.forEach((file) => assertUploadName(file.name));
  const rows = files.map((file) => ({ ...file, sha256: sha256Of(file.data) }));
  const blobs = new Map(rows.map((row) => [row.sha256, row.data]));
  await db
    .insert(imageBlobs)
    .values([...blobs].map(([sha256, data]) => ({ sha256, content: data, byteSize: data.length })))
    .onConflictDoNothing();
  await db
    .insert(imageFiles)
    .values(rows.map(({ name, sha256 }) => ({ name, sha256 })))
    .onConflictDoNothing();
}

/**
 * Images in PostgreSQL, so that every instance serves every upload (issue "several instances",
 * decision 68). The bytes are kept once per content (image_blobs, keyed by their SHA-256); each
 * name points at them (image_files).
 */
export class DatabaseImageFiles implements ImageFiles {
  readonly kind = 'database';

  constructor(private readonly db: Database) {}

  async writeAll(files: readonly ImageFile[]): Promise<void> {
    await this.db.transaction((tx) => insertFiles(tx, files));
  }

  async read(name: string): Promise<Buffer | null> {
    const rows = await this.db
      .select({ content: imageBlobs.content })
      .from(imageFiles)
      .innerJoin(imageBlobs, eq(imageBlobs.sha256, imageFiles.sha256))
      .where(eq(imageFiles.name, name))
      .limit(1);
    return rows[0] ? asBuffer(rows[0].content) : null;
  }

  async has(name: string): Promise<boolean> {
    const rows = await this.db
      .select({ name: imageFiles.name })
      .from(imageFiles)
      .where(eq(imageFiles.name, name))
      .limit(1);
    return rows.length > 0;
  }

  async names(): Promise<string[]> {
    const rows = await this.db.select({ name: imageFiles.name }).from(imageFiles).orderBy(imageFiles.name);
    return rows.map((row) => row.name);
  }

  /**
   * Removes the names, then the bytes no name points at any more. The second step is its own
   * statement: an upload of the same picture committing meanwhile makes it fail on the foreign
   * key, which only means the bytes are still in use.
   */
  async remove(names: readonly string[]): Promise<void> {
    if (names.length === 0) return;
    const removed = await this.db
      .delete(imageFiles)
      .where(inArray(imageFiles.name, [...names]))
      .returning({ sha256: imageFiles.sha256 });
    if (removed.length === 0) return;
    await this.notifyRemoved(names);
    try {
      await this.db.delete(imageBlobs).where(
        and(
          inArray(imageBlobs.sha256, [...new Set(removed.map((row) => row.sha256))]),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(imageFiles)
              .where(eq(imageFiles.sha256, imageBlobs.sha256)),
          ),
        ),
      );
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
    }
  }

  private notifyRemoved(names: readonly string[]): Promise<void> {
    return notifyFilesRemoved(this.db, IMAGE_FILES_REMOVED_CHANNEL, names);
  }

  /** Every write is one transaction: nothing half-written to clear. */
  async tidy(): Promise<void> {}

  /** The files go in with the restore's rows, in its transaction. */
  restoreTarget(): ImageRestoreTarget {
    return {
      clear: async (tx) => {
        await tx.execute(sql`truncate ${imageFiles}, ${imageBlobs}`);
      },
      put: (tx, file) => insertFiles(tx, [file]),
      commit: async () => {},
      abort: async () => {},
    };
  }
}
