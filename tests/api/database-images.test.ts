/**
 * Decision 68: with PostgreSQL the images live in the database, so an image uploaded through one
 * instance is served by every other (each from its own disk cache after the first read), at an
 * immutable URL; removing it through one instance makes it disappear from all. Files kept on an
 * instance's disk before move into the database at start-up, under their old URLs.
 * PostgreSQL only: the embedded setup keeps its files in DATA_DIR/uploads.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.ts';
import { imageBlobs, imageFiles } from '#server/db/schema.ts';
import { DatabaseImageFiles } from '#server/images/database-image-files.ts';
import { moveUploadsIntoDatabase } from '#server/images/move-uploads-into-database.ts';
import { insertProperty } from '../helpers/fixtures';
import { jpegImage, uploadFileNames } from '../helpers/images';
import { imageParts, multipartBody } from '../helpers/multipart';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const thing of open.splice(0).reverse()) await thing.close();
});

async function sharedDatabase(): Promise<DatabaseHandle> {
  const handle = await createTestDatabase();
  open.push({ close: () => handle.close() });
  return handle;
}

async function instanceOn(handle: DatabaseHandle): Promise<TestApp> {
  const app = await createTestApp({}, { database: { ...handle, close: async () => {} } });
  open.push(app);
  return app;
}

async function uploadThrough(app: TestApp, propertyId: string, count = 1): Promise<string[]> {
  const admin = await app.adminClient();
  const { payload, headers } = multipartBody(imageParts(await jpegImage(640, 480), count));
  const response = await admin.post(`/api/admin/properties/${propertyId}/upload-images`, payload, { headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ images: string[] }>().images;
}

describe('images in PostgreSQL', () => {
  it('are served by another instance than the one that received them, at an immutable URL', async () => {
    const handle = await sharedDatabase();
    const [receiving, serving] = [await instanceOn(handle), await instanceOn(handle)];
    const property = await insertProperty(receiving.db);
    const [url] = await uploadThrough(receiving, property.id);
    expect(receiving.images.kind).toBe('database');

    for (const name of uploadFileNames(url!)) {
      const answer = await serving.client().get(`/uploads/${name}`);
      expect(answer.statusCode, name).toBe(200);
      expect(answer.headers['content-type'], name).toMatch(/^image\/(webp|avif|jpeg)$/);
      expect(answer.headers['cache-control']).toBe(IMMUTABLE);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.rawPayload.equals((await receiving.images.read(name))!), name).toBe(true);
    }
    const first = await serving.client().get(url!);
    const again = await serving.client().get(url!, { headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect((await serving.client().get('/uploads/not-an-upload.exe')).statusCode).toBe(404);
    expect((await serving.client().get(`/uploads/${'0'.repeat(32)}.webp`)).statusCode).toBe(404);
  });

  it('are kept in each instance’s cache, and leave every cache when removed through one', async () => {
    const handle = await sharedDatabase();
    const [editing, serving] = [await instanceOn(handle), await instanceOn(handle)];
    const property = await insertProperty(editing.db);
    const [kept, removed] = await uploadThrough(editing, property.id, 2);
    expect((await serving.client().get(kept!)).statusCode).toBe(200);
    expect((await serving.client().get(removed!)).statusCode).toBe(200);

    // Gone from the database behind the instances' backs: the cached copy still answers.
    const keptName = kept!.replace('/uploads/', '');
    await handle.db.execute(sql`delete from ${imageFiles} where ${imageFiles.name} = ${keptName}`);
    expect((await serving.client().get(kept!)).statusCode).toBe(200);

    // Removed through the admin of the other instance: every cache is told.
    const admin = await editing.adminClient();
    const answer = await admin.delete(`/api/admin/properties/${property.id}/images`, { imageUrl: removed });
    expect(answer.statusCode).toBe(200);
    await expect.poll(async () => (await serving.client().get(removed!)).statusCode, { timeout: 3_000 }).toBe(404);
  });

  it('keep the bytes of one picture once, and removing one upload leaves the other whole', async () => {
    const handle = await sharedDatabase();
    const app = await instanceOn(handle);
    const property = await insertProperty(app.db);
    const count = async () => ({
      files: await app.db.$count(imageFiles),
      blobs: await app.db.$count(imageBlobs),
    });
    const [first] = await uploadThrough(app, property.id);
    const perUpload = uploadFileNames(first!).length;
    const once = await count();
    expect(once.files).toBe(perUpload);
    // A 640 px picture is not enlarged: its 960 and 1600 px variants are the same bytes, kept once.
    expect(once.blobs).toBeLessThan(perUpload);

    // The same picture again: re-encoded to the same bytes under new names.
    const [, second] = await uploadThrough(app, property.id);
    expect(await count()).toEqual({ files: 2 * perUpload, blobs: once.blobs });

    const admin = await app.adminClient();
    expect((await admin.delete(`/api/admin/properties/${property.id}/images`, { imageUrl: first })).statusCode).toBe(
      200,
    );
    expect(await count()).toEqual(once);
    for (const name of uploadFileNames(second!))
      expect((await app.client().get(`/uploads/${name}`)).statusCode).toBe(200);

    expect((await admin.delete(`/api/admin/properties/${property.id}/images`, { imageUrl: second })).statusCode).toBe(
      200,
    );
    expect(await count()).toEqual({ files: 0, blobs: 0 });
  });

  it('take in the files an instance kept on its disk, under their old names, once', async () => {
    const handle = await sharedDatabase();
    const dir = mkdtempSync(join(tmpdir(), 'offers-old-uploads-'));
    open.push({ close: async () => rmSync(`${dir}`, { recursive: true, force: true }) });
    const uploads = join(dir, 'uploads');
    mkdirSync(uploads);
    const name = `${'ab'.repeat(16)}.webp`;
    const bytes = await jpegImage(64, 48);
    writeFileSync(join(uploads, name), bytes);
    writeFileSync(join(uploads, `${'ab'.repeat(16)}-480.webp`), bytes);
    const lines: string[] = [];
    const log = { info: (details: object, message: string) => lines.push(`${JSON.stringify(details)} ${message}`) };
    const store = new DatabaseImageFiles(handle.db);

    const summary = await moveUploadsIntoDatabase(uploads, store, log as never);
    expect(summary).toEqual({ moved: 2, setAside: `${uploads}-moved-to-database` });
    expect((await store.read(name))!.equals(bytes)).toBe(true);
    expect(existsSync(uploads)).toBe(false);
    expect(existsSync(join(`${uploads}-moved-to-database`, name))).toBe(true);
    expect(lines.join('\n')).toMatch(/moved into the database/);

    // The next start finds nothing left to move.
    expect(await moveUploadsIntoDatabase(uploads, store, log as never)).toEqual({ moved: 0, setAside: null });
    const app = await instanceOn(handle);
    expect((await app.client().get(`/uploads/${name}`)).statusCode).toBe(200);
  });
});
