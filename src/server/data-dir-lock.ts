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

/**
 * The embedded database is single-process: a second server or the admin CLI opening the same
 * files would corrupt them. A pid file refuses that with a clear message; a stale one is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'db.lock');
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${pid}. Stop that process first ` +
          '(or use DATABASE_URL for a shared PostgreSQL database).',
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
