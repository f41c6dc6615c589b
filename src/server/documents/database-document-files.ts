import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { inArray, eq, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client';
import { asBuffer, notifyFilesRemoved } from '../db/stored-files';
import { documentFiles } from '../db/schema';
import { assertUploadName, type ImageFile, type ImageRestoreTarget } from '../images/image-files';
import type { ImageCache } from '../images/image-cache';
import type { DocumentFiles, OpenedFile } from './document-files';

/** Told to every instance when document files are removed, so their caches drop them. */
const DOCUMENT_FILES_REMOVED_CHANNEL = 'document_files_removed';

/**
 * A file is read from the database this much at a time: the driver turns each piece from text into
 * bytes on the server's thread, so a 25 MB document read at once would hold every other request
 * for its whole length; a piece holds them a few milliseconds.
 */
const READ_CHUNK_BYTES = 256 * 1024;

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
export class DatabaseDocumentFiles implements DocumentFiles {
  readonly kind = 'database';

  /**
   * With a cache (the server's), a download reads the database once per instance and file, then
   * streams this instance's copy from disk: reading 25 MB out of PostgreSQL costs the server's
   * thread about 300 ms, which offers arriving meanwhile would wait for (bench/documents-bench.mjs).
   */
  constructor(
    private readonly db: Database,
    private readonly cache?: ImageCache,
  ) {}

  /**
   * Stores the files; the instance that received them keeps its copy at once, so that its first
   * download streams from disk instead of reading 25 MB back out of the database.
   */
  async writeAll(files: readonly ImageFile[]): Promise<void> {
    await this.db.transaction((tx) => insertFiles(tx, files));
    for (const file of files) await this.cache?.put(file.name, file.data);
  }

  /** The whole file: this instance's copy where it has one, else from the database. */
  async read(name: string): Promise<Buffer | null> {
    const cached = this.cache?.pathOf(name);
    if (cached) {
      const copy = await readFile(cached).catch(() => null);
      if (copy) return copy;
    }
    const [row] = await this.db
      .select({ content: documentFiles.content })
      .from(documentFiles)
      .where(eq(documentFiles.name, name))
      .limit(1);
    return row ? asBuffer(row.content) : null;
  }

  /** The file from this instance's copy, else read from the database in pieces (then kept). */
  async open(name: string): Promise<OpenedFile | null> {
    const cached = this.cache?.pathOf(name);
    const info = cached ? await stat(cached).catch(() => null) : null;
    if (cached && info) return { byteSize: info.size, stream: createReadStream(cached) };
    const data = await this.readInPieces(name);
    if (!data) return null;
    await this.cache?.put(name, data);
    return { byteSize: data.length, stream: Readable.from([data]) };
  }

  /** Each piece its own statement, no connection held between them; null without the file. */
  private async readInPieces(name: string): Promise<Buffer | null> {
    const [row] = await this.db
      .select({ byteSize: documentFiles.byteSize })
      .from(documentFiles)
      .where(eq(documentFiles.name, name))
      .limit(1);
    if (!row) return null;
    const pieces: Buffer[] = [];
    for (let offset = 0; offset < row.byteSize; offset += READ_CHUNK_BYTES) {
      // As base64 text: a third less to read and decode than bytea's hex (PostgreSQL's line
      // breaks in it are skipped by the decoder).
      const [piece] = await this.db
        .select({
          base64: sql<string>`encode(substring(${documentFiles.content} from ${offset + 1} for ${READ_CHUNK_BYTES}), 'base64')`,
        })
        .from(documentFiles)
        .where(eq(documentFiles.name, name));
      // Removed meanwhile (names are never reused, so it cannot have changed).
      if (!piece) return null;
      pieces.push(Buffer.from(piece.base64, 'base64'));
    }
    return Buffer.concat(pieces);
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

  /** Removes the files here and from every instance's copies (told through NOTIFY). */
  async remove(names: readonly string[]): Promise<void> {
    if (names.length === 0) return;
    await this.db.delete(documentFiles).where(inArray(documentFiles.name, [...names]));
    names.forEach((name) => this.cache?.drop(name));
    await notifyFilesRemoved(this.db, DOCUMENT_FILES_REMOVED_CHANNEL, names);
  }

  /** Keeps this instance's copies in step with removals anywhere; after a lost connection, all go. */
  async followRemovals(listen: DatabaseHandle['listen']): Promise<() => Promise<void>> {
    const { cache } = this;
    if (!cache) return async () => {};
    return listen(
      DOCUMENT_FILES_REMOVED_CHANNEL,
      (payload) => payload.split(' ').forEach((name) => cache.drop(name)),
      () => cache.clear(),
    );
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
