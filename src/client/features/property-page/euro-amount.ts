import { LOCALES, type Language } from '#shared/languages.ts';

/** A decimal amount ("450000.00") as euros in the visitor's format, cents only when there are any. */
export function euroAmount(amount: string, language: Language): string {
  const cents = amount.endsWith('.00') ? 0 : 2;
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: cents,
    maximumFractionDigits: cents,
  }).format(Number(amount));
}
