import { existsSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { removeFiles, TEMP_FILE_PATTERN, writeAtomically } from './atomic-files';
import { DERIVED_RENDITIONS } from './image-renditions';
import { uploadIdOf } from './image-store';

/** A temp file older than this belongs to no write in progress: a crash or a stop left it. */
const STALE_TEMP_MS = 60 * 60 * 1000;

export type BackfillLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export interface BackfillSummary {
  created: number;
  failed: number;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

async function removeStaleTempFiles(uploadsDir: string, names: readonly string[], now: number): Promise<void> {
  for (const name of names.filter((candidate) => TEMP_FILE_PATTERN.test(candidate))) {
    const path = join(uploadsDir, name);
    const modified = await stat(path).then(
      (info) => info.mtimeMs,
      () => now,
    );
    if (now - modified > STALE_TEMP_MS) await rm(path, { force: true }).catch(() => undefined);
  }
}

/** Creates the upload's missing variants from its canonical file, one at a time; failures are logged. */
async function completeUpload(
  uploadsDir: string,
  id: string,
  present: ReadonlySet<string>,
  log: BackfillLog,
): Promise<BackfillSummary> {
  const summary: BackfillSummary = { created: 0, failed: 0 };
  const missing = DERIVED_RENDITIONS.filter((rendition) => !present.has(`${id}${rendition.suffix}`));
  if (missing.length === 0) return summary;
  const canonical = join(uploadsDir, `${id}.webp`);
  let source: Buffer;
  try {
    source = await readFile(canonical);
  } catch (error) {
    // Deleted since the directory was read: nothing left to complete.
    if (isMissing(error)) return summary;
    log.warn({ err: error, file: canonical }, 'image variants: the image cannot be read');
    return { created: 0, failed: missing.length };
  }
  const written: string[] = [];
  for (const rendition of missing) {
    const target = join(uploadsDir, `${id}${rendition.suffix}`);
    try {
      await writeAtomically(await rendition.render(sharp(source, { failOn: 'error' })).toBuffer(), target);
      written.push(target);
      summary.created++;
    } catch (error) {
      summary.failed++;
      log.warn({ err: error, file: target }, 'image variants: a variant could not be created');
    }
  }
  // Deleted while its variants were being made: they would be left without an owner.
  if (written.length > 0 && !existsSync(canonical)) {
    await removeFiles(written);
    return { created: 0, failed: summary.failed };
  }
  return summary;
}

/**
 * Gives every upload in the directory the variants it lacks (uploads from before a variant
 * existed, a restored backup, an interrupted run); files already there are left as they are, so
 * it can run on every start. Encodes one file at a time: requests keep the other core. Never
 * throws; each failure is a warning.
 */
export async function backfillImageVariants(uploadsDir: string, log: BackfillLog): Promise<BackfillSummary> {
  const total: BackfillSummary = { created: 0, failed: 0 };
  try {
    const names = await readdir(uploadsDir).catch((error: unknown) => {
      if (isMissing(error)) return [] as string[];
      throw error;
    });
    await removeStaleTempFiles(uploadsDir, names, Date.now());
    const present = new Set(names);
    for (const name of names) {
      const id = uploadIdOf(name);
      if (!id) continue;
      const done = await completeUpload(uploadsDir, id, present, log);
      total.created += done.created;
      total.failed += done.failed;
    }
  } catch (error) {
    log.warn({ err: error, uploadsDir }, 'image variants: the uploads could not be checked');
  }
  if (total.created > 0 || total.failed > 0) log.info({ ...total }, 'image variants completed');
  return total;
}

/** Starts the backfill without waiting for it: start-up and requests go on meanwhile. */
export function startImageVariantBackfill(uploadsDir: string, log: BackfillLog): void {
  backfillImageVariants(uploadsDir, log).catch(() => undefined);
}
