import type { Language } from '#shared/languages.ts';
import type { Translate } from './i18n';
import { plural } from './plural';

/** Counts in the admin are written the German way (1.234), in every language. */
export const countDe = new Intl.NumberFormat('de-DE');

/** "12 offers received", "1 offer received". */
export function offersReceived(t: Translate, language: Language, count: number): string {
  return plural(t, language, 'admin.offers.count', count, { count: countDe.format(count) });
}

/** "3 of 12 offers", when filters narrow the list. */
export function offersShownOf(t: Translate, language: Language, count: number, all: number): string {
  return plural(t, language, 'admin.offers.countFiltered', count, {
    count: countDe.format(count),
    all: countDe.format(all),
  });
}
