import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { offers } from '#server/db/schema.ts';
import { countOffers } from '#server/offers/admin-offers.ts';
import { offerPages } from '#server/offers/offer-export-pages.ts';
import { EXPORT_HEADERS, createWallClock } from '#server/offers/offers-export.ts';
import { refreshStatisticsIfStale } from '#server/db/table-statistics.ts';
import { insertOffer, insertManyOffers } from '../helpers/admin-fixtures';
import { insertProperty, type PropertyRow } from '../helpers/fixtures';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

let t: TestApp;
let admin: TestClient;
let property: PropertyRow;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
  property = await insertProperty(t.db, { title: 'Penthouse am Englischen Garten' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(offers);
});

const UNKNOWN_ID = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';

async function loadWorkbook(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet in the export');
  return sheet;
}

describe('GET /api/admin/bids', () => {
  it("lists every offer newest first with the offer's fields, and the agent's status and note", async () => {
    const old = await insertOffer(t.db, property.id, {
      createdAt: new Date('2024-01-01T09:00:00Z'),
      bidAmount: '1000.5',
    });
    const recent = await insertOffer(t.db, property.id, { createdAt: new Date('2024-03-01T09:00:00Z') });
    const response = await admin.get('/api/admin/bids');
    expect(response.statusCode).toBe(200);
    const list = response.json() as Array<Record<string, unknown>>;
    expect(list.map((offer) => offer.id)).toEqual([recent.id, old.id]);
    const specFields = ['bidAmount', 'createdAt', 'email', 'firstName', 'id', 'isFavorite', 'lastName', 'phone'];
    expect(Object.keys(list[0]!).sort()).toEqual(
      [...specFields, 'propertyId', 'status', 'note', 'terms', 'verifiedAt', 'withdrawnAt'].sort(),
    );
    expect(list[1]).toMatchObject({
      bidAmount: '1000.50',
      createdAt: '2024-01-01T09:00:00.000Z',
      isFavorite: false,
      status: 'new',
      note: null,
    });
  });
});

describe('GET /api/admin/bids/export with characters XML forbids in old rows', () => {
  it('leaves them out, so the file stays readable', async () => {
    // Stored before input refused them (or written straight into the database).
    await insertOffer(t.db, property.id, { firstName: 'Max\uFFFF', lastName: 'Bell\u0007Huber', phone: '+49\u001B89' });
    const response = await admin.get('/api/admin/bids/export');
    expect(response.statusCode).toBe(200);
    const sheet = await loadWorkbook(response.rawPayload);
    const row = sheet.getRow(2);
    expect(row.getCell(2).value).toBe('Max');
    expect(row.getCell(3).value).toBe('BellHuber');
    expect(row.getCell(5).value).toBe('+4989');
  });

  it('escapes markup and keeps the spaces a reader would trim, marking only those texts', async () => {
    await insertOffer(t.db, property.id, { firstName: ' Anna  Maria ', lastName: 'Müller & <Söhne> "KG"' });
    const response = await admin.get('/api/admin/bids/export');
    const zip = await JSZip.loadAsync(response.rawPayload);
    const sheetXml = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    expect(sheetXml).toContain('<t xml:space="preserve"> Anna  Maria </t>');
    expect(sheetXml).toContain('<t>Müller &amp; &lt;Söhne&gt; &quot;KG&quot;</t>');
    const row = (await loadWorkbook(response.rawPayload)).getRow(2);
    expect(row.getCell(2).value).toBe(' Anna  Maria ');
    expect(row.getCell(3).value).toBe('Müller & <Söhne> "KG"');
  });
});

