/**
 * Anonymous uploads of proofs of funds cannot fill the database: bytes per client (an IPv6 client by
 * its /64) and for everyone are bounded per hour, refused uploads store nothing, and images are
 * opened like property photos (a truncated or pixel-bomb image is refused).
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { offerDocuments } from '#server/db/schema.ts';
import { hugeBlankPng, pngImage } from '../helpers/images';
import { multipartBody } from '../helpers/multipart';
import { createTestApp, type TestApp } from '../helpers/test-app';

const MB = 1024 * 1024;
/** A PDF of about one megabyte: its bytes are what the quota counts. */
const PDF_1MB = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(MB - 9, 0x20)]);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ trustProxy: 1, uploadQuota: { bytesPerClient: 3 * MB, bytesOverall: 5 * MB } });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(offerDocuments);
});

function upload(address: string, data: Buffer, filename = 'nachweis.pdf', contentType = 'application/pdf') {
  const { payload, headers } = multipartBody([{ field: 'file', filename, contentType, data }]);
  return t.client({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': address } }).request({
    method: 'POST',
    url: '/api/offer-documents',
    payload,
    headers,
  });
}

async function storedCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(offerDocuments);
  return row!.n;
}

describe('hourly upload quotas', () => {
  it('per client: three megabytes an hour from one /64, then 429 with Retry-After and nothing stored', async () => {
    for (let i = 1; i <= 3; i++) expect((await upload(`2001:db8:cc:1::${i}`, PDF_1MB)).statusCode).toBe(201);
    const refused = await upload('2001:db8:cc:1::ff', PDF_1MB);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many files were uploaded from this address in the last hour. Please try again later.',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await storedCount()).toBe(3);
  });

  it('for everyone: five megabytes an hour however many addresses send them', async () => {
    const addresses = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4', '198.51.100.5'];
    for (const address of addresses) expect((await upload(address, PDF_1MB)).statusCode).toBe(201);
    const refused = await upload('198.51.100.6', PDF_1MB);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many files were uploaded in the last hour. Please try again later.',
    });
    expect(await storedCount()).toBe(5);
  });

  it('parallel uploads cannot slip past the quota together', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(`2001:db8:dd:1::${i + 1}`, PDF_1MB)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    expect(await storedCount()).toBe(3);
  });
});

describe('images as proof of funds', () => {
  it('refuses a truncated PNG and one that claims 50,000 × 50,000 pixels with 422, storing nothing', async () => {
    const png = await pngImage(64, 64);
    const truncated = await upload('203.0.113.9', png.subarray(0, png.length - 40), 'scan.png', 'image/png');
    expect(truncated.statusCode).toBe(422);
    expect(truncated.json()).toEqual({
      message: 'The image is damaged or larger than 40 megapixels. Please choose another file.',
    });
    const bomb = await upload('203.0.113.9', hugeBlankPng(50_000, 50_000), 'scan.png', 'image/png');
    expect(bomb.statusCode).toBe(422);
    expect(await storedCount()).toBe(0);
    expect((await upload('203.0.113.9', png, 'scan.png', 'image/png')).statusCode).toBe(201);
  });
});
