/**
 * Several procedures at once: deleting "all" offers and the spreadsheet export can be limited to one
 * property (?propertyId=), so neither touches another seller's bidders. Without it both keep
 * working on every offer.
 */
import ExcelJS from 'exceljs';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, offers } from '#server/db/schema.ts';
import { insertOffer } from '../helpers/admin-fixtures';
import { insertProperty, type PropertyRow } from '../helpers/fixtures';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

let t: TestApp;
let admin: TestClient;
let schwabing: PropertyRow;
let pasing: PropertyRow;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
  schwabing = await insertProperty(t.db, { title: 'Altbau in Schwabing' });
  pasing = await insertProperty(t.db, { title: 'Reihenhaus in Pasing' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(offers);
  await insertOffer(t.db, schwabing.id, { lastName: 'Huber', email: 'huber@example.de' });
  await insertOffer(t.db, schwabing.id, { lastName: 'Maier', email: 'maier@example.de' });
  await insertOffer(t.db, pasing.id, { lastName: 'Schmid', email: 'schmid@example.de' });
});

const UNKNOWN_ID = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';

async function offersOf(propertyId: string): Promise<number> {
  return (await t.db.select({ id: offers.id }).from(offers).where(eq(offers.propertyId, propertyId))).length;
}

async function lastNamesIn(payload: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const names: string[] = [];
  sheet.eachRow((row, index) => {
    if (index > 1) names.push(String(row.getCell(3).value));
  });
  return names.sort();
}

describe('DELETE /api/admin/bids?propertyId=', () => {
  it("deletes that property's offers only, and the audit log names the property", async () => {
    const response = await admin.delete(`/api/admin/bids?propertyId=${pasing.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: 1 });
    expect(await offersOf(pasing.id)).toBe(0);
    expect(await offersOf(schwabing.id)).toBe(2);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'deleteAllOffers'), eq(auditLog.targetId, pasing.id)))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(entry?.detail).toEqual({ deleted: 1 });
  });

  it('refuses an unknown or malformed property and deletes nothing', async () => {
    expect((await admin.delete(`/api/admin/bids?propertyId=${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await admin.delete('/api/admin/bids?propertyId=pasing')).statusCode).toBe(400);
    expect(await offersOf(pasing.id)).toBe(1);
    expect(await offersOf(schwabing.id)).toBe(2);
  });

  it('without propertyId still deletes every offer', async () => {
    const response = await admin.delete('/api/admin/bids');
    expect(response.json()).toEqual({ deleted: 3 });
    expect(await offersOf(schwabing.id)).toBe(0);
  });
});

describe('GET /api/admin/bids/export?propertyId=', () => {
  it("holds that property's bidders only, in a file named after its address", async () => {
    const response = await admin.get(`/api/admin/bids/export?propertyId=${schwabing.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="bids-export-${schwabing.slug}.xlsx"`);
    expect(schwabing.slug).toBe('altbau-in-schwabing');
    expect(await lastNamesIn(response.rawPayload)).toEqual(['Huber', 'Maier']);
  });

  it('without propertyId holds every bidder, as bids-export.xlsx', async () => {
    const response = await admin.get('/api/admin/bids/export');
    expect(response.headers['content-disposition']).toBe('attachment; filename="bids-export.xlsx"');
    expect(await lastNamesIn(response.rawPayload)).toEqual(['Huber', 'Maier', 'Schmid']);
  });

  it('refuses an unknown or malformed property before sending a file', async () => {
    const unknown = await admin.get(`/api/admin/bids/export?propertyId=${UNKNOWN_ID}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^application\/json/);
    expect((await admin.get('/api/admin/bids/export?propertyId=x')).statusCode).toBe(400);
  });
});
