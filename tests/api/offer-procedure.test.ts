/**
 * The offer procedure per property (issue 15 §1, decision 0069): sealed or open, a minimum offer
 * (shown or hidden), a minimum step above the highest in open mode, and the late-offer extension.
 * All optional: SPEC's calls keep today's behaviour; bad settings are refused and change nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { offers, properties } from '../../src/server/db/schema';
import { validPropertyBody } from '../helpers/admin-fixtures';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(offers);
  await t.db.delete(properties);
  t.wroteBehindTheApp();
});

interface Created {
  id: string;
  offerMode: string;
  minimumOffer: string | null;
  minimumOfferShown: boolean;
  minimumStep: string | null;
  extensionMinutes: number;
}

async function create(overrides: Record<string, unknown> = {}): Promise<Created> {
  const response = await admin.post('/api/admin/properties', validPropertyBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Created>();
}

async function storedRow(id: string) {
  const [row] = await t.db.select().from(properties).where(eq(properties.id, id));
  return row!;
}

const OPEN_PROCEDURE = {
  offerMode: 'open',
  minimumOffer: '450000',
  minimumOfferShown: false,
  minimumStep: 5000,
  extensionMinutes: 15,
};

describe('procedure settings in the admin API', () => {
  it('default to today’s behaviour when SPEC’s create call leaves them out', async () => {
    const created = await create();
    expect(created).toMatchObject({
      offerMode: 'sealed',
      minimumOffer: null,
      minimumOfferShown: true,
      minimumStep: null,
      extensionMinutes: 0,
    });
  });

  it('are stored, answered to the admin, and kept out of the public property list', async () => {
    const created = await create(OPEN_PROCEDURE);
    expect(created).toMatchObject({
      offerMode: 'open',
      minimumOffer: '450000.00',
      minimumOfferShown: false,
      minimumStep: '5000.00',
      extensionMinutes: 15,
    });
    const listed = (await admin.get('/api/admin/properties')).json<Created[]>();
    expect(listed[0]).toMatchObject({ offerMode: 'open', minimumOffer: '450000.00' });
    const [publicProperty] = (await t.client().get('/api/properties')).json<Record<string, unknown>[]>();
    for (const field of Object.keys(OPEN_PROCEDURE)) expect(publicProperty, field).not.toHaveProperty(field);
  });

  it('change by PATCH, and null or "" clears a minimum', async () => {
    const created = await create(OPEN_PROCEDURE);
    const patched = await admin.patch(`/api/admin/properties/${created.id}`, {
      offerMode: 'sealed',
      minimumOffer: '',
      minimumStep: null,
      extensionMinutes: '0',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await storedRow(created.id)).toMatchObject({
      offerMode: 'sealed',
      minimumOffer: null,
      minimumStep: null,
      extensionMinutes: 0,
    });
  });

  it.each([
    ['an unknown mode', { offerMode: 'dutch' }, 'offerMode', 'verdecktes oder offenes Verfahren'],
    ['a minimum of 0', { minimumOffer: 0 }, 'minimumOffer', 'Mindestgebot über 0 €'],
    ['a negative minimum', { minimumOffer: '-5' }, 'minimumOffer', 'Mindestgebot über 0 €'],
    ['a minimum in exponent form', { minimumOffer: '1e6' }, 'minimumOffer', 'Mindestgebot über 0 €'],
    ['a minimum above numeric(12,2)', { minimumOffer: '99999999999' }, 'minimumOffer', 'Mindestgebot'],
    ['a step of 0', { minimumStep: '0.00' }, 'minimumStep', 'Mindeststeigerung über 0 €'],
    ['negative minutes', { extensionMinutes: -1 }, 'extensionMinutes', 'von 0 bis 120 Minuten'],
    ['too many minutes', { extensionMinutes: 121 }, 'extensionMinutes', 'von 0 bis 120 Minuten'],
    ['fractional minutes', { extensionMinutes: 1.5 }, 'extensionMinutes', 'von 0 bis 120 Minuten'],
    ['a flag that is not a boolean', { minimumOfferShown: 'yes' }, 'minimumOfferShown', ''],
  ])('refuse %s with a 400 naming the field, and change nothing', async (_name, bad, field, message) => {
    const created = await create(OPEN_PROCEDURE);
    const before = await storedRow(created.id);
    const response = await admin.patch(`/api/admin/properties/${created.id}`, { title: 'Changed', ...bad });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: { path: string; message: string }[] }>();
    const error = body.errors.find((each) => each.path === field);
    expect(error, body.message).toBeDefined();
    expect(error!.message).toContain(message);
    expect(await storedRow(created.id)).toEqual(before);
    const refusedCreate = await admin.post('/api/admin/properties', validPropertyBody(bad));
    expect(refusedCreate.statusCode).toBe(400);
  });
});
