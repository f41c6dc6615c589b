/**
 * The listing data German portals show (decision 0053): rooms (half rooms allowed), floor, plot
 * area, the GEG §87 certificate data and the contact person with an optional photo. All optional:
 * the earlier create and update calls keep working without them; bad values are refused and change
 * nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { offers, properties } from '#server/db/schema.ts';
import { validPropertyBody } from '../helpers/admin-fixtures';
import { jpegImage, pngImage, storedNames } from '../helpers/images';
import { multipartBody, type UploadPart } from '../helpers/multipart';
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

const LISTING_DATA = {
  rooms: 3.5,
  floor: -1,
  plotArea: 420,
  energyCertificateType: 'demand',
  energyCarrier: 'districtHeating',
  energyCertificateYear: 2021,
  energyCertificateValidUntil: '2031-05-17',
  contactName: 'Katharina Brandl',
  contactRole: 'Immobilienberaterin',
  contactRoleEn: 'Property consultant',
  contactRoleFr: 'Conseillère immobilière',
  contactPhone: '+49 89 2154 7384',
  contactEmail: 'k.brandl@example.com',
};

/** A create body's GEG § 87 items left out (undefined is not sent). */
const WITHOUT_CERTIFICATE = {
  energyCertificateType: undefined,
  energyCarrier: undefined,
  energyCertificateYear: undefined,
};

type Listed = typeof LISTING_DATA & { id: string; contactPhoto: string | null; title: string };

