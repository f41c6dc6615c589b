/**
 * A document's first page as a small image, made on the server when the file arrives: the agent
 * sees it in the back office, a visitor beside the document where the document itself would open.
 * And the energy certificate marked among the documents, for the energy card. Both databases.
 */
import { eq } from 'drizzle-orm';
import { PDFDocument, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { propertyDocuments } from '#server/db/schema.ts';
import { appWithMail } from '../helpers/app-with-mail';
import { documentGateSteps, GATE_TEST_PDF } from '../helpers/document-gate';
import { insertProperty, type PropertyRow } from '../helpers/fixtures';
import { pngImage } from '../helpers/images';
import { multipartBody } from '../helpers/multipart';

const app = appWithMail();

interface DocumentAnswer {
  id: string;
  version: number;
  visibility: 'public' | 'acknowledged' | 'agent';
  title: { de: string; en: string; fr: string };
  preview: boolean;
  energyCertificate: boolean;
}

/** A one-page A4 PDF whose top third is a band of `band` colour on white paper. */
async function bandedPdf(band: [number, number, number]): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  page.drawRectangle({ x: 0, y: 842 - 280, width: 595, height: 280, color: rgb(...band) });
  return Buffer.from(await document.save());
}

const adminUrl = (property: PropertyRow, rest = '') => `/api/admin/properties/${property.id}/documents${rest}`;
const publicPreviewUrl = (property: PropertyRow, id: string) =>
  `/api/listings/${property.slug}/documents/${id}/preview`;

async function upload(property: PropertyRow, data: Buffer, filename: string, contentType: string) {
  const { payload, headers } = multipartBody([{ field: 'file', filename, contentType, data }]);
  const response = await app.admin.post(adminUrl(property), payload, { headers });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { documents: DocumentAnswer[] }).documents.at(-1)!;
}

function setDocument(property: PropertyRow, document: DocumentAnswer, change: Record<string, unknown>) {
  return app.admin.put(adminUrl(property, `/${document.id}`), {
    title: document.title,
    visibility: document.visibility,
    ...change,
  });
}

