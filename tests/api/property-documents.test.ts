/**
 * A property's documents: the agent uploads, titles, publishes, orders, replaces and deletes them;
 * a visitor opens a public one only through a signed link that expires. Runs on both databases
 * (the files on disk for the embedded one, in PostgreSQL otherwise).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, properties, propertyDocuments } from '#server/db/schema.ts';
import { DocumentLinks, DOCUMENT_LINK_SECONDS } from '#server/documents/document-links.ts';
import { DOCUMENT_LIMITS } from '#shared/documents/schemas.ts';
import { insertProperty, type PropertyRow } from '../helpers/fixtures';
import { pngImage } from '../helpers/images';
import { multipartBody, type UploadPart } from '../helpers/multipart';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

let t: TestApp;
let admin: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
  visitor = t.client();
});
afterAll(() => t.close());

const UNKNOWN_ID = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';

/** A small file that is a PDF by its first bytes (all the server looks at). */
function pdf(text = 'Exposé'): Buffer {
  return Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

interface DocumentAnswer {
  id: string;
  title: { de: string; en: string; fr: string };
  fileName: string;
  mediaType: string;
  byteSize: number;
  visibility: 'public' | 'acknowledged' | 'agent';
  version: number;
}

function send(url: string, parts: readonly UploadPart[]) {
  const { payload, headers } = multipartBody(parts);
  return admin.post(url, payload, { headers });
}

async function upload(property: PropertyRow, data: Buffer, filename = 'Exposé Gärtnerplatz.pdf') {
  return send(`/api/admin/properties/${property.id}/documents`, [
    { field: 'file', filename, contentType: 'application/pdf', data },
  ]);
}

/** Uploads a PDF and returns the new document (the last of the list). */
async function uploaded(property: PropertyRow, data = pdf(), filename?: string): Promise<DocumentAnswer> {
  const response = await upload(property, data, filename);
  expect(response.statusCode, response.body).toBe(201);
  const { documents } = response.json() as { documents: DocumentAnswer[] };
  return documents.at(-1)!;
}

function setDocument(property: PropertyRow, document: DocumentAnswer, change: Partial<DocumentAnswer>) {
  return admin.put(`/api/admin/properties/${property.id}/documents/${document.id}`, {
    title: change.title ?? document.title,
    visibility: change.visibility ?? document.visibility,
  });
}

async function published(property: PropertyRow, data = pdf(), filename?: string): Promise<DocumentAnswer> {
  const document = await uploaded(property, data, filename);
  expect((await setDocument(property, document, { visibility: 'public' })).statusCode).toBe(200);
  return { ...document, visibility: 'public' };
}

const storedFiles = () => t.documents.names();

/** Opens a document as a visitor: the page's link, then the signed link it sends on to. */
async function openAsVisitor(property: PropertyRow, documentId: string) {
  const link = await visitor.get(`/api/listings/${property.slug}/documents/${documentId}`);
  return { link, file: link.statusCode === 303 ? await visitor.get(link.headers.location as string) : null };
}

describe('uploading a document', () => {
  it('stores a PDF under its cleaned name, titled after it, visible to the team only', async () => {
    const property = await insertProperty(t.db);
    const before = await storedFiles();
    const document = await uploaded(property, pdf(), 'Exposé Gärtnerplatz.pdf');
    expect(document).toMatchObject({
      title: { de: 'Exposé Gärtnerplatz', en: '', fr: '' },
      fileName: 'Exposé Gärtnerplatz.pdf',
      mediaType: 'application/pdf',
      byteSize: pdf().length,
      visibility: 'agent',
      version: 1,
    });
    expect((await storedFiles()).length).toBe(before.length + 1);

    const file = await admin.get(`/api/admin/properties/${property.id}/documents/${document.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''Expos%C3%A9%20G%C3%A4rtnerplatz.pdf");
    expect(file.rawPayload.equals(pdf())).toBe(true);
  });

  it('tells the type from the bytes: a PNG named .pdf is an image, text named .pdf is refused', async () => {
    const property = await insertProperty(t.db);
    const png = await pngImage(40, 30);
    const image = await uploaded(property, png, 'grundriss.pdf');
    expect(image).toMatchObject({ mediaType: 'image/png', fileName: 'grundriss.pdf.png' });

    const before = await storedFiles();
    const refused = await upload(property, Buffer.from('<html><script>alert(1)</script></html>'), 'x.pdf');
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe('A document must be a PDF, JPEG or PNG file.');
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses an empty file, a damaged image, no file and a file above 25 MB, storing nothing', async () => {
    const property = await insertProperty(t.db);
    const before = await storedFiles();
    const empty = await upload(property, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The file is empty.');

    const damaged = (await pngImage(40, 30)).subarray(0, 60);
    const broken = await upload(property, damaged, 'plan.png');
    expect(broken.statusCode).toBe(422);

    const none = await send(`/api/admin/properties/${property.id}/documents`, [
      { field: 'other', filename: 'a.pdf', data: pdf() },
    ]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('No file in the field "file".');

    const large = Buffer.concat([pdf(), Buffer.alloc(DOCUMENT_LIMITS.bytes)]);
    const tooLarge = await upload(property, large);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('A document may be at most 25 MB.');

    expect(await storedFiles()).toEqual(before);
    const rows = await t.db.select().from(propertyDocuments).where(eq(propertyDocuments.propertyId, property.id));
    expect(rows).toEqual([]);
  });

  it('takes a file of exactly 25 MB', async () => {
    const property = await insertProperty(t.db);
    const data = Buffer.concat([pdf(), Buffer.alloc(DOCUMENT_LIMITS.bytes - pdf().length, 0x20)]);
    const document = await uploaded(property, data);
    expect(document.byteSize).toBe(DOCUMENT_LIMITS.bytes);
    const file = await admin.get(`/api/admin/properties/${property.id}/documents/${document.id}/file`);
    expect(file.rawPayload.length).toBe(DOCUMENT_LIMITS.bytes);
  });

  it('answers 404 for an unknown property and stores nothing', async () => {
    const before = await storedFiles();
    const response = await send(`/api/admin/properties/${UNKNOWN_ID}/documents`, [
      { field: 'file', filename: 'a.pdf', data: pdf() },
    ]);
    expect(response.statusCode).toBe(404);
    expect(await storedFiles()).toEqual(before);
  });
});

describe('titles and visibility', () => {
  it('keeps a team-only document out of every public answer and its link', async () => {
    const property = await insertProperty(t.db);
    const document = await uploaded(property);

    const page = await visitor.get(`/api/listings/${property.slug}`);
    expect(page.json().documents).toEqual([]);
    const { link } = await openAsVisitor(property, document.id);
    expect(link.statusCode).toBe(404);
  });

  it('lists a public document on the property page in three languages and opens it through a signed link', async () => {
    const property = await insertProperty(t.db);
    const document = await published(property, pdf('öffentlich'));
    const titled = await setDocument(property, document, {
      title: { de: '  Grundriss Erdgeschoss ', en: 'Floor plan, ground floor', fr: '' },
    });
    expect(titled.statusCode).toBe(200);

    const page = await visitor.get(`/api/listings/${property.slug}`);
    expect(page.json().documents).toEqual([
      {
        id: document.id,
        gated: false,
        title: { de: 'Grundriss Erdgeschoss', en: 'Floor plan, ground floor', fr: '' },
        mediaType: 'application/pdf',
        byteSize: pdf('öffentlich').length,
        fileUpdatedAt: expect.any(String),
        version: 1,
        // This PDF is only its first bytes: no page to draw.
        preview: false,
        energyCertificate: false,
      },
    ]);
    const all = await visitor.get('/api/properties');
    const listed = (all.json() as { id: string; documents: { id: string }[] }[]).find((p) => p.id === property.id);
    expect(listed!.documents.map((d) => d.id)).toEqual([document.id]);

    const { link, file } = await openAsVisitor(property, document.id);
    expect(link.statusCode).toBe(303);
    expect(link.headers['cache-control']).toBe('no-store');
    expect(link.headers.location).toMatch(
      new RegExp(
        `^/api/listings/${property.slug}/documents/${document.id}\\?version=1&expires=\\d+&signature=[A-Za-z0-9_-]{43}$`,
      ),
    );
    expect(file!.statusCode).toBe(200);
    expect(file!.rawPayload.equals(pdf('öffentlich'))).toBe(true);
    expect(file!.headers['content-type']).toBe('application/pdf');
    expect(file!.headers['content-disposition']).toMatch(/^inline; /);
  });

  it('refuses a title that is missing, too long or not one line, and an unknown visibility, changing nothing', async () => {
    const property = await insertProperty(t.db);
    const document = await uploaded(property);
    const url = `/api/admin/properties/${property.id}/documents/${document.id}`;
    const bodies = [
      { title: { de: '   ', en: '', fr: '' }, visibility: 'public' },
      { title: { de: 'x'.repeat(DOCUMENT_LIMITS.titleChars + 1), en: '', fr: '' }, visibility: 'public' },
      { title: { de: 'Zwei\nZeilen', en: '', fr: '' }, visibility: 'public' },
      { title: { de: 'Exposé', en: 'a\u0000b', fr: '' }, visibility: 'public' },
      { title: { de: 'Exposé', en: '', fr: '' }, visibility: 'everyone' },
      { title: { de: 'Exposé' }, visibility: 'public' },
    ];
    for (const body of bodies) {
      const response = await admin.put(url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
    const [row] = await t.db.select().from(propertyDocuments).where(eq(propertyDocuments.id, document.id));
    expect(row).toMatchObject({ titleDe: document.title.de, visibility: 'agent' });
  });

  it('answers 404 for a document of another property', async () => {
    const one = await insertProperty(t.db);
    const other = await insertProperty(t.db);
    const document = await uploaded(one);
    const response = await setDocument(other, document, { visibility: 'public' });
    expect(response.statusCode).toBe(404);
    const download = await admin.get(`/api/admin/properties/${other.id}/documents/${document.id}/file`);
    expect(download.statusCode).toBe(404);
  });
});

describe('signed links', () => {
  it('refuses a changed signature, another version, a changed end and an expired link with 403', async () => {
    const property = await insertProperty(t.db);
    const document = await published(property);
    const { link } = await openAsVisitor(property, document.id);
    const location = new URL(link.headers.location as string, 'http://localhost');
    const signature = location.searchParams.get('signature')!;
    const expires = Number(location.searchParams.get('expires'));
    const base = `/api/listings/${property.slug}/documents/${document.id}`;

    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    for (const query of [
      `version=1&expires=${expires}&signature=${flipped}`,
      `version=2&expires=${expires}&signature=${signature}`,
      `version=1&expires=${expires + 3600}&signature=${signature}`,
    ]) {
      const response = await visitor.get(`${base}?${query}`);
      expect(response.statusCode, query).toBe(403);
      expect(response.json().message).toBe(
        'This download link is not valid. Please open the document from the property’s page.',
      );
    }

    // A link made 31 minutes ago, with the app's own key: its signature is right, its time is up.
    const keys = new DocumentLinks(t.app.config.secretsKey ?? 'test-secret-test-secret-test-secret-0123456789');
    const old = keys.sign(document.id, 1, Date.now() - (DOCUMENT_LINK_SECONDS + 60) * 1000);
    const expired = await visitor.get(`${base}?version=1&expires=${old.expires}&signature=${old.signature}`);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe(
      'This download link has expired. Please open the document again from the property’s page.',
    );
    // The same key, a fresh link: it opens (the expired one failed for its time alone).
    const fresh = keys.sign(document.id, 1);
    const opened = await visitor.get(`${base}?version=1&expires=${fresh.expires}&signature=${fresh.signature}`);
    expect(opened.statusCode).toBe(200);
  });

  it('answers a half or malformed signed link with an error, never the file', async () => {
    const property = await insertProperty(t.db);
    const document = await published(property);
    for (const [query, status] of [
      ['?version=1', 400],
      ['?version=1&expires=1', 400],
      ['?version=x&expires=1&signature=abc', 400],
      [`?version=1&expires=1&signature=${'a'.repeat(43)}`, 403],
    ] as const) {
      const response = await visitor.get(`/api/listings/${property.slug}/documents/${document.id}${query}`);
      expect(response.statusCode, query).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('does not open a signed link under another property’s address', async () => {
    const property = await insertProperty(t.db);
    const other = await insertProperty(t.db);
    const document = await published(property);
    const { link } = await openAsVisitor(property, document.id);
    const moved = (link.headers.location as string).replace(property.slug, other.slug);
    expect((await visitor.get(moved)).statusCode).toBe(404);
  });

  it('closes old links when the file is replaced, the document is made team-only or the property goes offline', async () => {
    const property = await insertProperty(t.db);
    const document = await published(property, pdf('Fassung 1'));
    const first = await openAsVisitor(property, document.id);
    const firstLink = first.link.headers.location as string;
    const [firstFile] = await t.db.select().from(propertyDocuments).where(eq(propertyDocuments.id, document.id));

    const replaced = await send(`/api/admin/properties/${property.id}/documents/${document.id}/file`, [
      { field: 'file', filename: 'Exposé v2.pdf', data: pdf('Fassung 2') },
    ]);
    expect(replaced.statusCode).toBe(200);
    const after = (replaced.json() as { documents: DocumentAnswer[] }).documents[0]!;
    expect(after).toMatchObject({ version: 2, fileName: 'Exposé v2.pdf', visibility: 'public' });
    expect((await visitor.get(firstLink)).statusCode).toBe(404);
    const second = await openAsVisitor(property, document.id);
    expect(second.file!.rawPayload.equals(pdf('Fassung 2'))).toBe(true);
    // The old file is gone from the store.
    expect(await t.documents.has(firstFile!.fileKey)).toBe(false);

    const secondLink = second.link.headers.location as string;
    await setDocument(property, { ...document, visibility: 'public' }, { visibility: 'agent' });
    expect((await visitor.get(secondLink)).statusCode).toBe(404);

    await setDocument(property, document, { visibility: 'public' });
    const third = (await openAsVisitor(property, document.id)).link.headers.location as string;
    await t.db.update(properties).set({ isActive: false }).where(eq(properties.id, property.id));
    t.wroteBehindTheApp();
    expect((await visitor.get(third)).statusCode).toBe(404);
    expect((await openAsVisitor(property, document.id)).link.statusCode).toBe(404);
  });
});

describe('order, replacement and removal', () => {
  it('puts the documents in a new order, refusing an order that does not name each once', async () => {
    const property = await insertProperty(t.db);
    const a = await published(property, pdf('a'), 'a.pdf');
    const b = await published(property, pdf('b'), 'b.pdf');
    const c = await published(property, pdf('c'), 'c.pdf');
    const url = `/api/admin/properties/${property.id}/document-order`;

    const reordered = await admin.put(url, { documents: [c.id, a.id, b.id] });
    expect(reordered.statusCode).toBe(200);
    const page = await visitor.get(`/api/listings/${property.slug}`);
    expect((page.json().documents as { id: string }[]).map((d) => d.id)).toEqual([c.id, a.id, b.id]);

    for (const documents of [
      [a.id, b.id],
      [a.id, a.id, b.id],
      [a.id, b.id, UNKNOWN_ID],
      [c.id, a.id, b.id, b.id],
    ]) {
      const refused = await admin.put(url, { documents });
      expect(refused.statusCode).toBe(409);
    }
    const listed = await admin.get(`/api/admin/properties/${property.id}/documents`);
    expect((listed.json().documents as { id: string }[]).map((d) => d.id)).toEqual([c.id, a.id, b.id]);
  });

  it('removes a document with its file', async () => {
    const property = await insertProperty(t.db);
    const document = await published(property);
    const [row] = await t.db.select().from(propertyDocuments).where(eq(propertyDocuments.id, document.id));
    expect(await t.documents.has(row!.fileKey)).toBe(true);

    const deleted = await admin.delete(`/api/admin/properties/${property.id}/documents/${document.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().documents).toEqual([]);
    expect(await t.documents.has(row!.fileKey)).toBe(false);
    expect((await openAsVisitor(property, document.id)).link.statusCode).toBe(404);
    const again = await admin.delete(`/api/admin/properties/${property.id}/documents/${document.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('removes the files of a deleted property', async () => {
    const property = await insertProperty(t.db);
    await uploaded(property);
    await published(property);
    const keys = (await t.db.select().from(propertyDocuments).where(eq(propertyDocuments.propertyId, property.id))).map(
      (row) => row.fileKey,
    );
    expect(keys).toHaveLength(2);

    const deleted = await admin.delete(`/api/admin/properties/${property.id}`);
    expect(deleted.statusCode).toBe(200);
    for (const key of keys) expect(await t.documents.has(key)).toBe(false);
  });

  it('never serves a document file from the public uploads', async () => {
    const property = await insertProperty(t.db);
    await published(property);
    const [row] = await t.db.select().from(propertyDocuments).where(eq(propertyDocuments.propertyId, property.id));
    for (const url of [
      `/uploads/${row!.fileKey}`,
      `/documents/${row!.fileKey}`,
      `/uploads/../documents/${row!.fileKey}`,
    ]) {
      const response = await visitor.get(url);
      expect(response.statusCode, url).not.toBe(200);
    }
  });

  it('records the changes and the team’s downloads in the audit log', async () => {
    const property = await insertProperty(t.db);
    const document = await published(property);
    await admin.get(`/api/admin/properties/${property.id}/documents/${document.id}/file`);
    const entries = await t.db
      .select({ action: auditLog.action, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, document.id)));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['downloadPropertyDocument', 'updatePropertyDocument']);
    expect(entries.find((entry) => entry.action === 'updatePropertyDocument')!.detail).toEqual({
      visibility: 'public',
    });
  });
});
