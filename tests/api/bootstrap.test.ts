/** Start-up helpers: the session secret file, the first admin, and the demo content. */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.ts';
import { DEMO_PROPERTY } from '#server/demo/property.ts';
import { pages, properties, users } from '#server/db/schema.ts';
import { seedDemoContent } from '#server/demo/seed.ts';
import type { ImageFiles } from '#server/images/image-files.ts';
import { imageFilesOf } from '#server/images/open-image-store.ts';
import { readStored, uploadFileNames } from '../helpers/images';
import {
  ensureAdminUser,
  INITIAL_PASSWORD_FILE,
  removeInitialPasswordFile,
  resolveSessionSecret,
} from '#server/auth/bootstrap.ts';
import { verifyPassword } from '#server/auth/passwords.ts';
import { createTestDatabase } from '../helpers/test-database';

const DAY = 24 * 60 * 60 * 1000;
const tempDirs: string[] = [];

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

describe('resolveSessionSecret', () => {
  it('generates a long secret into DATA_DIR/session-secret with mode 0600, and reuses it', () => {
    const dir = tempDir('offers-secret-');
    const first = resolveSessionSecret(dir);
    const file = join(dir, 'session-secret');
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveSessionSecret(dir)).toBe(first);
  });

  it('uses SESSION_SECRET when given and writes no file', () => {
    const dir = tempDir('offers-secret-');
    const fromEnv = 'x'.repeat(40);
    expect(resolveSessionSecret(dir, fromEnv)).toBe(fromEnv);
    expect(existsSync(join(dir, 'session-secret'))).toBe(false);
  });

  it('replaces a damaged (too short) secret file and makes it private', () => {
    const dir = tempDir('offers-secret-');
    const file = join(dir, 'session-secret');
    writeFileSync(file, 'short\n', { mode: 0o644 });
    const secret = resolveSessionSecret(dir);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(secret);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('generates a different secret for each data directory', () => {
    expect(resolveSessionSecret(tempDir('offers-secret-'))).not.toBe(resolveSessionSecret(tempDir('offers-secret-')));
  });
});

describe('ensureAdminUser', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('creates the first admin with the given password, prints nothing, and only once', async () => {
    const printed: string[] = [];
    const print = (text: string) => void printed.push(text);
    const dataDir = tempDir('offers-admin-');
    const given = { username: 'chef', password: 'given-password-123', dataDir, print };
    expect(await ensureAdminUser(handle.db, given)).toBe('created');
    expect(await ensureAdminUser(handle.db, given)).toBe('exists');
    expect(await ensureAdminUser(handle.db, { username: 'someone-else', dataDir, print })).toBe('exists');
    expect(printed).toEqual([]);
    expect(existsSync(join(dataDir, INITIAL_PASSWORD_FILE))).toBe(false);

    const rows = await handle.db.select().from(users);
    expect(rows.map((row) => row.username)).toEqual(['chef']);
    expect(rows[0]!.passwordHash).not.toContain('given-password-123');
    expect(await verifyPassword('given-password-123', rows[0]!.passwordHash)).toBe(true);
  });

  it('makes one admin when three instances start at once on an empty database; the others find it', async () => {
    const fresh = await createTestDatabase();
    try {
      const dataDirs = [tempDir('offers-admin-'), tempDir('offers-admin-'), tempDir('offers-admin-')];
      const printed: string[] = [];
      const outcomes = await Promise.all(
        dataDirs.map((dataDir) =>
          ensureAdminUser(fresh.db, {
            username: 'admin',
            dataDir,
            showPassword: false,
            print: (text) => void printed.push(text),
          }),
        ),
      );
      expect(outcomes.sort()).toEqual(['created', 'exists', 'exists']);
      expect((await fresh.db.select().from(users)).map((row) => row.username)).toEqual(['admin']);
      // Only the instance that made the admin wrote its password file and said so.
      const files = dataDirs.filter((dir) => existsSync(join(dir, INITIAL_PASSWORD_FILE)));
      expect(files).toHaveLength(1);
      expect(printed).toHaveLength(1);
      const password = readFileSync(join(files[0]!, INITIAL_PASSWORD_FILE), 'utf8').trim();
      const [admin] = await fresh.db.select().from(users);
      expect(await verifyPassword(password, admin!.passwordHash)).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  it('generates a password into a 0600 file, never into the printed text unless at a terminal', async () => {
    const fresh = await createTestDatabase();
    try {
      const dataDir = tempDir('offers-admin-');
      const printed: string[] = [];
      const print = (text: string) => void printed.push(text);
      const first = { username: 'admin', dataDir, print, showPassword: false };
      expect(await ensureAdminUser(fresh.db, first)).toBe('created');

      const file = join(dataDir, INITIAL_PASSWORD_FILE);
      const password = readFileSync(file, 'utf8').trim();
      expect(password).toMatch(/^\S{16,}$/);
      if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(printed).toHaveLength(1);
      expect(printed[0]).toContain(file);
      expect(printed[0]).not.toContain(password);

      const [row] = await fresh.db.select().from(users).where(eq(users.username, 'admin'));
      expect(await verifyPassword(password, row!.passwordHash)).toBe(true);
      expect(row!.passwordHash).not.toContain(password);

      expect(await ensureAdminUser(fresh.db, first)).toBe('exists');
      expect(printed).toHaveLength(1);
      removeInitialPasswordFile(dataDir);
      expect(existsSync(file)).toBe(false);
    } finally {
      await fresh.close();
    }
  });

  it('shows the generated password as well to an operator at a terminal', async () => {
    const fresh = await createTestDatabase();
    try {
      const dataDir = tempDir('offers-admin-');
      const printed: string[] = [];
      const print = (text: string) => void printed.push(text);
      await ensureAdminUser(fresh.db, { username: 'admin', dataDir, print, showPassword: true });
      const password = readFileSync(join(dataDir, INITIAL_PASSWORD_FILE), 'utf8').trim();
      expect(printed[0]).toContain(`Password: ${password}`);
    } finally {
      await fresh.close();
    }
  });
});

describe('seedDemoContent', () => {
  let handle: DatabaseHandle;
  let images: ImageFiles;
  let firstRun: Awaited<ReturnType<typeof seedDemoContent>>;
  let secondRun: Awaited<ReturnType<typeof seedDemoContent>>;
  const now = new Date();

  beforeAll(async () => {
    handle = await createTestDatabase();
    images = imageFilesOf(handle, tempDir('offers-seed-'));
    firstRun = await seedDemoContent(handle.db, images, now);
    secondRun = await seedDemoContent(handle.db, images, now);
  });
  afterAll(() => handle.close());

  it('is idempotent: the second run creates nothing', () => {
    expect(firstRun).toEqual({ property: true, pages: ['impressum', 'datenschutz', 'agb', 'barrierefreiheit'] });
    expect(secondRun).toEqual({ property: false, pages: [] });
  });

  it('creates one complete, active demo property in three languages, its auction ending in 14 days', async () => {
    const rows = await handle.db.select().from(properties);
    expect(rows).toHaveLength(1);
    const property = rows[0]!;
    expect(property.title).toBe(DEMO_PROPERTY.title);
    expect(property.isActive).toBe(true);
    for (const field of [
      'title',
      'titleEn',
      'titleFr',
      'description',
      'descriptionEn',
      'descriptionFr',
      'address',
      'heatingType',
      'heatingTypeEn',
      'heatingTypeFr',
      'locationEnvironment',
      'locationEnvironmentEn',
      'locationEnvironmentFr',
      'equipmentFeatures',
      'equipmentFeaturesEn',
      'equipmentFeaturesFr',
      'energyClass',
    ] as const) {
      expect(property[field], field).toEqual(expect.stringMatching(/\S/));
    }
    expect(property.address).toMatch(/München/);
    expect(property.features.length).toBeGreaterThan(0);
    expect(property.featuresEn).toHaveLength(property.features.length);
    expect(property.featuresFr).toHaveLength(property.features.length);
    expect(Number(property.price)).toBeGreaterThan(0);
    for (const field of ['livingArea', 'bedrooms', 'bathrooms', 'yearBuilt', 'energyConsumption'] as const) {
      expect(property[field], field).toBeGreaterThan(0);
    }
    expect(property.auctionEndDate.getTime()).toBe(now.getTime() + 14 * DAY);
  });

  it('ships 5–6 images whose files are stored with the uploads (no external URLs)', async () => {
    const [property] = await handle.db.select().from(properties);
    expect(property!.images.length).toBeGreaterThanOrEqual(5);
    expect(property!.images.length).toBeLessThanOrEqual(6);
    for (const url of property!.images) {
      expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
      const name = url.slice('/uploads/'.length);
      expect((await readStored(images, name)).subarray(8, 12).toString('latin1')).toBe('WEBP');
      // Every variant an upload gets (the srcset's widths, AVIF, the share card), as for an upload.
      for (const file of uploadFileNames(url)) expect(await images.has(file), file).toBe(true);
    }
    expect(new Set(property!.images).size).toBe(property!.images.length);
  });

  it('gives every demo image an alternative text in de, en and fr, and fills in the listing data', async () => {
    const [property] = await handle.db.select().from(properties);
    expect(Object.keys(property!.imageAltTexts).sort()).toEqual([...property!.images].sort());
    for (const texts of Object.values(property!.imageAltTexts)) {
      for (const language of ['de', 'en', 'fr'] as const) expect(texts[language]).toMatch(/\S/);
    }
    expect(property).toMatchObject({
      rooms: 4,
      floor: 3,
      energyCertificateType: 'demand',
      energyCarrier: 'districtHeating',
      contactName: 'Katharina Brandl',
    });
  });

  it('creates the active pages impressum, datenschutz, agb and barrierefreiheit, marked as placeholders in de/en/fr', async () => {
    const rows = await handle.db.select().from(pages);
    expect(rows.map((row) => row.slug).sort()).toEqual(['agb', 'barrierefreiheit', 'datenschutz', 'impressum']);
    for (const page of rows) {
      expect(page.isActive).toBe(true);
      for (const field of ['title', 'titleEn', 'titleFr', 'content', 'contentEn', 'contentFr'] as const) {
        expect(page[field], `${page.slug}.${field}`).toEqual(expect.stringMatching(/\S/));
      }
      expect(page.content).toMatch(/Platzhalter/);
      expect(page.contentEn).toMatch(/Placeholder/);
      expect(page.contentFr).toMatch(/provisoire/);
    }
  });

  it('leaves an existing page alone', async () => {
    await handle.db.update(pages).set({ title: 'Eigenes Impressum' }).where(eq(pages.slug, 'impressum'));
    await seedDemoContent(handle.db, images, now);
    const [page] = await handle.db.select().from(pages).where(eq(pages.slug, 'impressum'));
    expect(page!.title).toBe('Eigenes Impressum');
    expect(await handle.db.select().from(properties)).toHaveLength(1);
  });
});
