/** The overview lists the five latest offers. */
export const RECENT_ACTIVITY_COUNT = 5;

/** The browser's IANA time zone, for the server's "offers today"; Berlin if it cannot say. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Berlin';
}

const oneDecimalDe = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * The mean in millions with one decimal, German number format: 1250000 → "1,3". `withUnit` adds
 * the unit and the euro sign ("{value} Mio. €"). Without offers the figure is `zero` ('0 €').
 */
export function formatAverageMillions(
  average: number | null,
  withUnit: (value: string) => string,
  zero: string,
): string {
  if (average === null || !Number.isFinite(average)) return zero;
  return withUnit(oneDecimalDe.format(average / 1_000_000));
}
