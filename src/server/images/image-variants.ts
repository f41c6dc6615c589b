import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { ImageFiles } from './image-files';
import { DERIVED_RENDITIONS } from './image-renditions';
import { uploadIdOf } from './image-store';

export type BackfillLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export interface BackfillSummary {
  created: number;
  failed: number;
}

/** Creates the upload's missing variants from its canonical file, one at a time; failures are logged. */
async function completeUpload(
  store: ImageFiles,
  id: string,
  present: ReadonlySet<string>,
  log: BackfillLog,
): Promise<BackfillSummary> {
  const summary: BackfillSummary = { created: 0, failed: 0 };
  const missing = DERIVED_RENDITIONS.filter((rendition) => !present.has(`${id}${rendition.suffix}`));
  if (missing.length === 0) return summary;
  const canonical = `${id}.webp`;
  let source: Buffer | null;
  try {
    source = await store.read(canonical);
  } catch (error) {
    log.warn({ err: error, file: canonical }, 'image variants: the image cannot be read');
    return { created: 0, failed: missing.length };
  }
  // Deleted since the names were listed: nothing left to complete.
  if (!source) return summary;
  const written: string[] = [];
  for (const rendition of missing) {
    const name = `${id}${rendition.suffix}`;
    try {
      const data = await rendition.render(sharp(source, { failOn: 'error' })).toBuffer();
      await store.writeAll([{ name, data }]);
      written.push(name);
      summary.created++;
    } catch (error) {
      summary.failed++;
      log.warn({ err: error, file: name }, 'image variants: a variant could not be created');
    }
  }
  // Deleted while its variants were being made: they would be left without an owner.
  if (written.length > 0 && !(await store.has(canonical))) {
    await store.remove(written);
    return { created: 0, failed: summary.failed };
  }
  return summary;
}

/**
 * Gives every upload in the store the variants it lacks (uploads from before a variant existed, a
 * restored backup, an interrupted run); files already there are left as they are, so it can run on
 * every start. Encodes one file at a time: requests keep the other core. Never throws; each failure
 * is a warning.
 */
export async function backfillImageVariants(store: ImageFiles, log: BackfillLog): Promise<BackfillSummary> {
  const total: BackfillSummary = { created: 0, failed: 0 };
  try {
    await store.tidy();
    const names = await store.names();
    const present = new Set(names);
    for (const name of names) {
      const id = uploadIdOf(name);
      if (!id) continue;
      const done = await completeUpload(store, id, present, log);
      total.created += done.created;
      total.failed += done.failed;
    }
  } catch (error) {
    log.warn({ err: error, store: store.kind }, 'image variants: the uploads could not be checked');
  }
  if (total.created > 0 || total.failed > 0) log.info({ ...total }, 'image variants completed');
  return total;
}

/** Starts the backfill without waiting for it: start-up and requests go on meanwhile. */
export function startImageVariantBackfill(store: ImageFiles, log: BackfillLog): void {
  backfillImageVariants(store, log).catch(() => undefined);
}
