/**
 * Mails about new documents: who asked for them at the gate and confirmed the address gets one
 * when the agent opens a document to visitors or replaces one they see — gathered for a while, one
 * per address — listing what is open to them, with one-click unsubscription. Runs on both
 * databases, with a real SMTP peer.
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentAccess, mailOutbox } from '#server/db/schema.ts';
import { insertProperty, type PropertyRow } from '../helpers/fixtures';
import { documentGateSteps, GATE_TEST_PDF } from '../helpers/document-gate';
import { multipartBody } from '../helpers/multipart';
import { appWithMail, MAIL_PUBLIC_URL as PUBLIC_URL } from '../helpers/app-with-mail';

const app = appWithMail();
let steps: ReturnType<typeof documentGateSteps>;
beforeAll(() => {
  steps = documentGateSteps(app.admin, app.peer);
});

/** The mails about new documents queued for a property, oldest first. */
async function newsRows(property: PropertyRow) {
  return app.t.db
    .select({
      id: mailOutbox.id,
      recipients: mailOutbox.recipients,
      status: mailOutbox.status,
      dueInSeconds: sql<number>`extract(epoch from ${mailOutbox.nextAttemptAt} - now())::int`,
    })
    .from(mailOutbox)
    .innerJoin(documentAccess, eq(documentAccess.id, mailOutbox.documentAccessId))
    .where(and(eq(documentAccess.propertyId, property.id), eq(mailOutbox.kind, 'document-news')))
    .orderBy(mailOutbox.createdAt);
}

/** Lets the gathering mails leave now instead of in 15 minutes. */
const dueNow = (property: PropertyRow) =>
  app.t.db.execute(sql`update mail_outbox m set next_attempt_at = now() from document_access a
    where a.id = m.document_access_id and a.property_id = ${property.id}::uuid
      and m.kind = 'document-news' and m.status = 'waiting'`);

const open = (property: PropertyRow, documentId: string, title: string) =>
  app.admin.put(`/api/admin/properties/${property.id}/documents/${documentId}`, {
    title: { de: title, en: `${title} (EN)`, fr: '' },
    visibility: 'acknowledged',
  });

