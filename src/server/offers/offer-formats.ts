import { LOCALES, type Language } from '#shared/languages.ts';

/** Munich's time: the agency's and almost every bidder's. */
const TIME_ZONE = 'Europe/Berlin';

/** An amount in euros as the language writes it: 480.000,50 €, €480,000.50, 480 000,50 €. */
export function formatAmount(amount: string, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR' }).format(Number(amount));
}

/** When an offer arrived, in Munich's time with its zone (MEZ/MESZ, CET/CEST). */
export function formatReceived(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: TIME_ZONE,
    timeZoneName: 'short',
  }).format(date);
}
