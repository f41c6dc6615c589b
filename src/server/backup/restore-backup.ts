import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bidLogRestores } from '../db/schema';
import { ImagePathError, type ImageFiles } from '../images/image-files';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  rowsPerBatch,
  TABLES,
  type BackupHeader,
  type BackupSummary,
} from './backup-format';

const BATCH_ROWS = 1_000;

/** A backup that cannot be restored, or a target that must not be overwritten: said to the operator. */
class RestoreError extends Error {}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function rowCounts(db: Database | Transaction): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const result = (await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as {
      rows: { n: number }[];
    };
    counts[table] = Number(result.rows[0]!.n);
  }
  return counts;
}

/** Rows go back through PostgreSQL's own JSON reading; columns the backup lacks keep their defaults. */
async function insertRows(tx: Transaction, table: string, rows: string[]): Promise<void> {
  try {
    await insertParsedRows(tx, table, rows);
  } catch (error) {
    // Not the whole failed statement (it holds the batch): the database's own reason.
    const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw new RestoreError(`The backup's ${table} rows cannot be stored (${reason}); nothing was restored.`);
  }
}

async function insertParsedRows(tx: Transaction, table: string, rows: string[]): Promise<void> {
  const columns = Object.keys(JSON.parse(rows[0]!) as object).map((name) => sql.identifier(name));
  const columnList = sql.join(columns, sql`, `);
  await tx.execute(sql`insert into ${sql.identifier(table)} (${columnList})
    select ${columnList} from json_populate_recordset(null::${sql.identifier(table)}, ${`[${rows.join(',')}]`}::json)`);
}

/** The file's lines; a file that is not gzip or is cut off mid-stream is a RestoreError. */
async function* readLines(file: string): AsyncGenerator<string> {
  const input = createGunzip();
  // pipeline() passes a read error on to the gunzip stream, and so to the line reader.
  void pipeline(createReadStream(file), input).catch(() => undefined);
  try {
    for await (const line of createInterface({ input, crlfDelay: Infinity })) yield line;
  } catch (error) {
    throw new RestoreError(`The backup file cannot be read: ${(error as Error).message}`);
  }
}

/**
 * Fills an empty database and uploads directory from a backup (with `force`, replaces what is
 * there). The rows go in as one transaction: a damaged or cut-off file changes nothing in the
 * database.
 */
export async function restoreBackup(
  db: Database,
  images: ImageFiles,
  documents: ImageFiles,
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<BackupSummary> {
  const existing = await rowCounts(db);
  const occupied = Object.entries(existing).filter(([, n]) => n > 0);
  if (occupied.length > 0 && !force) {
    const what = occupied.map(([table, n]) => `${table}: ${n}`).join(', ');
    throw new RestoreError(`The target is not empty (${what}). Add --force to replace its contents.`);
  }

  const lines = readLines(file);
  const restored: BackupSummary = {
    rows: Object.fromEntries(TABLES.map((table) => [table, 0])),
    files: 0,
    documentFiles: 0,
  };
  let header: BackupHeader | undefined;
  let expected: BackupSummary | undefined;
  // The image files become visible with the rows: a refused restore changes nothing.
  const target = images.restoreTarget();
  const documentTarget = documents.restoreTarget();

  try {
    await db.transaction(async (tx) => {
      // The offers going back in are not new to the bid log, whose entries come from the backup;
      // and only a restore may empty the log (decision 0073). The guard lets a restore through only
      // in a transaction that recorded itself in bid_log_restores, a record kept for good.
      await tx.insert(bidLogRestores).values({ note: `${basename(file)}${force ? ' (replacing)' : ''}` });
      await tx.execute(sql`select set_config('bid_log.cause', 'restore', true)`);
      if (force) {
        await tx.execute(
          sql`truncate ${sql.join(
            // Not backed up, but they refer to offers or accounts: emptied with them (verification and
            // invitation links die with a restore).
            [...TABLES, 'sessions', 'mail_outbox', 'offer_verification_tokens', 'account_invitations'].map((t) =>
              sql.identifier(t),
            ),
            sql`, `,
          )}`,
        );
        await target.clear(tx);
        await documentTarget.clear(tx);
      }
      let batch: string[] = [];
      let batchTable = '';
      const flush = async () => {
        if (batch.length > 0) await insertRows(tx, batchTable, batch);
        batch = [];
      };
      for await (const line of lines) {
        if (line === '') continue;
        const tag = line.slice(0, 1);
        const rest = line.slice(2);
        if (!header) {
          header = tag === 'H' ? (JSON.parse(rest) as BackupHeader) : undefined;
          if (header?.format !== BACKUP_FORMAT)
            throw new RestoreError('This file is not a backup of this application.');
          if (header.version > BACKUP_VERSION) throw new RestoreError('This backup was made by a newer version.');
          continue;
        }
        if (expected) throw new RestoreError('The backup has data after its end mark.');
        if (tag === 'R') {
          const tab = rest.indexOf('\t');
          const table = rest.slice(0, tab);
          if (!(TABLES as readonly string[]).includes(table))
            throw new RestoreError(`Unknown table in the backup: ${table}`);
          if (table !== batchTable || batch.length >= rowsPerBatch(table, BATCH_ROWS)) await flush();
          batchTable = table;
          batch.push(rest.slice(tab + 1));
          restored.rows[table]!++;
        } else if (tag === 'F') {
          await flush();
          const tab = rest.indexOf('\t');
          const name = JSON.parse(rest.slice(0, tab)) as string;
          try {
            await target.put(tx, { name, data: Buffer.from(rest.slice(tab + 1), 'base64') });
          } catch (error) {
            if (error instanceof ImagePathError)
              throw new RestoreError(`The backup names a file outside the uploads: ${name}`);
            throw error;
          }
          restored.files++;
        } else if (tag === 'D') {
          await flush();
          const tab = rest.indexOf('\t');
          const name = JSON.parse(rest.slice(0, tab)) as string;
          try {
            await documentTarget.put(tx, { name, data: Buffer.from(rest.slice(tab + 1), 'base64') });
          } catch (error) {
            if (error instanceof ImagePathError)
              throw new RestoreError(`The backup names a file outside the documents: ${name}`);
            throw error;
          }
          restored.documentFiles!++;
        } else if (tag === 'E') {
          await flush();
          expected = JSON.parse(rest) as BackupSummary;
        } else {
          throw new RestoreError('The backup file is damaged.');
        }
      }
      if (!header) throw new RestoreError('The backup file is empty.');
      if (!expected) throw new RestoreError('The backup file is cut off (no end mark); nothing was restored.');
      for (const table of TABLES) {
        if (
          restored.rows[table] !== (expected.rows[table] ?? 0) ||
          restored.files !== expected.files ||
          restored.documentFiles !== (expected.documentFiles ?? 0)
        ) {
          throw new RestoreError('The backup file is damaged (counts do not match); nothing was restored.');
        }
      }
      // New entries of the bid log follow the restored ones.
      await tx.execute(
        sql`select setval(pg_get_serial_sequence('bid_log', 'seq'), coalesce(max(seq), 0) + 1, false) from bid_log`,
      );
    });
  } catch (error) {
    await target.abort();
    await documentTarget.abort();
    throw error;
  }
  await target.commit();
  await documentTarget.commit();
  return restored;
}
