import { once } from 'node:events';
import { createWriteStream, renameSync, rmSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { ImageFiles } from '../images/image-files';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  keyColumnOf,
  rowsPerBatch,
  TABLES,
  type BackupHeader,
  type BackupSummary,
} from './backup-format';

const BATCH_ROWS = 10_000;

/**
 * Writes every table of the state, every uploaded image file and every document's file (from the disk or the database) into `file` (0600: it holds personal
 * data and password hashes). The rows come from one repeatable-read snapshot, so offers arriving
 * meanwhile are either wholly in it or not at all. Written beside the target and renamed, so a
 * failed backup never leaves a half file under the chosen name.
 */
export async function writeBackup(
  db: Database,
  images: ImageFiles,
  documents: ImageFiles,
  file: string,
): Promise<BackupSummary> {
  const temp = `${file}.${process.pid}.partial`;
  const lines = new PassThrough();
  const written = pipeline(lines, createGzip(), createWriteStream(temp, { mode: 0o600 }));
  const write = async (line: string) => {
    if (!lines.write(`${line}\n`)) await once(lines, 'drain');
  };
  const summary: BackupSummary = { rows: {}, files: 0, documentFiles: 0 };
  try {
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      tables: TABLES,
    };
    await write(`H\t${JSON.stringify(header)}`);
    await db.transaction(
      async (tx) => {
        for (const table of TABLES) {
          summary.rows[table] = 0;
          const keyColumn = keyColumnOf(table);
          // Below every key of its type: the nil uuid, or the empty text.
          let after = keyColumn.type === 'uuid' ? '00000000-0000-0000-0000-000000000000' : '';
          // Text keys compare byte by byte, the same in every database whatever its locale.
          const key =
            keyColumn.type === 'uuid'
              ? sql`t.${sql.identifier(keyColumn.name)}`
              : sql`t.${sql.identifier(keyColumn.name)} collate "C"`;
          const limit = rowsPerBatch(table, BATCH_ROWS);
          for (;;) {
            const result = (await tx.execute(
              sql`select (${key})::text as id, row_to_json(t)::text as row from ${sql.identifier(table)} t
                  where ${key} > ${keyColumn.type === 'uuid' ? sql`${after}::uuid` : sql`${after}::text`}
                  order by ${key} limit ${limit}`,
            )) as unknown as { rows: { id: string; row: string }[] };
            if (result.rows.length > 0) await write(result.rows.map(({ row }) => `R\t${table}\t${row}`).join('\n'));
            summary.rows[table] += result.rows.length;
            if (result.rows.length < limit) break;
            after = result.rows[result.rows.length - 1]!.id;
          }
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    for (const name of await images.names()) {
      const data = await images.read(name);
      // Removed since the names were listed: its row is gone from the snapshot's successors too.
      if (!data) continue;
      await write(`F\t${JSON.stringify(name)}\t${data.toString('base64')}`);
      summary.files++;
    }
    for (const name of await documents.names()) {
      const data = await documents.read(name);
      if (!data) continue;
      await write(`D\t${JSON.stringify(name)}\t${data.toString('base64')}`);
      summary.documentFiles!++;
    }
    await write(`E\t${JSON.stringify(summary)}`);
    lines.end();
    await written;
    renameSync(temp, file);
    return summary;
  } catch (error) {
    lines.destroy();
    await written.catch(() => undefined);
    rmSync(temp, { force: true });
    throw error;
  }
}