describe('POST /api/admin/bids/:id/favorite', () => {
  it('toggles the flag on and off and returns the offer', async () => {
    const offer = await insertOffer(t.db, property.id);
    const on = await admin.post(`/api/admin/bids/${offer.id}/favorite`);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id: offer.id, isFavorite: true, bidAmount: offer.bidAmount });
    const off = await admin.post(`/api/admin/bids/${offer.id}/favorite`);
    expect(off.json()).toMatchObject({ id: offer.id, isFavorite: false });
  });

  it('toggles exactly twice when two toggles run at the same time', async () => {
    const offer = await insertOffer(t.db, property.id);
    const results = await Promise.all([
      admin.post(`/api/admin/bids/${offer.id}/favorite`),
      admin.post(`/api/admin/bids/${offer.id}/favorite`),
    ]);
    expect(results.map((response) => response.statusCode)).toEqual([200, 200]);
    const [row] = await t.db
      .select()
      .from(offers)
      .where(sql`${offers.id} = ${offer.id}`);
    expect(row!.isFavorite).toBe(false);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await admin.post(`/api/admin/bids/${UNKNOWN_ID}/favorite`)).statusCode).toBe(404);
    expect((await admin.post('/api/admin/bids/42/favorite')).statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/bids', () => {
  it('deletes every offer and answers {deleted: n}', async () => {
    await insertManyOffers(t.db, property.id, 25);
    const response = await admin.delete('/api/admin/bids');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: 25 });
    expect(await countOffers(t.db)).toBe(0);
    expect((await admin.get('/api/admin/bids')).json()).toEqual([]);
    expect((await admin.delete('/api/admin/bids')).json()).toEqual({ deleted: 0 });
  });
});

describe('GET /api/admin/bids/export', () => {
  it('streams an XLSX attachment with a header row and one typed row per offer, newest first', async () => {
    const older = await insertOffer(t.db, property.id, {
      firstName: '=HYPERLINK("https://evil.example","Klick")',
      lastName: '+SUM(1,2)',
      phone: '@cmd',
      bidAmount: '1234567.89',
      createdAt: new Date('2024-07-15T08:30:00Z'),
    });
    await t.db
      .update(offers)
      .set({ isFavorite: true })
      .where(sql`${offers.id} = ${older.id}`);
    await insertOffer(t.db, property.id, { bidAmount: '500000', createdAt: new Date('2024-12-24T17:05:00Z') });

    const response = await admin.get('/api/admin/bids/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe('attachment; filename="bids-export.xlsx"');
    expect(response.headers['cache-control']).toBe('no-store');

    const sheet = await loadWorkbook(response.rawPayload);
    expect(sheet.actualRowCount).toBe(3);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...EXPORT_HEADERS]);

    const newest = sheet.getRow(2);
    // Munich wall-clock time: 17:05 UTC on 24 Dec is 18:05 in winter time.
    expect(newest.getCell(1).type).toBe(ExcelJS.ValueType.Date);
    expect((newest.getCell(1).value as Date).toISOString()).toBe('2024-12-24T18:05:00.000Z');
    expect(newest.getCell(1).numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(newest.getCell(6).value).toBe(500000);
    expect(newest.getCell(8).value).toBe('Nein');

    const row = sheet.getRow(3);
    // 08:30 UTC in July is 10:30 summer time.
    expect((row.getCell(1).value as Date).toISOString()).toBe('2024-07-15T10:30:00.000Z');
    for (const column of [2, 3, 4, 5, 7]) {
      expect(row.getCell(column).type).toBe(ExcelJS.ValueType.String);
      expect(row.getCell(column).formula).toBeUndefined();
    }
    expect(row.getCell(2).value).toBe('=HYPERLINK("https://evil.example","Klick")');
    expect(row.getCell(3).value).toBe('+SUM(1,2)');
    expect(row.getCell(5).value).toBe('@cmd');
    expect(row.getCell(6).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(6).value).toBe(1234567.89);
    expect(row.getCell(6).numFmt).toContain('€');
    expect(row.getCell(7).value).toBe('Penthouse am Englischen Garten');
    expect(row.getCell(8).value).toBe('Ja');
  });

  it('exports only the header row when there are no offers', async () => {
    const response = await admin.get('/api/admin/bids/export');
    expect(response.statusCode).toBe(200);
    const sheet = await loadWorkbook(response.rawPayload);
    expect(sheet.actualRowCount).toBe(1);
  });

  it('exports every offer across many pages, in order', async () => {
    await insertManyOffers(t.db, property.id, 4321);
    const response = await admin.get('/api/admin/bids/export');
    const sheet = await loadWorkbook(response.rawPayload);
    expect(sheet.actualRowCount).toBe(4322);
    const times: number[] = [];
    sheet.eachRow((row, number) => {
      if (number > 1) times.push((row.getCell(1).value as Date).getTime());
    });
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(sheet.getRow(2).getCell(2).value).toBe('Vorname 1');
    expect(sheet.getRow(4322).getCell(2).value).toBe('Vorname 4321');
  });

  it('keeps going after a client that stops half-way, and the next export works', async () => {
    await insertManyOffers(t.db, property.id, 20_000);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    expect(address).toContain(String(port));
    const received = await new Promise<number>((resolve, reject) => {
      const request = get(
        {
          host: '127.0.0.1',
          port,
          path: '/api/admin/bids/export',
          headers: { cookie: admin.cookieHeader() },
        },
        (response) => {
          expect(response.statusCode).toBe(200);
          response.once('data', (chunk: Buffer) => {
            request.destroy();
            resolve(chunk.length);
          });
        },
      );
      request.on('error', (error) => {
        if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
      });
    });
    expect(received).toBeGreaterThan(0);
    // Give the server a moment to notice the closed socket.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await admin.get('/api/admin/bids/export');
    expect(again.statusCode).toBe(200);
    const sheet = await loadWorkbook(again.rawPayload);
    expect(sheet.actualRowCount).toBe(20_001);
  });
});

