import { describe, expect, it } from 'vitest';
import { BID_MESSAGES } from '../../shared/schemas/bid';
import { COMMON_TRANSLATIONS } from '../../shared/translations/common';
import { PUBLIC_SITE_TRANSLATIONS } from '../../shared/translations/public-site';

/**
 * The public screens render German from the defaults in their t('key', 'default') calls until the
 * server's map is in (docs/decisions/0021). This reads their sources and checks every such call:
 * the key is in the built-in set and the default is exactly its German value.
 */
const sources = import.meta.glob(
  [
    '../features/{property-page,offer-form,content-page,not-found,site-chrome}/**/*.{ts,tsx}',
    '../app/routes.tsx',
    '!**/*.test.*',
  ],
  { query: '?raw', import: 'default', eager: true },
) as Record<string, string>;

const CALL = /\bt\(\s*'([a-zA-Z0-9_.]+)',\s*'((?:[^'\\]|\\.)*)'/g;
const entries = new Map([...COMMON_TRANSLATIONS, ...PUBLIC_SITE_TRANSLATIONS].map((entry) => [entry.key, entry]));

describe('public texts', () => {
  it('finds the sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(10);
  });

  it('uses only keys of the built-in set, with its German value as the default', () => {
    const problems: string[] = [];
    let calls = 0;
    for (const [file, source] of Object.entries(sources)) {
      for (const [, key, fallback] of source.matchAll(CALL)) {
        calls++;
        const entry = entries.get(key!);
        const text = fallback!.replace(/\\'/g, "'");
        if (!entry) problems.push(`${file}: unknown key ${key}`);
        else if (entry.de !== text) problems.push(`${file}: ${key} default "${text}" ≠ "${entry.de}"`);
      }
    }
    expect(calls).toBeGreaterThan(60);
    expect(problems).toEqual([]);
  });

  it('has a de, en and fr value for every public text, and unique keys', () => {
    for (const entry of PUBLIC_SITE_TRANSLATIONS) {
      expect([entry.key, entry.de.trim() !== '', entry.en.trim() !== '', entry.fr.trim() !== '']).toEqual([
        entry.key,
        true,
        true,
        true,
      ]);
    }
    const keys = [...COMMON_TRANSLATIONS, ...PUBLIC_SITE_TRANSLATIONS].map((entry) => entry.key);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('keeps the offer messages of SPEC §5 as the German values', () => {
    const german = (key: string) => entries.get(key)?.de;
    expect(german('validation.firstNameRequired')).toBe(BID_MESSAGES.firstName);
    expect(german('validation.lastNameRequired')).toBe(BID_MESSAGES.lastName);
    expect(german('validation.emailRequired')).toBe(BID_MESSAGES.emailRequired);
    expect(german('validation.emailInvalid')).toBe(BID_MESSAGES.emailInvalid);
    expect(german('validation.phoneRequired')).toBe(BID_MESSAGES.phone);
    expect(german('validation.amountRequired')).toBe(BID_MESSAGES.amountRequired);
    expect(german('validation.amountInvalid')).toBe(BID_MESSAGES.amountInvalid);
    expect(german('validation.termsRequired')).toBe(BID_MESSAGES.terms);
    expect(entries.get('validation.termsRequired')?.en).toBe('You must agree to the terms');
    expect(entries.get('success.offerTitle')?.en).toBe('Offer submitted successfully');
    expect(entries.get('action.understood')?.en).toBe('Understood');
    expect(german('error.offerSubmit')).toBe('Fehler beim Abgeben des Angebots');
    expect(entries.get('error.offerSubmit')?.en).toBe('Error submitting offer');
    expect(german('error.tryLater')).toBe('Bitte versuchen Sie es später erneut.');
    expect(entries.get('error.tryLater')?.en).toBe('Please try again later.');
    expect(entries.get('success.offerToast')?.en).toBe('Your offer has been submitted successfully!');
  });
});
