/**
 * Backup bench: the time to back up and restore the state with 100,000 offers, and the file size.
 * The anchor is the time to read the same rows with a plain SELECT in the same run, so the
 * figures compare across machines as a ratio.
 *
 *   npm run bench:backup                        # embedded PGlite (in memory) → PGlite
 *   BENCH_DATABASE_URL=postgres://… npm run bench:backup   # a PostgreSQL database, restored into a new PGlite
 *   BENCH_OFFERS=20000 npm run bench:backup     # another size
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { restoreBackup } from '#server/backup/restore-backup.ts';
import { writeBackup } from '#server/backup/write-backup.ts';
import { openDocumentFiles } from '#server/documents/document-files.ts';
import { imageFilesOf } from '#server/images/open-image-store.ts';
import { openPglite, openPostgres } from '#server/db/client.ts';
import { offers, properties } from '#server/db/schema.ts';
import { insertManyOffers } from '#tests/helpers/admin-fixtures.ts';
import { insertProperty } from '#tests/helpers/fixtures.ts';

const OFFERS = Number(process.env.BENCH_OFFERS ?? 100_000);
const MB = 1024 * 1024;

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await run();
  return [result, (performance.now() - started) / 1000];
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  const source = url ? openPostgres(url) : await openPglite();
  await source.migrate();
  const workDir = mkdtempSync(join(tmpdir(), 'backup-bench-'));
  const property = await insertProperty(source.db, { title: 'Bench-Immobilie' });
  try {
    await insertManyOffers(source.db, property.id, OFFERS);
    const [rows, selectSeconds] = await timed(() => source.db.select().from(offers));
    const file = join(workDir, 'state.backup');
    const [summary, backupSeconds] = await timed(() =>
      writeBackup(
        source.db,
        imageFilesOf(source, join(workDir, 'uploads')),
        openDocumentFiles(source, join(workDir, 'documents')),
        file,
      ),
    );

    const target = await openPglite();
    await target.migrate();
    const [, restoreSeconds] = await timed(() =>
      restoreBackup(
        target.db,
        imageFilesOf(target, join(workDir, 'restored')),
        openDocumentFiles(target, join(workDir, 'restored-documents')),
        file,
      ),
    );
    const restored = await target.db.$count(offers);
    await target.close();

    console.log(`database: ${source.kind} → pglite; ${summary.rows.bids} offers (${rows.length} read by the anchor)`);
    console.log(`anchor  SELECT all offers: ${selectSeconds.toFixed(2)} s`);
    console.log(
      `backup : ${backupSeconds.toFixed(2)} s (${(backupSeconds / selectSeconds).toFixed(1)}× the anchor), file ${(statSync(file).size / MB).toFixed(1)} MB`,
    );
    console.log(
      `restore: ${restoreSeconds.toFixed(2)} s (${(restoreSeconds / selectSeconds).toFixed(1)}× the anchor), ${restored} offers back`,
    );
    if (restored !== summary.rows.bids) throw new Error('the restore lost offers');
  } finally {
    await source.db.delete(offers).where(eq(offers.propertyId, property.id));
    await source.db.delete(properties).where(eq(properties.id, property.id));
    await source.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}

void main();
