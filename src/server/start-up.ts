import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppConfig } from './config';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client';
import { createFromImage } from './db/empty-database';
import { EMPTY_DATABASE_IMAGE } from './paths';
import { lockDataDir } from './data-dir-lock';
import { protectDataDir, restrictTree } from './data-dir-permissions';
import { safeErrorMessage } from './log-safety';

export interface OpenedDatabase {
  handle: DatabaseHandle;
  /** True when the embedded database files did not exist before this start. */
  createdNow: boolean;
}

export function dataPaths(config: AppConfig) {
  const dataDir = resolve(config.dataDir);
  return {
    dataDir,
    pgliteDir: join(dataDir, 'db'),
    uploadsDir: join(dataDir, 'uploads'),
    documentsDir: join(dataDir, 'documents'),
    imageCacheDir: join(dataDir, 'image-cache'),
  };
}

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR/db; migrated. */
export async function openDatabase(config: AppConfig): Promise<OpenedDatabase> {
  const { dataDir, pgliteDir } = dataPaths(config);
  protectDataDir(dataDir);
  if (config.databaseUrl) {
    const handle = openPostgres(config.databaseUrl, {
      waitMs: config.databaseWaitSeconds * 1000,
      onIdleError: (error) => process.stderr.write(`PostgreSQL connection error: ${safeErrorMessage(error)}\n`),
    });
    await handle.migrate();
    return { handle, createdNow: false };
  }
  const unlock = lockDataDir(dataDir);
  const createdNow = !existsSync(join(pgliteDir, 'PG_VERSION'));
  if (createdNow) await createFromImage(pgliteDir, EMPTY_DATABASE_IMAGE);
  // Without its database the process can answer nothing: it ends, and its supervisor starts it
  // again (every acknowledged offer was committed before its answer).
  const opened = await openPglite(pgliteDir, undefined, (reason) => {
    process.stderr.write(`The embedded database stopped: ${safeErrorMessage(reason)}\n`);
    process.exit(1);
  });
  const handle: DatabaseHandle = {
    ...opened,
    close: async () => {
      await opened.close();
      restrictTree(pgliteDir);
      unlock();
    },
  };
  await handle.migrate();
  // Embedded PostgreSQL has no autovacuum daemon: refresh the planner statistics and the
  // visibility map (index-only counts) once per start.
  await handle.db.execute(sql`VACUUM ANALYZE`);
  restrictTree(pgliteDir);
  return { handle, createdNow };
}
