/**
 * With PostgreSQL a property's documents live in the database: a document uploaded through one
 * instance opens through every other, each instance keeping a copy of what it sent on its own
 * disk (a 25 MB read out of the database is costly); removing or replacing a document through one
 * instance takes every instance's copy with it. PostgreSQL only: the embedded setup keeps its
 * documents in DATA_DIR/documents.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.ts';
import { documentFiles, propertyDocuments } from '#server/db/schema.ts';
import { insertProperty, type PropertyRow } from '../helpers/fixtures';
import { multipartBody } from '../helpers/multipart';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const thing of open.splice(0).reverse()) await thing.close();
});

async function twoInstances(): Promise<[TestApp, TestApp]> {
  const handle: DatabaseHandle = await createTestDatabase();
  open.push({ close: () => handle.close() });
  const shared = { ...handle, close: async () => {} };
  const first = await createTestApp({}, { database: shared });
  const second = await createTestApp({}, { database: shared });
  open.push(first, second);
  return [first, second];
}

/** A PDF by its first bytes, larger than one piece read from the database, of bytes that do not compress. */
const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]);

async function publish(admin: TestClient, property: PropertyRow, data: Buffer): Promise<string> {
  const { payload, headers } = multipartBody([{ field: 'file', filename: 'Exposé.pdf', data }]);
  const uploaded = await admin.post(`/api/admin/properties/${property.id}/documents`, payload, { headers });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const document = (uploaded.json() as { documents: { id: string; title: object }[] }).documents[0]!;
  const published = await admin.put(`/api/admin/properties/${property.id}/documents/${document.id}`, {
    title: document.title,
    visibility: 'public',
  });
  expect(published.statusCode).toBe(200);
  return document.id;
}

async function download(app: TestApp, property: PropertyRow, documentId: string) {
  const visitor = app.client();
  const link = await visitor.get(`/api/listings/${property.slug}/documents/${documentId}`);
  if (link.statusCode !== 303) return link;
  return visitor.get(link.headers.location as string);
}

describe('documents in PostgreSQL', () => {
  it('open through another instance, which keeps its own copy (as the receiving one does) and drops it when the document is removed', async () => {
    const [receiving, serving] = await twoInstances();
    expect(receiving.documents.kind).toBe('database');
    const property = await insertProperty(receiving.db);
    const data = pdfOf(1_300_000);
    const documentId = await publish(await receiving.adminClient(), property, data);

    const first = await download(serving, property, documentId);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-length']).toBe(String(data.length));
    expect(first.rawPayload.equals(data)).toBe(true);

    // Gone from the database behind the instances' backs: the serving instance answers from its copy.
    const [row] = await serving.db.select().from(propertyDocuments).where(eq(propertyDocuments.id, documentId));
    await serving.db.delete(documentFiles).where(eq(documentFiles.name, row!.fileKey));
    const fromCopy = await download(serving, property, documentId);
    expect(fromCopy.statusCode).toBe(200);
    expect(fromCopy.rawPayload.equals(data)).toBe(true);
    // The receiving instance kept its copy when the upload arrived: it answers from it too.
    const fromUpload = await download(receiving, property, documentId);
    expect(fromUpload.statusCode).toBe(200);
    expect(fromUpload.rawPayload.equals(data)).toBe(true);

    // Removed through the other instance's admin: the serving instance's copy goes too.
    const removed = await (
      await receiving.adminClient()
    ).delete(`/api/admin/properties/${property.id}/documents/${documentId}`);
    expect(removed.statusCode).toBe(200);
    await expect
      .poll(
        async () =>
          (await serving.documents.has(row!.fileKey)) ||
          (await copyExists(serving, row!.fileKey)) ||
          (await copyExists(receiving, row!.fileKey)),
      )
      .toBe(false);
  });

  it('drops every instance’s copy of a replaced file', async () => {
    const [receiving, serving] = await twoInstances();
    const property = await insertProperty(receiving.db);
    const admin = await receiving.adminClient();
    const documentId = await publish(admin, property, pdfOf(600_000));
    expect((await download(serving, property, documentId)).statusCode).toBe(200);
    const [before] = await serving.db.select().from(propertyDocuments).where(eq(propertyDocuments.id, documentId));
    expect(await copyExists(serving, before!.fileKey)).toBe(true);

    const replacement = pdfOf(700_000);
    const { payload, headers } = multipartBody([{ field: 'file', filename: 'Exposé v2.pdf', data: replacement }]);
    const replaced = await admin.post(`/api/admin/properties/${property.id}/documents/${documentId}/file`, payload, {
      headers,
    });
    expect(replaced.statusCode).toBe(200);
    await expect.poll(() => copyExists(serving, before!.fileKey)).toBe(false);
    const again = await download(serving, property, documentId);
    expect(again.rawPayload.equals(replacement)).toBe(true);
  });
});

/** Whether the instance keeps a copy of the file on its disk (DATA_DIR/document-cache). */
async function copyExists(app: TestApp, fileKey: string): Promise<boolean> {
  return existsSync(join(app.dataDir, 'document-cache', fileKey));
}