/** The image's size and the colour in the middle of its top band (and of its lower half). */
async function readPreview(data: Buffer) {
  const image = sharp(data);
  const { width, height, format } = await image.metadata();
  const { data: pixels, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [...pixels.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
  return { width, height, format, top: at(120, 40), bottom: at(120, height! - 20) };
}

const near = (colour: number[], expected: number[]) =>
  colour.every((channel, index) => Math.abs(channel - expected[index]!) <= 24);

const stored = async () => (await app.t.documents.names()).sort();
/** The stored files that were not there in `before` (the file's tests share one store). */
const storedSince = async (before: readonly string[]) => (await stored()).filter((name) => !before.includes(name));

describe('first-page previews', () => {
  it('draws a PDF’s first page on upload, shows it to the team, and to visitors once the document is public', async () => {
    const property = await insertProperty(app.t.db);
    const before = await stored();
    const document = await upload(property, await bandedPdf([0.1, 0.4, 0.3]), 'Exposé.pdf', 'application/pdf');
    expect(document.preview).toBe(true);
    expect(await storedSince(before)).toHaveLength(2);

    const team = await app.admin.get(adminUrl(property, `/${document.id}/preview?version=1`));
    expect(team.statusCode).toBe(200);
    expect(team.headers['content-type']).toBe('image/webp');
    expect(team.headers['cache-control']).toBe('private, no-store');
    const drawn = await readPreview(team.rawPayload);
    expect(drawn).toMatchObject({ width: 240, height: 340, format: 'webp' });
    // The page's band at the top, its white paper below.
    expect(near(drawn.top, [26, 102, 77]), `top ${drawn.top.join(',')}`).toBe(true);
    expect(near(drawn.bottom, [255, 255, 255]), `bottom ${drawn.bottom.join(',')}`).toBe(true);

    // Team only: the page neither lists it nor shows its first page.
    const visitor = app.t.client();
    expect((await visitor.get(publicPreviewUrl(property, document.id))).statusCode).toBe(404);
    expect((await app.t.client().get(adminUrl(property, `/${document.id}/preview`))).statusCode).toBe(401);

    expect((await setDocument(property, document, { visibility: 'public' })).statusCode).toBe(200);
    const page = await visitor.get(`/api/listings/${property.slug}`);
    expect(page.json().documents).toMatchObject([{ id: document.id, version: 1, preview: true }]);
    const shown = await visitor.get(`${publicPreviewUrl(property, document.id)}?version=1`);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/webp');
    expect(shown.headers['cache-control']).toBe('public, max-age=3600');
    expect(shown.rawPayload.equals(team.rawPayload)).toBe(true);
  });

  it('scales an image document down, and gives a file it cannot draw none, keeping the file', async () => {
    const property = await insertProperty(app.t.db);
    const image = await upload(property, await pngImage(1200, 900), 'Grundriss.png', 'image/png');
    expect(image.preview).toBe(true);
    const scaled = await app.admin.get(adminUrl(property, `/${image.id}/preview`));
    expect(await readPreview(scaled.rawPayload)).toMatchObject({ width: 240, height: 180 });

    const before = await stored();
    const unreadable = await upload(property, GATE_TEST_PDF, 'Teilungserklärung.pdf', 'application/pdf');
    expect(unreadable.preview).toBe(false);
    expect(await stored()).toHaveLength(before.length + 1);
    expect((await app.admin.get(adminUrl(property, `/${unreadable.id}/preview`))).statusCode).toBe(404);
    // Tried once for this version: a later catch-up does not try again.
    const [row] = await app.t.db
      .select({ previewKey: propertyDocuments.previewKey, previewVersion: propertyDocuments.previewVersion })
      .from(propertyDocuments)
      .where(eq(propertyDocuments.id, unreadable.id));
    expect(row).toEqual({ previewKey: null, previewVersion: 1 });
  });

  it('draws a replaced file anew and removes the old image; deleting removes both files', async () => {
    const property = await insertProperty(app.t.db);
    const before = await stored();
    const document = await upload(property, await bandedPdf([0.1, 0.4, 0.3]), 'Exposé.pdf', 'application/pdf');
    const first = await storedSince(before);
    expect(first).toHaveLength(2);

    const { payload, headers } = multipartBody([
      {
        field: 'file',
        filename: 'Exposé neu.pdf',
        contentType: 'application/pdf',
        data: await bandedPdf([0.7, 0.1, 0.1]),
      },
    ]);
    const replaced = await app.admin.post(adminUrl(property, `/${document.id}/file`), payload, { headers });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((replaced.json() as { documents: DocumentAnswer[] }).documents[0]).toMatchObject({
      version: 2,
      preview: true,
    });
    const second = await storedSince(before);
    expect(second).toHaveLength(2);
    expect(second.some((name) => first.includes(name))).toBe(false);
    const redrawn = await readPreview(
      (await app.admin.get(adminUrl(property, `/${document.id}/preview?version=2`))).rawPayload,
    );
    expect(near(redrawn.top, [179, 26, 26]), `top ${redrawn.top.join(',')}`).toBe(true);

    expect((await app.admin.delete(adminUrl(property, `/${document.id}`))).statusCode).toBe(200);
    expect(await storedSince(before)).toEqual([]);
  });

  it('makes the previews still to do, such as a document from before previews', async () => {
    const property = await insertProperty(app.t.db);
    const document = await upload(property, await pngImage(600, 800), 'Lageplan.png', 'image/png');
    const [row] = await app.t.db
      .update(propertyDocuments)
      .set({ previewKey: null, previewVersion: null })
      .where(eq(propertyDocuments.id, document.id))
      .returning({ id: propertyDocuments.id });
    expect(row).toBeDefined();
    // The image made before is no longer named: the catch-up makes a new one.
    expect((await app.admin.get(adminUrl(property, `/${document.id}/preview`))).statusCode).toBe(404);
    expect(await app.t.app.documentPreviews.catchUp()).toBeGreaterThanOrEqual(1);
    const listed = await app.admin.get(adminUrl(property));
    expect((listed.json() as { documents: DocumentAnswer[] }).documents[0]!.preview).toBe(true);
    expect((await app.admin.get(adminUrl(property, `/${document.id}/preview`))).statusCode).toBe(200);
  });

  it('shows a gated document’s first page only to a browser that passed the gate', async () => {
    const steps = documentGateSteps(app.admin, app.peer);
    const property = await insertProperty(app.t.db);
    const document = await upload(property, await bandedPdf([0.2, 0.2, 0.6]), 'Grundbuch.pdf', 'application/pdf');
    expect((await setDocument(property, document, { visibility: 'acknowledged' })).statusCode).toBe(200);

    const stranger = app.t.client();
    const refused = await stranger.get(publicPreviewUrl(property, document.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);

    const reader = app.t.client();
    const { confirmed } = await steps.passGate(reader, property, `preview-${property.id}@example.de`, 'de');
    expect(confirmed.statusCode).toBe(303);
    const shown = await reader.get(publicPreviewUrl(property, document.id));
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('private, max-age=1800');
  });

  it('answers 404 for an unknown or malformed document and 400 for a malformed version, never an image', async () => {
    const property = await insertProperty(app.t.db);
    const visitor = app.t.client();
    expect((await visitor.get(publicPreviewUrl(property, '6f1c2d3e-4b5a-4c6d-8e7f-901234567890'))).statusCode).toBe(
      404,
    );
    expect((await visitor.get(publicPreviewUrl(property, 'not-a-uuid'))).statusCode).toBe(404);
    expect(
      (await visitor.get(`${publicPreviewUrl(property, '6f1c2d3e-4b5a-4c6d-8e7f-901234567890')}?version=x`)).statusCode,
    ).toBe(400);
  });
});

describe('the energy certificate among the documents', () => {
  it('marks one document per property; marking another moves the mark, and the page says which', async () => {
    const property = await insertProperty(app.t.db);
    const expose = await upload(property, GATE_TEST_PDF, 'Exposé.pdf', 'application/pdf');
    const certificate = await upload(property, GATE_TEST_PDF, 'Energieausweis.pdf', 'application/pdf');
    expect(expose.energyCertificate).toBe(false);

    const marked = await setDocument(property, expose, { visibility: 'public', energyCertificate: true });
    expect(marked.statusCode, marked.body).toBe(200);
    const moved = await setDocument(property, certificate, { visibility: 'public', energyCertificate: true });
    const documents = (moved.json() as { documents: DocumentAnswer[] }).documents;
    expect(documents.map((d) => [d.title.de, d.energyCertificate])).toEqual([
      ['Exposé', false],
      ['Energieausweis', true],
    ]);

    // A change without the field keeps the mark.
    const retitled = await setDocument(
      property,
      { ...certificate, visibility: 'public' },
      {
        title: { de: 'Energieausweis 2024', en: 'Energy certificate', fr: '' },
      },
    );
    expect((retitled.json() as { documents: DocumentAnswer[] }).documents[1]!.energyCertificate).toBe(true);

    const page = await app.t.client().get(`/api/listings/${property.slug}`);
    expect(page.json().documents.map((d: DocumentAnswer) => d.energyCertificate)).toEqual([false, true]);

    const refused = await setDocument(property, expose, { energyCertificate: 'ja' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('energyCertificate is true or false');
    const after = await app.admin.get(adminUrl(property));
    expect((after.json() as { documents: DocumentAnswer[] }).documents.map((d) => d.energyCertificate)).toEqual([
      false,
      true,
    ]);
  });
});
