// A new embedded database starts from an image the build made: PostgreSQL's initdb and the
// migrations run once at build time, not on every first start. In WebAssembly initdb alone takes
// several seconds; unpacking the image takes about one. Without a fitting image (a start from the
// sources before any build, migrations added since, another PGlite) the database is made as before.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS_DIR } from '../paths';
import { openPglite, wrapPglite } from './client';

interface ImageLabel {
  /** The PGlite version that wrote the files: another may not read them. */
  pglite: string;
  /** The migrations applied in the image, in order. */
  migrations: string[];
}

function installedPgliteVersion(): string {
  // The package exports no package.json: found from its entry point upwards.
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version: string };
      if (name === '@electric-sql/pglite') return version;
    }
    if (dirname(dir) === dir) return 'unknown';
    dir = dirname(dir);
  }
}

function committedMigrations(): string[] {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((entry) => entry.tag);
}

function labelFile(imageFile: string): string {
  return imageFile.replace(/\.tar\.gz$/, '.json');
}

/** Makes the image: a database in memory, migrated, its files packed. Run by the build. */
export async function writeEmptyDatabaseImage(imageFile: string): Promise<void> {
  const client = await PGlite.create();
  try {
    await wrapPglite(client).migrate();
    const files = new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
    writeFileSync(imageFile, gzipSync(files, { level: 6 }));
  } finally {
    await client.close();
  }
  const label: ImageLabel = { pglite: installedPgliteVersion(), migrations: committedMigrations() };
  writeFileSync(labelFile(imageFile), `${JSON.stringify(label)}\n`);
}

/** True when the image was written by this PGlite and holds only migrations committed here, in their order. */
export function imageFits(imageFile: string): boolean {
  if (!existsSync(imageFile) || !existsSync(labelFile(imageFile))) return false;
  try {
    const label = JSON.parse(readFileSync(labelFile(imageFile), 'utf8')) as ImageLabel;
    const migrations = committedMigrations();
    return (
      label.pglite === installedPgliteVersion() &&
      label.migrations.length <= migrations.length &&
      label.migrations.every((tag, index) => migrations[index] === tag)
    );
  } catch {
    return false;
  }
}

/**
 * Creates the database files at `pgliteDir` from the image, when one fits. They are unpacked
 * beside it and moved into place whole, so a start stopped half-way leaves no half a database
 * that the next start would take for one. Answers whether the image was used.
 */
export async function createFromImage(pgliteDir: string, imageFile: string): Promise<boolean> {
  if (!imageFits(imageFile)) return false;
  // Files of an earlier start that never finished are left to PGlite, as before.
  if (existsSync(pgliteDir) && readdirSync(pgliteDir).length > 0) return false;
  rmSync(pgliteDir, { recursive: true, force: true });
  const unpacking = `${pgliteDir}.unpacking`;
  rmSync(unpacking, { recursive: true, force: true });
  mkdirSync(dirname(pgliteDir), { recursive: true });
  const files = gunzipSync(readFileSync(imageFile));
  const handle = await openPglite(unpacking, files);
  await handle.close();
  renameSync(unpacking, pgliteDir);
  return true;
}
