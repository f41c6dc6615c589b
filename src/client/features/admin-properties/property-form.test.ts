import { describe, expect, it } from 'vitest';
import { propertyCreateSchema, propertyPatchSchema, type PropertyWithProcedure } from '#shared/properties/schemas.ts';
import {
  cleanList,
  createDefaults,
  toCreateBody,
  toEditFormValues,
  toEditPatchBody,
  toPatchBody,
} from './property-form';
import { altbauProperty } from '#tests/helpers/client/listing-data.ts';

const property: PropertyWithProcedure = altbauProperty({ images: ['/uploads/a.webp'], onHomePage: true });

describe('edit form', () => {
  it('round-trips a property into a valid PATCH body without images', () => {
    const body = toPatchBody(toEditFormValues(property));
    expect(body).not.toHaveProperty('images');
    expect(body.titleEn).toBe('Old building');
    expect(body.titleFr).toBeNull();
    expect(body.livingArea).toBe(120);
    expect(body.auctionEndDate).toBe('2026-05-01T10:30:00.000Z');
    expect(propertyPatchSchema.safeParse(body).success).toBe(true);
  });

  it('leaves the auction end out of an edit unless the admin changed it (a late offer may have moved it)', () => {
    const loaded = toEditFormValues({ ...property, auctionEndDate: '2026-05-01T10:30:42.000Z' });
    const untouched = toEditPatchBody({ ...loaded, title: 'Neuer Titel' }, loaded);
    expect(untouched).not.toHaveProperty('auctionEndDate');
    expect(untouched.title).toBe('Neuer Titel');
    const moved = toEditPatchBody({ ...loaded, auctionEndDate: '2026-05-02T09:00' }, loaded);
    expect(moved.auctionEndDate).toBe(new Date(2026, 4, 2, 9, 0).toISOString());
  });

  it('drops empty feature entries and turns empty En/Fr texts into null', () => {
    const values = {
      ...toEditFormValues(property),
      features: ['  ', 'Garten', ''],
      featuresEn: [' Garden '],
      descriptionEn: '   ',
    };
    const body = toPatchBody(values);
    expect(body.features).toEqual(['Garten']);
    expect(body.featuresEn).toEqual(['Garden']);
    expect(body.descriptionEn).toBeNull();
  });

  it('lets the schema refuse a bad number', () => {
    const result = propertyPatchSchema.safeParse(toPatchBody({ ...toEditFormValues(property), bedrooms: '2.5' }));
    expect(result.success).toBe(false);
  });
});

describe('create form', () => {
  it('starts with the create defaults', () => {
    const now = new Date(2026, 2, 10, 9, 15);
    expect(createDefaults(now)).toMatchObject({
      livingArea: '0',
      bedrooms: '0',
      bathrooms: '0',
      energyConsumption: '0',
      yearBuilt: '2026',
      isActive: true,
      energyClass: 'A+',
      heatingType: 'Gas',
      auctionEndDate: '2026-03-17T09:15',
    });
  });

  it('builds a valid POST body with price 0 and cleaned lists', () => {
    const values = {
      ...createDefaults(),
      title: 'Neu',
      description: 'Text',
      address: 'Weg 2',
      livingArea: '85',
      energyCertificateType: 'demand',
      energyCarrier: 'naturalGas',
      energyCertificateYear: '2021',
      images: [' https://example.com/a.jpg ', ''],
      features: ['', 'Keller'],
    };
    const body = toCreateBody(values);
    expect(body).toMatchObject({
      price: '0',
      images: ['https://example.com/a.jpg'],
      features: ['Keller'],
      locationEnvironment: null,
    });
    expect(propertyCreateSchema.safeParse(body).success).toBe(true);
  });

  it("refuses the defaults' 0 m² and missing GEG items for an active property, and accepts them for an inactive draft", () => {
    const values = { ...createDefaults(), title: 'Neu', description: 'Text', address: 'Weg 2' };
    const active = propertyCreateSchema.safeParse(toCreateBody(values));
    expect(active.success).toBe(false);
    expect(active.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'livingArea',
      'energyCertificateType',
      'energyCarrier',
      'energyCertificateYear',
    ]);
    expect(propertyCreateSchema.safeParse(toCreateBody({ ...values, isActive: false })).success).toBe(true);
    // Stating that no certificate exists yet leaves only the living area.
    const pending = propertyCreateSchema.safeParse(toCreateBody({ ...values, energyCertificatePending: true }));
    expect(pending.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['livingArea']);
  });

  it('cleanList trims and drops blanks', () => {
    expect(cleanList([' a ', '', '  ', 'b'])).toEqual(['a', 'b']);
  });
});

