import { LANGUAGES, type Language } from '#shared/languages.ts';

/** The address of a page in one language: the site picks its language from ?lang=. */
export function languageUrl(origin: string, path: string, language: Language): string {
  return `${origin}${path}${path.includes('?') ? '&' : '?'}lang=${language}`;
}

export interface LanguageAlternate {
  hreflang: Language | 'x-default';
  href: string;
}

/**
 * The hreflang alternates of a page: one address per language, and the bare address as
 * x-default (without ?lang= the visitor's stored choice applies, else German).
 */
export function languageAlternates(origin: string, path: string): LanguageAlternate[] {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: languageUrl(origin, path, language) })),
    { hreflang: 'x-default', href: `${origin}${path}` },
  ];
}
