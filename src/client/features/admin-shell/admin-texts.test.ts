import { describe, expect, it } from 'vitest';
import { DEFAULT_TRANSLATIONS } from '../../../shared/translations';
import { ADMIN_TRANSLATIONS } from '../../../shared/translations/admin';

/**
 * Every text the login screen and the admin show must be in the built-in set (issue 5). This reads
 * the sources of those screens and checks each t('key', 'default') call: the key exists, and the
 * default in the code is the value shown (English for the admin, German for the login screen and
 * the parts SPEC quotes in German).
 */
const sources = import.meta.glob(
  ['../admin-*/**/*.{ts,tsx}', '../auth/**/*.{ts,tsx}', '../../lib/use-*.ts', '!**/*.test.*'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
) as Record<string, string>;

const CALL = /\bt(?:De)?\(\s*'([a-zA-Z0-9_.]+)',\s*'((?:[^'\\]|\\.)*)'/g;

describe('admin texts', () => {
  const entries = new Map(DEFAULT_TRANSLATIONS.map((entry) => [entry.key, entry]));

  it('has unique keys across the whole default set', () => {
    const keys = DEFAULT_TRANSLATIONS.map((entry) => entry.key);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('prefixes its keys with admin. or login.', () => {
    expect(ADMIN_TRANSLATIONS.filter((entry) => !/^(admin|login)\./.test(entry.key)).map((entry) => entry.key)).toEqual(
      [],
    );
  });

  it('has a de, en and fr value for every admin text', () => {
    for (const entry of ADMIN_TRANSLATIONS) {
      expect([entry.key, entry.de.trim() !== '', entry.en.trim() !== '', entry.fr.trim() !== '']).toEqual([
        entry.key,
        true,
        true,
        true,
      ]);
    }
  });

  it('finds every text used in the code in the default set, with the same wording', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    const problems: string[] = [];
    let calls = 0;
    for (const [file, source] of Object.entries(sources)) {
      for (const [, key, fallback] of source.matchAll(CALL)) {
        calls += 1;
        const entry = entries.get(key!);
        const text = fallback!.replace(/\\'/g, "'");
        if (!entry) problems.push(`${file}: ${key} is missing`);
        else if (entry.en !== text && entry.de !== text) problems.push(`${file}: ${key} says "${text}" in code`);
      }
    }
    expect(calls).toBeGreaterThan(200);
    expect(problems).toEqual([]);
  });
});
