import { describe, expect, it } from 'vitest';
import { fillTemplate, localizedList, localizedText } from './localized';

describe('localizedText (English or French when given, else German)', () => {
  it('uses the English or French field when it is not empty', () => {
    expect(localizedText('en', 'Titel', 'Title', 'Titre')).toBe('Title');
    expect(localizedText('fr', 'Titel', 'Title', 'Titre')).toBe('Titre');
  });
  it('falls back to the German base field when the localized one is empty, blank or missing', () => {
    expect(localizedText('en', 'Titel', '', 'Titre')).toBe('Titel');
    expect(localizedText('en', 'Titel', '   ', 'Titre')).toBe('Titel');
    expect(localizedText('fr', 'Titel', 'Title', null)).toBe('Titel');
    expect(localizedText('fr', 'Titel', 'Title', undefined)).toBe('Titel');
  });
  it('uses the base field for German and any other language', () => {
    expect(localizedText('de', 'Titel', 'Title', 'Titre')).toBe('Titel');
    expect(localizedText('it', 'Titel', 'Title', 'Titre')).toBe('Titel');
  });
  it('treats lists the same way', () => {
    expect(localizedList('en', ['Balkon'], ['Balcony'], null)).toEqual(['Balcony']);
    expect(localizedList('fr', ['Balkon'], ['Balcony'], [])).toEqual(['Balkon']);
    expect(localizedList('fr', ['Balkon'], null, [' '])).toEqual(['Balkon']);
    expect(localizedList('de', ['Balkon', ''], ['Balcony'], ['Balcon'])).toEqual(['Balkon']);
  });
});

describe('fillTemplate', () => {
  it('replaces known placeholders and keeps unknown ones', () => {
    expect(fillTemplate('Bild {n} von {total}', { n: 2, total: 6 })).toBe('Bild 2 von 6');
    expect(fillTemplate('{a} {b}', { a: 'x' })).toBe('x {b}');
  });
});