async function create(overrides: Record<string, unknown> = {}): Promise<Listed> {
  const response = await admin.post('/api/admin/properties', validPropertyBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Listed>();
}

async function publicProperty(): Promise<Listed> {
  return (await t.client().get('/api/properties')).json<Listed[]>()[0]!;
}

async function storedRow(id: string) {
  const [row] = await t.db.select().from(properties).where(eq(properties.id, id));
  return row!;
}

describe('listing data in the create and update calls', () => {
  it('is stored, answered and shown to visitors', async () => {
    const created = await create(LISTING_DATA);
    expect(created).toMatchObject({ ...LISTING_DATA, contactPhoto: null });
    expect(await publicProperty()).toMatchObject(LISTING_DATA);
  });

  it('stays optional for a draft: a create call without it gives empty listing data', async () => {
    const created = await create({ ...WITHOUT_CERTIFICATE, isActive: false });
    for (const field of Object.keys(LISTING_DATA)) expect(created[field as keyof Listed], field).toBeNull();
  });

  it('takes rooms as typed in German forms ("3,5") and clears fields with null or ""', async () => {
    const created = await create({ rooms: '3,5', floor: '0', plotArea: '', isActive: false });
    expect(created).toMatchObject({ rooms: 3.5, floor: 0, plotArea: null });
    const patched = await admin.patch(`/api/admin/properties/${created.id}`, {
      rooms: null,
      energyCarrier: '',
      contactName: '   ',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ rooms: null, floor: 0, energyCarrier: null, contactName: null });
  });

  it('leaves fields a patch does not name as they are', async () => {
    const created = await create(LISTING_DATA);
    const patched = await admin.patch(`/api/admin/properties/${created.id}`, { title: 'Neuer Titel' });
    expect(patched.json()).toMatchObject(LISTING_DATA);
  });

  it.each([
    ['rooms', 3.3, 'Zimmerzahl'],
    ['rooms', 0, 'Zimmerzahl'],
    ['rooms', '3.25', 'Zimmerzahl'],
    ['floor', -6, 'Etage'],
    ['floor', 1.5, 'Etage'],
    ['plotArea', -5, 'Grundstücksfläche'],
    ['energyCertificateType', 'guess', 'Bedarfsausweis oder Verbrauchsausweis'],
    ['energyCarrier', 'uranium', 'Energieträger'],
    ['energyCertificateYear', 1999, 'Ausstellungsjahr'],
    ['energyCertificateValidUntil', '2031-02-30', 'gültiges Datum'],
    ['energyCertificateValidUntil', '17.05.2031', 'gültiges Datum'],
    ['contactPhone', 'call me', 'Telefonnummer'],
    ['contactEmail', 'k.brandl@', 'E-Mail-Adresse'],
    ['contactName', 'x'.repeat(256), ''],
    ['contactName', 'a\u0000b', 'NUL'],
  ])('refuses %s = %j with a clear 400 and changes nothing', async (field, value, message) => {
    const created = await create(LISTING_DATA);
    const before = await storedRow(created.id);
    const response = await admin.patch(`/api/admin/properties/${created.id}`, { [field]: value });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
    expect(await storedRow(created.id)).toEqual(before);
  });

  it('refuses a certificate that would expire before the year it was issued', async () => {
    const response = await admin.post(
      '/api/admin/properties',
      validPropertyBody({ energyCertificateYear: 2022, energyCertificateValidUntil: '2021-12-31' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('vor seinem Ausstellungsjahr');
    expect(await t.db.select().from(properties)).toEqual([]);
  });
});

describe('GEG § 87 on an active listing', () => {
  const geg = /Pflichtangabe einer aktiven Anzeige \(GEG § 87\)/;

  it('refuses to create an active listing without the certificate’s type, carrier and year, naming each field', async () => {
    const response = await admin.post('/api/admin/properties', validPropertyBody(WITHOUT_CERTIFICATE));
    expect(response.statusCode, response.body).toBe(400);
    const { errors } = response.json<{ errors: { path: string; message: string }[] }>();
    expect(errors.map((error) => error.path).sort()).toEqual([
      'energyCarrier',
      'energyCertificateType',
      'energyCertificateYear',
    ]);
    for (const error of errors) expect(error.message).toMatch(geg);
    expect(await t.db.select().from(properties)).toEqual([]);
  });

  it('takes a draft without them, and one whose agent states that no certificate exists yet', async () => {
    expect((await create({ ...WITHOUT_CERTIFICATE, isActive: false })).id).toBeDefined();
    const pending = await create({ ...WITHOUT_CERTIFICATE, energyCertificatePending: true });
    expect(pending).toMatchObject({ isActive: true, energyCertificatePending: true, energyCertificateType: null });
    expect(await publicProperty()).toMatchObject({ energyCertificatePending: true });
  });

  it('refuses to activate a draft without them, or to clear one on an active listing, changing nothing', async () => {
    const draft = await create({ ...WITHOUT_CERTIFICATE, isActive: false });
    const before = await storedRow(draft.id);
    const activated = await admin.patch(`/api/admin/properties/${draft.id}`, { isActive: true });
    expect(activated.statusCode).toBe(400);
    expect(activated.json<{ message: string }>().message).toMatch(geg);
    expect(await storedRow(draft.id)).toEqual(before);

    // With the items in the same call it goes active.
    const complete = await admin.patch(`/api/admin/properties/${draft.id}`, {
      isActive: true,
      energyCertificateType: 'consumption',
      energyCarrier: 'woodPellets',
      energyCertificateYear: 2019,
    });
    expect(complete.statusCode, complete.body).toBe(200);
    const cleared = await admin.patch(`/api/admin/properties/${draft.id}`, { energyCarrier: null });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toEqual(['energyCarrier']);
    expect((await storedRow(draft.id)).energyCarrier).toBe('woodPellets');
    // Stating that no certificate exists yet lets the items go.
    const pending = await admin.patch(`/api/admin/properties/${draft.id}`, {
      energyCarrier: null,
      energyCertificatePending: true,
    });
    expect(pending.statusCode, pending.body).toBe(200);
  });
});

describe('the contact person’s photo', () => {
  const isStored = (url: string) => t.images.has(url.replace('/uploads/', ''));

  function uploadPhoto(propertyId: string, parts: readonly UploadPart[]) {
    const { payload, headers } = multipartBody(parts);
    return admin.post(`/api/admin/properties/${propertyId}/contact-photo`, payload, { headers });
  }
  const photo = async (): Promise<UploadPart> => ({
    field: 'photo',
    filename: 'portrait.jpg',
    contentType: 'image/jpeg',
    data: await jpegImage(400, 400),
  });

  it('is uploaded, replaced (the old file goes) and removed', async () => {
    const { id } = await create(LISTING_DATA);
    const first = await uploadPhoto(id, [await photo()]);
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json<{ contactPhoto: string }>().contactPhoto;
    expect(firstUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    expect(await isStored(firstUrl)).toBe(true);
    expect((await publicProperty()).contactPhoto).toBe(firstUrl);
    expect((await t.client().get(firstUrl)).statusCode).toBe(200);

    const second = await uploadPhoto(id, [{ ...(await photo()), data: await pngImage(300, 300) }]);
    const secondUrl = second.json<{ contactPhoto: string }>().contactPhoto;
    expect(secondUrl).not.toBe(firstUrl);
    expect(await isStored(firstUrl)).toBe(false);
    expect((await storedRow(id)).contactPhoto).toBe(secondUrl);

    const removed = await admin.delete(`/api/admin/properties/${id}/contact-photo`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Foto entfernt', contactPhoto: null });
    expect(await isStored(secondUrl)).toBe(false);
    expect((await publicProperty()).contactPhoto).toBeNull();
  });

  it('goes with its property when the property is deleted', async () => {
    const { id } = await create(LISTING_DATA);
    const url = (await uploadPhoto(id, [await photo()])).json<{ contactPhoto: string }>().contactPhoto;
    expect((await admin.delete(`/api/admin/properties/${id}`)).statusCode).toBe(200);
    expect(await isStored(url)).toBe(false);
  });

  it('refuses two files, a non-image, an empty field and an unknown property, leaving no file behind', async () => {
    const { id } = await create(LISTING_DATA);
    const filesBefore = await storedNames(t.images);
    const two = await uploadPhoto(id, [await photo(), await photo()]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('Bitte laden Sie genau ein Foto hoch');
    const text = await uploadPhoto(id, [
      { field: 'photo', filename: 'a.jpg', contentType: 'image/jpeg', data: 'hello' },
    ]);
    expect(text.statusCode).toBe(400);
    const wrongField = await uploadPhoto(id, [{ ...(await photo()), field: 'images' }]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('Kein Foto im Feld "photo" gefunden');
    const unknown = await uploadPhoto('6f1c2d3e-4b5a-4c6d-8e7f-901234567890', [await photo()]);
    expect(unknown.statusCode).toBe(404);
    expect(await storedNames(t.images)).toEqual(filesBefore);
    expect((await storedRow(id)).contactPhoto).toBeNull();
  });
});
