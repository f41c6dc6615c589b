import { describe, expect, it } from 'vitest';
import type { Language } from '#shared/languages.ts';
import { imagesUploadedMessage, tooManyImagesMessage } from '#shared/images/schemas.ts';
import { DEFAULT_TRANSLATIONS, defaultTranslationMap, type TranslationKey } from './index';
import { countedText } from './plural';

const counted = (language: Language, key: TranslationKey, count: number, values: Record<string, string | number>) =>
  countedText(defaultTranslationMap(language)[key]!, language, count, values);

const forCounts = (language: Language, key: TranslationKey, name: string) =>
  [0, 1, 2].map((count) => counted(language, key, count, { [name]: count }));

describe('counted texts', () => {
  it('offers received: singular for 1, and for 0 in French only', () => {
    expect(forCounts('de', 'admin.offers.count', 'count')).toEqual([
      '0 Angebote eingegangen',
      '1 Angebot eingegangen',
      '2 Angebote eingegangen',
    ]);
    expect(forCounts('en', 'admin.offers.count', 'count')).toEqual([
      '0 offers received',
      '1 offer received',
      '2 offers received',
    ]);
    expect(forCounts('fr', 'admin.offers.count', 'count')).toEqual([
      '0 offre reçue',
      '1 offre reçue',
      '2 offres reçues',
    ]);
  });

  it('the open standing counts its offers', () => {
    expect(forCounts('de', 'offer.rules.offers', 'n')).toEqual(['0 Angebote', '1 Angebot', '2 Angebote']);
    expect(forCounts('en', 'offer.rules.offers', 'n')).toEqual(['0 offers', '1 offer', '2 offers']);
    expect(forCounts('fr', 'offer.rules.offers', 'n')).toEqual(['0 offre', '1 offre', '2 offres']);
  });

  it('days of the offer period and of the binding period', () => {
    expect(forCounts('de', 'deadline.days', 'n')).toEqual(['0 Tagen', '1 Tag', '2 Tagen']);
    expect(forCounts('en', 'deadline.days', 'n')).toEqual(['0 days', '1 day', '2 days']);
    expect(forCounts('fr', 'deadline.days', 'n')).toEqual(['0 jour', '1 jour', '2 jours']);
    expect(forCounts('de', 'receipt.days', 'count')).toEqual(['0 Tage', '1 Tag', '2 Tage']);
    expect(forCounts('fr', 'admin.offers.terms.days', 'days')).toEqual(['0 jour', '1 jour', '2 jours']);
  });

  it('the late-offer extension in minutes', () => {
    expect(counted('de', 'offer.rules.extension', 1, { minutes: 1 })).toContain('in der letzten 1 Minute verschiebt');
    expect(counted('en', 'offer.rules.extension', 1, { minutes: 1 })).toContain('in the last 1 minute moves');
    expect(counted('en', 'offer.rules.extension', 15, { minutes: 15 })).toContain('in the last 15 minutes moves');
    expect(counted('fr', 'seller.extensionRule', 1, { minutes: 1 })).toContain('dans la dernière 1 minute');
  });

  it('filtered counts and deletions read right in French', () => {
    expect(counted('fr', 'admin.offers.countFiltered', 1, { count: 1, all: 9 })).toBe('1 offre sur 9');
    expect(counted('fr', 'admin.offers.countFiltered', 3, { count: 3, all: 9 })).toBe('3 offres sur 9');
    expect(counted('de', 'admin.offers.countFiltered', 1, { count: 1, all: 9 })).toBe('1 von 9 Angeboten');
    expect(forCounts('fr', 'admin.audit.deletedCount', 'n')).toEqual(['0 supprimé', '1 supprimé', '2 supprimés']);
  });

  it('German-only upload answers', () => {
    expect(imagesUploadedMessage(1)).toBe('1 Bild erfolgreich hochgeladen');
    expect(imagesUploadedMessage(3)).toBe('3 Bilder erfolgreich hochgeladen');
    expect(tooManyImagesMessage(1)).toBe('Maximal 10 Bilder pro Immobilie (noch 1 Platz frei)');
    expect(tooManyImagesMessage(2)).toBe('Maximal 10 Bilder pro Immobilie (noch 2 Plätze frei)');
    expect(tooManyImagesMessage(0)).toBe('Maximal 10 Bilder pro Immobilie (keine Plätze mehr frei)');
  });

  it('fills a value holding "|" after choosing the form, and serves a text without forms for every count', () => {
    expect(countedText('{n} Tag|{n} Tage', 'de', 1, { n: 'a|b' })).toBe('a|b Tag');
    expect(countedText('{n} Std.', 'de', 1, { n: 1 })).toBe('1 Std.');
  });

  it('every text has at most two forms, the same placeholders in each', () => {
    for (const entry of DEFAULT_TRANSLATIONS) {
      for (const language of ['de', 'en', 'fr'] as const) {
        const forms = entry[language].split('|');
        expect(forms.length, `${entry.key} ${language}`).toBeLessThanOrEqual(2);
        const names = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();
        for (const form of forms) expect(names(form), `${entry.key} ${language}`).toEqual(names(forms[0]!));
      }
    }
  });
});
