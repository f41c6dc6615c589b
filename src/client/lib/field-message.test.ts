import { describe, expect, it } from 'vitest';
import type { Language } from '#shared/languages.ts';
import { offerFormSchema } from '#shared/offers/schemas.ts';
import { propertyPatchSchema } from '#shared/properties/schemas.ts';
import { defaultTranslationMap } from '#shared/translations/index.ts';
import { fieldMessage } from './field-message';
import { translator } from './i18n';

const t = (language: Language) => translator(defaultTranslationMap(language));
const firstMessage = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('fieldMessage', () => {
  it("shows the offer form's message in the visitor's language, the fixed German text in German", () => {
    const message = firstMessage(
      offerFormSchema('fr').safeParse({
        firstName: '',
        lastName: 'B',
        email: 'a@b.de',
        phone: '1',
        bidAmount: '1',
        terms: true,
      }),
    );
    expect(fieldMessage(t('de'), message)).toBe('Vorname ist erforderlich');
    expect(fieldMessage(t('en'), message)).toBe('First name is required');
    expect(fieldMessage(t('fr'), message)).toBe('Le prénom est obligatoire');
  });

  it("shows the property schema's message by its key", () => {
    const message = firstMessage(propertyPatchSchema.safeParse({ title: ' ' }));
    expect(fieldMessage(t('de'), message)).toBe('Titel ist erforderlich');
    expect(fieldMessage(t('en'), message)).toBe('Title is required');
  });

  it('passes a message that is no key through, and nothing for no message', () => {
    expect(fieldMessage(t('en'), 'Invalid input')).toBe('Invalid input');
    expect(fieldMessage(t('en'), undefined)).toBeUndefined();
  });
});
