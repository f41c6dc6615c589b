import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginBodySchema } from '#shared/auth/schemas.ts';
import { LIMITS } from '#shared/limits.ts';
import { offerBodySchema, offerFormSchema } from '#shared/offers/schemas.ts';
import { pageCreateSchema } from '#shared/pages/schemas.ts';
import { PROCEDURE_LIMITS } from '#shared/procedure/offer-procedure.ts';
import { propertyCreateSchema, propertyPatchSchema } from '#shared/properties/schemas.ts';
import { germanMessage } from './german-message';
import { defaultTranslationMap } from './index';

const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

/** Bodies wrong in every field the schemas give a message of their own. */
const REFUSED: Array<[string, z.ZodType, unknown]> = [
  [
    'property create',
    propertyCreateSchema,
    {
      title: '',
      description: '',
      address: '',
      price: 'x',
      images: ['ftp://x'],
      features: [],
      livingArea: 'x',
      bedrooms: 'x',
      bathrooms: 'x',
      yearBuilt: 'x',
      energyClass: 'Z',
      energyConsumption: 'x',
      heatingType: '',
      auctionEndDate: 'x',
    },
  ],
  [
    'property patch',
    propertyPatchSchema,
    {
      livingArea: -1,
      rooms: '0,7',
      floor: 'x',
      energyCertificateType: 'x',
      energyCertificateValidUntil: '2031-02-30',
      contactPhone: 'x',
      contactEmail: 'x',
      offerMode: 'x',
      minimumOffer: 'x',
      extensionMinutes: 999,
      auctionEndDate: 'x',
    },
  ],
  ['active property', propertyPatchSchema, { isActive: true, livingArea: 0, yearBuilt: 1200 }],
  ['offer', offerBodySchema, { firstName: '', lastName: '', email: 'x', phone: '', bidAmount: '', bindingDays: 0 }],
  [
    'offer form',
    offerFormSchema('de'),
    { firstName: '', lastName: '', email: '', phone: '', bidAmount: '1.2.3', terms: false },
  ],
  ['login', loginBodySchema, { username: '', password: '' }],
  ['page', pageCreateSchema, { slug: 'A B', title: '', content: '' }],
];

describe('validation messages', () => {
  const german = defaultTranslationMap('de');

  it.each(REFUSED)('%s: every message of the schema is a key of the translation set', (_, schema, value) => {
    const messages = messagesOf(schema, value);
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(german, message).toHaveProperty([message]);
  });

  it('gives the API its German text for a key, and other messages as they are', () => {
    const [title] = messagesOf(propertyCreateSchema, { title: '' });
    expect(title).toBe('admin.property.validation.title');
    expect(germanMessage(title!)).toBe('Titel ist erforderlich');
    expect(germanMessage('Invalid input')).toBe('Invalid input');
  });

  it('states the limits the schemas check', () => {
    expect(german['admin.property.validation.tooManyImages']).toContain(String(LIMITS.imagesPerProperty));
    expect(german['admin.procedure.validation.extensionMinutes']).toContain(String(PROCEDURE_LIMITS.extensionMinutes));
  });
});