describe('offerPages (keyset pagination)', () => {
  it('returns every offer exactly once, newest first, even with equal and sub-millisecond timestamps', async () => {
    const at = (micros: string) => sql`${`2024-05-01 12:00:00.${micros}+00`}::timestamptz`;
    const stamps = ['123456', '123456', '123456', '123001', '123999', '124000', '000001', '999999'];
    for (const [index, micros] of stamps.entries()) {
      for (let copy = 0; copy < 3; copy++) {
        await t.db.execute(sql`
          insert into ${offers} (property_id, first_name, last_name, email, phone, bid_amount, created_at)
          values (${property.id}::uuid, ${`P${index}-${copy}`}, 'X', 'x@example.de', '1', '1.00', ${at(micros)})`);
      }
    }
    const expected = await t.db.execute(sql`select first_name from ${offers} order by created_at desc, id desc`);
    const expectedNames = (expected as unknown as { rows: Array<{ first_name: string }> }).rows.map(
      (row) => row.first_name,
    );
    for (const pageSize of [1, 2, 5, 7, 100]) {
      const seen: string[] = [];
      for await (const page of offerPages(t.handle, { pageSize })) {
        expect(page.length).toBeLessThanOrEqual(pageSize);
        seen.push(...page.map((row) => row[1]));
      }
      expect(seen).toEqual(expectedNames);
    }
  });
});

describe('refreshStatisticsIfStale', () => {
  it('analyzes the offers table once it has grown past its statistics, then leaves it alone', async () => {
    // Earlier tests left dead rows behind: start from an empty, compacted, analyzed table.
    await t.db.execute(sql`vacuum full ${offers}`);
    await t.db.execute(sql`analyze ${offers}`);
    expect(await refreshStatisticsIfStale(t.db, 'bids')).toBe(false);
    await insertManyOffers(t.db, property.id, 3000);
    expect(await refreshStatisticsIfStale(t.db, 'bids')).toBe(true);
    expect(await refreshStatisticsIfStale(t.db, 'bids')).toBe(false);
  });
});

describe('createWallClock', () => {
  it('shifts to Munich time across both daylight-saving changes', () => {
    const wallClock = createWallClock();
    const cases: Array<[string, string]> = [
      ['2024-03-31T00:59:00Z', '2024-03-31T01:59:00.000Z'],
      ['2024-03-31T01:00:00Z', '2024-03-31T03:00:00.000Z'],
      ['2024-10-27T00:59:00Z', '2024-10-27T02:59:00.000Z'],
      ['2024-10-27T01:00:00Z', '2024-10-27T02:00:00.000Z'],
    ];
    for (const [utc, wall] of cases) expect(new Date(wallClock(Date.parse(utc))).toISOString()).toBe(wall);
  });
});
