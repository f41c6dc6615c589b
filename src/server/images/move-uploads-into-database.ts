import { existsSync, renameSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { DiskImageFiles } from './disk-image-files';
import type { ImageFiles } from './image-files';

export interface MoveSummary {
  moved: number;
  /** Where the files went afterwards (they are no longer read), or null when nothing moved. */
  setAside: string | null;
}

function asideName(uploadsDir: string): string {
  const base = `${uploadsDir}-moved-to-database`;
  return existsSync(base) ? `${base}-${Date.now()}` : base;
}

/**
 * Images uploaded while the instance kept them on its disk go into the database the first time it
 * starts with one: names stay as they are, so every stored URL keeps working. Names already there
 * (another instance moved the same backup's files) are skipped. Once all are in, the directory is
 * renamed so the next start has nothing to do; after a failure it stays for the next attempt.
 */
export async function moveUploadsIntoDatabase(
  uploadsDir: string,
  store: ImageFiles,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<MoveSummary> {
  if (store.kind !== 'database') return { moved: 0, setAside: null };
  const disk = new DiskImageFiles(uploadsDir);
  const names = await disk.names();
  if (names.length === 0) return { moved: 0, setAside: null };
  const stored = new Set(await store.names());
  let moved = 0;
  for (const name of names) {
    if (stored.has(name)) continue;
    const data = await disk.read(name);
    if (!data) continue;
    await store.writeAll([{ name, data }]);
    moved++;
  }
  const setAside = asideName(uploadsDir);
  renameSync(uploadsDir, setAside);
  log.info({ moved, setAside }, 'uploaded images moved into the database; the old folder can be deleted');
  return { moved, setAside };
}
