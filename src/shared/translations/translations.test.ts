import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/languages.ts';
import { ADMIN_TRANSLATIONS } from './admin';
import { COMMON_TRANSLATIONS, SHARED_TRANSLATIONS } from './common';
import { DEFAULT_TRANSLATIONS, defaultTranslationMap } from './index';
import { PUBLIC_SITE_TRANSLATIONS } from '#shared/site/public-site-texts.ts';
import type { TranslationEntry } from './types';

/**
 * The default set is the one source of every text: the compiler checks the keys of t() calls
 * against it (TranslationKey), and these tests check the data itself.
 */
const entries: readonly TranslationEntry[] = DEFAULT_TRANSLATIONS;

// A set: a counted text names its count in each of its forms (plural.ts), one language in more forms than another.
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();

describe('the default translation set', () => {
  it('has unique keys', () => {
    const keys = entries.map((entry) => entry.key);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('has a non-empty de, en and fr text for every key', () => {
    const empty = entries.filter((entry) => LANGUAGES.some((language) => entry[language].trim() === ''));
    expect(empty.map((entry) => entry.key)).toEqual([]);
  });

  it('has the same placeholders in all three languages', () => {
    const different = entries
      .filter((entry) => {
        const german = placeholders(entry.de);
        return [entry.en, entry.fr].some((text) => placeholders(text).join() !== german.join());
      })
      .map((entry) => entry.key);
    expect(different).toEqual([]);
  });

  it('has no two keys with the same text in all three languages (one key per text)', () => {
    const keysByTexts = new Map<string, string[]>();
    for (const entry of entries) {
      const texts = JSON.stringify([entry.de, entry.en, entry.fr]);
      keysByTexts.set(texts, [...(keysByTexts.get(texts) ?? []), entry.key]);
    }
    expect([...keysByTexts.values()].filter((keys) => keys.length > 1)).toEqual([]);
  });

  it('keeps login and admin texts under login. and admin., the public screens outside them', () => {
    expect(ADMIN_TRANSLATIONS.filter((entry) => !/^(admin|login)\./.test(entry.key)).map((entry) => entry.key)).toEqual(
      [],
    );
    const shared: readonly TranslationEntry[] = [
      ...COMMON_TRANSLATIONS,
      ...SHARED_TRANSLATIONS,
      ...PUBLIC_SITE_TRANSLATIONS,
    ];
    expect(shared.filter((entry) => /^(admin|login)\./.test(entry.key)).map((entry) => entry.key)).toEqual([]);
  });

  it('serves each language as a map of every key', () => {
    for (const language of LANGUAGES) {
      const map = defaultTranslationMap(language);
      expect(Object.keys(map)).toHaveLength(entries.length);
      expect(map['nav.offer']).toBe(entries.find((entry) => entry.key === 'nav.offer')?.[language]);
    }
  });
});

describe('fixed texts', () => {
  const text = (key: string, language: 'de' | 'en' = 'de') => entries.find((entry) => entry.key === key)?.[language];

  it("keeps the offer form's messages as the fixed German product texts, translated in en and fr", () => {
    const fixed = {
      'validation.firstNameRequired': 'Vorname ist erforderlich',
      'validation.lastNameRequired': 'Nachname ist erforderlich',
      'validation.emailRequired': 'E-Mail ist erforderlich',
      'validation.emailInvalid': 'Ungültige E-Mail-Adresse',
      'validation.phoneRequired': 'Telefonnummer ist erforderlich',
      'validation.amountRequired': 'Angebotssumme ist erforderlich',
      'validation.amountInvalid': 'Bitte geben Sie einen gültigen Betrag ein',
      'validation.termsRequired': 'Sie müssen den Bedingungen zustimmen',
    };
    for (const [key, german] of Object.entries(fixed)) {
      const entry = entries.find((candidate) => candidate.key === key);
      expect(entry?.de).toBe(german);
      expect(entry?.en).not.toBe(german);
      expect(entry?.fr).not.toBe(german);
    }
    expect(text('validation.termsRequired', 'en')).toBe('You must agree to the terms');
  });

  it('keeps the texts of the offer outcome: success dialog, toasts and the failure message', () => {
    expect(text('success.offerTitle', 'en')).toBe('Offer submitted successfully');
    expect(text('action.understood', 'en')).toBe('Understood');
    expect(text('error.offerSubmit')).toBe('Fehler beim Abgeben des Angebots');
    expect(text('error.offerSubmit', 'en')).toBe('Error submitting offer');
    expect(text('error.tryLater')).toBe('Bitte versuchen Sie es später erneut.');
    expect(text('error.tryLater', 'en')).toBe('Please try again later.');
    expect(text('success.offerToast', 'en')).toBe('Your offer has been submitted successfully!');
  });
});
