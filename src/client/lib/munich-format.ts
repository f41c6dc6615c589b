import { LOCALES, type Language } from '#shared/languages.ts';

/**
 * A time on Munich's clock, as the receipts and the procedure state it wherever the reader is:
 * "27. November 2026 um 15:05" (long) or "27.11.2026, 15:05" (medium). Empty for a value that is
 * not a time.
 */
export function munichDateTime(
  value: string | Date,
  language: Language,
  dateStyle: 'medium' | 'long' = 'long',
): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle,
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(date);
}

/** An amount (a decimal string) in euros with its cents, as the receipt writes it. */
export function euroWithCents(amount: string, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR' }).format(Number(amount));
}

/** An amount (a decimal string, "450000.00") in euros, cents only when there are any: "450.000 €". */
export function euroAmount(amount: string, language: Language): string {
  const cents = amount.endsWith('.00') ? 0 : 2;
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: cents,
    maximumFractionDigits: cents,
  }).format(Number(amount));
}
