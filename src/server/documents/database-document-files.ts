import { inArray, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { documentFiles } from '../db/schema';
import { assertUploadName, type ImageFile, type ImageFiles, type ImageRestoreTarget } from '../images/image-files';

/** node-postgres gives a Buffer, PGlite a Uint8Array: both as a Buffer without copying. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

type Executor = Pick<Database, 'insert'>;

async function insertFiles(db: Executor, files: readonly ImageFile[]): Promise<void> {
  if (files.length === 0) return;
  files.forEach((file) => assertUploadName(file.name));
  await db
    .insert(documentFiles)
    .values(files.map((file) => ({ name: file.name, content: file.data, byteSize: file.data.length })))
    .onConflictDoNothing();
}

/**
 * Property documents in PostgreSQL (`document_files`), so every instance serves every document.
 * Unlike images, nothing serves these by name: a document leaves only through a signed link.
 */
export class DatabaseDocumentFiles implements ImageFiles {
  readonly kind = 'database';

  constructor(private readonly db: Database) {}

  async writeAll(files: readonly ImageFile[]): Promise<void> {
    await this.db.transaction((tx) => insertFiles(tx, files));
  }

  async read(name: string): Promise<Buffer | null> {
    const [row] = await this.db
      .select({ content: documentFiles.content })
      .from(documentFiles)
      .where(eq(documentFiles.name, name))
      .limit(1);
    return row ? asBuffer(row.content) : null;
  }

  async has(name: string): Promise<boolean> {
    const rows = await this.db
      .select({ name: documentFiles.name })
      .from(documentFiles)
      .where(eq(documentFiles.name, name))
      .limit(1);
    return rows.length > 0;
  }

  async names(): Promise<string[]> {
    const rows = await this.db.select({ name: documentFiles.name }).from(documentFiles).orderBy(documentFiles.name);
    return rows.map((row) => row.name);
  }

  async remove(names: readonly string[]): Promise<void> {
    if (names.length === 0) return;
    await this.db.delete(documentFiles).where(inArray(documentFiles.name, [...names]));
  }

  /** Every write is one statement: nothing half-written to clear. */
  async tidy(): Promise<void> {}

  restoreTarget(): ImageRestoreTarget {
    return {
      clear: async (tx) => {
        await tx.execute(sql`truncate ${documentFiles}`);
      },
      put: (tx, file) => insertFiles(tx, [file]),
      commit: async () => {},
      abort: async () => {},
    };
  }
}