describe('mails about new documents', () => {
  it('go to confirmed addresses that asked, once per address, gathered, listing what is open to them', async () => {
    const property = await insertProperty(app.t.db, {
      title: 'Dachterrasse Maxvorstadt',
      titleEn: 'Roof terrace Maxvorstadt',
    });
    await steps.documentOf(property, 'acknowledged', 'Grundriss');
    const asked = 'petra.neu@example.de';
    await steps.passGate(app.t.client(), property, asked, 'en', { notifyOnChanges: true });
    // The same address a second time: still one mail.
    await steps.passGate(app.t.client(), property, asked, 'en', { notifyOnChanges: true });
    await steps.passGate(app.t.client(), property, 'quiet@example.de', 'de');
    const unconfirmed = await steps.request(app.t.client(), property, {
      name: 'Ungeprüft',
      email: 'unconfirmed@example.de',
      language: 'de',
      acceptTerms: true,
      notifyOnChanges: true,
    });
    expect(unconfirmed.statusCode).toBe(201);

    // A document uploaded stays with the team: nobody is told yet.
    const { payload, headers } = multipartBody([
      { field: 'file', filename: 'Teilungserklaerung.pdf', contentType: 'application/pdf', data: GATE_TEST_PDF },
    ]);
    const uploaded = await app.admin.post(`/api/admin/properties/${property.id}/documents`, payload, { headers });
    const added = (uploaded.json() as { documents: { id: string }[] }).documents.at(-1)!.id;
    expect(await newsRows(property)).toEqual([]);

    // Opened to visitors: one mail to the address that asked, due in a quarter of an hour.
    expect((await open(property, added, 'Teilungserklärung')).statusCode).toBe(200);
    const [queued, ...more] = await newsRows(property);
    expect(more).toEqual([]);
    expect(queued).toMatchObject({ recipients: asked, status: 'waiting' });
    expect(queued!.dueInSeconds).toBeGreaterThan(14 * 60);
    expect(queued!.dueInSeconds).toBeLessThanOrEqual(15 * 60);
    // Renaming an open document is no news; a second one opened meanwhile joins the same mail.
    expect((await open(property, added, 'Teilungserklärung')).statusCode).toBe(200);
    const second = await steps.documentOf(property, 'agent', 'Energieausweis');
    await open(property, second, 'Energieausweis');
    expect(await newsRows(property)).toHaveLength(1);

    await dueNow(property);
    const mail = await steps.mailTo(asked, 2);
    expect(mail.parsed.subject).toBe('New documents: Roof terrace Maxvorstadt');
    const text = mail.parsed.text ?? '';
    expect(text).toContain('These are the documents open to you now:');
    expect(text).toMatch(
      /- Grundriss – as of .*\n- Teilungserklärung \(EN\) – as of .*\n- Energieausweis \(EN\) – as of /,
    );
    expect(text).toContain(`${PUBLIC_URL}/immobilien/${property.slug}?lang=en#documents`);
    const unsubscribe = new RegExp(`${PUBLIC_URL}/documents/unsubscribe/([A-Za-z0-9_-]{54})\\?lang=en`).exec(text);
    expect(unsubscribe).not.toBeNull();
    // Long header lines arrive folded: unfolded as a mail program reads them.
    const header = (name: string) =>
      mail.parsed.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n\s+/g, ' ');
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${unsubscribe![0]}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(app.peer.received.filter((m) => m.to.includes('quiet@example.de'))).toHaveLength(1);
    expect(app.peer.received.filter((m) => m.to.includes('unconfirmed@example.de'))).toHaveLength(1);

    // A new version of a document they see is news again.
    const replaced = multipartBody([
      { field: 'file', filename: 'Teilungserklaerung-2.pdf', contentType: 'application/pdf', data: GATE_TEST_PDF },
    ]);
    const replacing = await app.admin.post(
      `/api/admin/properties/${property.id}/documents/${added}/file`,
      replaced.payload,
      { headers: replaced.headers },
    );
    expect(replacing.statusCode, replacing.body).toBe(200);
    expect((await newsRows(property)).map((row) => row.status)).toEqual(['sent', 'waiting']);
  });

  it('end with one click, from the mail program or the page’s button; the page alone changes nothing', async () => {
    const property = await insertProperty(app.t.db);
    await steps.documentOf(property, 'acknowledged');
    const email = 'rolf.ruhe@example.de';
    const { key } = await steps.passGate(app.t.client(), property, email, 'de', { notifyOnChanges: true });
    const path = `/documents/unsubscribe/${key}?lang=de`;
    const page = await app.t.client().get(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Abbestellen');
    expect(page.body).not.toContain('<script');
    const [before] = await app.t.db.select().from(documentAccess).where(eq(documentAccess.propertyId, property.id));
    expect(before!.notifyOnChanges).toBe(true);

    const oneClick = await app.t.client().post(path, 'List-Unsubscribe=One-Click', steps.formPost);
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain(
      'Abbestellt: Sie erhalten keine E-Mails mehr zu neuen Unterlagen dieser Immobilie.',
    );
    const [after] = await app.t.db.select().from(documentAccess).where(eq(documentAccess.propertyId, property.id));
    expect(after!.notifyOnChanges).toBe(false);
    const another = await steps.documentOf(property, 'agent', 'Mietliste');
    await open(property, another, 'Mietliste');
    expect(await newsRows(property)).toEqual([]);

    const changed = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    expect((await app.t.client().post(`/documents/unsubscribe/${changed}`, 'x=1', steps.formPost)).statusCode).toBe(
      404,
    );
    expect((await app.t.client().get(`/documents/unsubscribe/${changed}`)).statusCode).toBe(404);
  });
});
