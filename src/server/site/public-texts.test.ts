import { describe, expect, it } from 'vitest';
import { defaultTranslationMap } from '#shared/translations/index.ts';
import { publicTextsOf } from './public-texts';

describe('publicTextsOf', () => {
  it('drops the texts no rendered page shows and keeps every other text as it is', () => {
    const map = {
      'app.title': 'Isarwert',
      'admin.login.title': 'Admin Anmeldung',
      'offer.submit': 'Angebot abgeben',
      'success.reference': 'Ihre Referenz',
      'mail.confirmation.intro': 'Wir bestätigen …',
      'myOffers.eyebrow': 'Meine Angebote',
      'seller.eyebrow': 'Verkäuferansicht',
      'receipt.title': 'Angebotsbestätigung',
    };
    expect(JSON.parse(publicTextsOf(JSON.stringify(map)))).toEqual({
      'app.title': 'Isarwert',
      'offer.submit': 'Angebot abgeben',
      'success.reference': 'Ihre Referenz',
    });
  });

  it('keeps the map every rendered page carries under 14 KB in each language (it was 24 KB)', () => {
    for (const language of ['de', 'en', 'fr'] as const) {
      const bytes = Buffer.byteLength(publicTextsOf(JSON.stringify(defaultTranslationMap(language))));
      expect(bytes, language).toBeLessThan(14_000);
    }
  });
});
