import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths';
import { openPglite } from './client';
import { createFromImage, imageFits, writeEmptyDatabaseImage } from './empty-database';

const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

let dir: string;
let image: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'empty-database-'));
  image = join(dir, 'empty-database.tar.gz');
  await writeEmptyDatabaseImage(image);
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function relabel(change: (label: { pglite: string; migrations: string[] }) => void) {
  const labelFile = image.replace(/\.tar\.gz$/, '.json');
  const label = JSON.parse(readFileSync(labelFile, 'utf8')) as { pglite: string; migrations: string[] };
  const original = readFileSync(labelFile);
  change(label);
  writeFileSync(labelFile, JSON.stringify(label));
  return () => writeFileSync(labelFile, original);
}

describe('the empty database image', () => {
  it('makes a database with every committed migration, moved into place whole', async () => {
    const pgliteDir = join(dir, 'data', 'db');
    expect(await createFromImage(pgliteDir, image)).toBe(true);
    expect(existsSync(join(pgliteDir, 'PG_VERSION'))).toBe(true);
    expect(existsSync(`${pgliteDir}.unpacking`)).toBe(false);
    const handle = await openPglite(pgliteDir);
    try {
      const applied = await handle.readArrays('select count(*)::int from drizzle.__drizzle_migrations', []);
      expect(applied).toEqual([[journal.entries.length]]);
      // Nothing left to apply, and the schema is there.
      await handle.migrate();
      expect(await handle.readArrays('select count(*)::int from bids', [])).toEqual([[0]]);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('is not used when another PGlite wrote it, or when it holds a migration not committed here', async () => {
    expect(imageFits(image)).toBe(true);
    let restore = relabel((label) => (label.pglite = '0.0.1'));
    expect(imageFits(image)).toBe(false);
    restore();
    restore = relabel((label) => label.migrations.push('9999_from_another_branch'));
    expect(imageFits(image)).toBe(false);
    restore();
    restore = relabel((label) => (label.migrations[0] = '0000_other'));
    expect(imageFits(image)).toBe(false);
    const pgliteDir = join(dir, 'refused', 'db');
    expect(await createFromImage(pgliteDir, image)).toBe(false);
    expect(existsSync(pgliteDir)).toBe(false);
    restore();
    // An image older than the migrations still fits: start-up applies the newer ones.
    restore = relabel((label) => label.migrations.pop());
    expect(imageFits(image)).toBe(true);
    restore();
    expect(imageFits(join(dir, 'missing.tar.gz'))).toBe(false);
  });
});