describe('offer procedure fields', () => {
  it('keeps an unconfigured property as it is: sealed, no minimum, no step, no extension', () => {
    const body = toPatchBody(toEditFormValues(property));
    expect(body).toMatchObject({
      offerMode: 'sealed',
      minimumOffer: null,
      minimumStep: null,
      minimumOfferShown: true,
      extensionMinutes: 0,
    });
  });

  it('reads amounts the way the form language writes them', () => {
    const edited = toPatchBody({ ...toEditFormValues(property), minimumOffer: '450,000', minimumStep: '5000' });
    expect(propertyPatchSchema.parse(edited)).toMatchObject({ minimumOffer: '450000.00', minimumStep: '5000.00' });
    const created = toCreateBody({ ...createDefaults(), minimumOffer: '450.000', minimumStep: '2.500,50' });
    expect(created).toMatchObject({ minimumOffer: '450000.00', minimumStep: '2500.50' });
  });

  it('reads German numbers in the English edit form and English ones in the German create form (decision 0116)', () => {
    const edited = toPatchBody({
      ...toEditFormValues(property),
      minimumOffer: '1.150.000',
      minimumStep: '10.000',
      livingArea: '1.150',
      plotArea: '2.400',
    });
    expect(propertyPatchSchema.parse(edited)).toMatchObject({
      minimumOffer: '1150000.00',
      minimumStep: '10000.00',
      livingArea: 1150,
      plotArea: 2400,
    });
    const created = toCreateBody({ ...createDefaults(), minimumOffer: '1,150,000', minimumStep: '10,000.50' });
    expect(created).toMatchObject({ minimumOffer: '1150000.00', minimumStep: '10000.50' });
    // What neither convention reads is left for the schema to refuse, with its example.
    const unclear = propertyPatchSchema.safeParse(
      toPatchBody({ ...toEditFormValues(property), minimumOffer: '1.150,000', livingArea: '1.15' }),
    );
    expect(unclear.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['livingArea', 'minimumOffer']);
  });

  it('shows a stored minimum as typed in the edit form', () => {
    const values = toEditFormValues({ ...property, minimumOffer: '450000.00', minimumStep: '2500.50' });
    expect(values).toMatchObject({ minimumOffer: '450000', minimumStep: '2500.50' });
  });

  it('shows a stated commission as typed, sends what is typed and clears an emptied field', () => {
    const values = toEditFormValues({ ...property, buyerCommission: '3.50' });
    expect(values.buyerCommission).toBe('3.5');
    expect(propertyPatchSchema.parse(toPatchBody({ ...values, buyerCommission: '2,38 ' }))).toMatchObject({
      buyerCommission: '2.38',
    });
    expect(toPatchBody({ ...values, buyerCommission: '  ' })).toMatchObject({ buyerCommission: null });
    expect(toCreateBody(createDefaults())).toMatchObject({ buyerCommission: null });
  });

  it('suggests a 15-minute extension for a new property', () => {
    expect(toCreateBody(createDefaults())).toMatchObject({ offerMode: 'sealed', extensionMinutes: 15 });
  });

  it('lets the schema refuse a minimum that cannot be read and minutes out of range', () => {
    const bad = toPatchBody({ ...toEditFormValues(property), minimumOffer: 'lots', extensionMinutes: '121' });
    const result = propertyPatchSchema.safeParse(bad);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'extensionMinutes',
      'minimumOffer',
    ]);
  });

  it('carries “only verified offers count” both ways, off for a new property (decision 0072)', () => {
    expect(toEditFormValues({ ...property, verifiedOffersOnly: true }).verifiedOffersOnly).toBe(true);
    expect(toPatchBody({ ...toEditFormValues(property), verifiedOffersOnly: true })).toMatchObject({
      verifiedOffersOnly: true,
    });
    expect(toCreateBody(createDefaults())).toMatchObject({ verifiedOffersOnly: false });
  });
});
