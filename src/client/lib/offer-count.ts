import type { Translate } from './i18n';

/** Counts in the admin are written the German way (1.234), in every language. */
export const countDe = new Intl.NumberFormat('de-DE');

/** "12 offers received"; one offer in the singular. */
export function offersReceived(t: Translate, count: number): string {
  return count === 1 ? t('admin.offers.countOne') : t('admin.offers.count', { count: countDe.format(count) });
}

/** "3 of 12 offers", when filters narrow the list; one offer in the singular. */
export function offersShownOf(t: Translate, count: number, all: number): string {
  return count === 1
    ? t('admin.offers.countFilteredOne', { all: countDe.format(all) })
    : t('admin.offers.countFiltered', { count: countDe.format(count), all: countDe.format(all) });
}
