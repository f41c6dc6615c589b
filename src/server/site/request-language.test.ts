import { describe, expect, it } from 'vitest';
import { acceptedLanguage } from './request-language';

describe('acceptedLanguage', () => {
  it('takes the first language the site speaks, in the browser’s order of preference', () => {
    expect(acceptedLanguage('en-GB,en;q=0.9,de;q=0.8')).toBe('en');
    expect(acceptedLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toBe('fr');
    expect(acceptedLanguage('de-AT')).toBe('de');
    // Weights decide, not the order written; equal weights keep the order written.
    expect(acceptedLanguage('de;q=0.5, en;q=0.9')).toBe('en');
    expect(acceptedLanguage('it, es;q=0.9, fr;q=0.8, en;q=0.8')).toBe('fr');
  });

  it('has none for languages the site does not speak, refused ones, and nonsense', () => {
    expect(acceptedLanguage(undefined)).toBeNull();
    expect(acceptedLanguage('')).toBeNull();
    expect(acceptedLanguage('it-IT, es')).toBeNull();
    expect(acceptedLanguage('en;q=0, *')).toBeNull();
    expect(acceptedLanguage('en;q=abc')).toBeNull();
    expect(acceptedLanguage(';;;,,,q=1')).toBeNull();
    expect(acceptedLanguage(`${'xx,'.repeat(50)}en`)).toBeNull();
  });
});
