import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root, found from this module whether it runs from src/ (tsx) or dist/ (bundled). */
function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot locate the project root (package.json)');
    dir = parent;
  }
  return dir;
}

const PROJECT_ROOT = findProjectRoot();
export const MIGRATIONS_DIR = join(PROJECT_ROOT, 'drizzle');
export const CLIENT_DIST_DIR = join(PROJECT_ROOT, 'dist', 'client');
export const DEMO_ASSETS_DIR = join(PROJECT_ROOT, 'demo-assets');
export const COMMON_PASSWORDS_FILE = join(PROJECT_ROOT, 'src', 'server', 'auth', 'common-passwords.txt');
/** An empty, migrated embedded database made by the build (see db/empty-database.ts). */
export const EMPTY_DATABASE_IMAGE = join(PROJECT_ROOT, 'dist', 'server', 'empty-database.tar.gz');
