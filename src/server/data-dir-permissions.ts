import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const GROUP_AND_OTHERS = 0o077;

/** Takes group and other permissions off path and everything below it. */
export function restrictTree(path: string): void {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  if ((stat.mode & GROUP_AND_OTHERS) !== 0) chmodSync(path, stat.mode & 0o700);
  if (stat.isDirectory()) for (const entry of readdirSync(path)) restrictTree(join(path, entry));
}

/**
 * DATA_DIR holds the database files, the uploads and the session secret: only the service's own
 * user may read them. The umask covers the files this process creates; existing ones (an older
 * version's) are corrected here. PGlite sets its files' modes itself (0666 through chmod, which
 * no umask limits): its folder is corrected again once it is open and when it closes, and while it
 * runs the 0700 folders above keep others out.
 */
export function protectDataDir(dataDir: string): void {
  process.umask(GROUP_AND_OTHERS);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  restrictTree(dataDir);
}
