import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The embedded database is single-process: a second server or the admin CLI opening the same
 * files would corrupt them. The pid file is created exclusively ('wx'), so two processes starting
 * at the same instant cannot both win; a stale or damaged one is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder !== null && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${holder}. Stop that process first ` +
          '(or use DATABASE_URL for a shared PostgreSQL database).',
      );
    }
    rmSync(file, { force: true });
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}: another process keeps taking it.`);
}
