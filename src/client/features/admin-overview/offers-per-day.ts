import type { Overview } from '#shared/offers/admin-schemas.ts';

/**
 * A calendar date ("2026-11-25", the admin's day as the server counted it) the German way:
 * 'full' 25.11.2026, 'short' 25.11., 'day' 25. Read as written, never through a time zone.
 */
export function dayLabel(day: string, form: 'full' | 'short' | 'day'): string {
  const [year = '', month = '', date = ''] = day.split('-');
  if (form === 'day') return `${date}.`;
  return form === 'short' ? `${date}.${month}.` : `${date}.${month}.${year}`;
}

/** What the chart says in words: its range, the total, and the busiest day (the latest of equals). */
export function chartSummary(days: Overview['offersPerDay']) {
  let peak = days[0];
  for (const d of days) if (peak === undefined || d.count >= peak.count) peak = d;
  return {
    from: days[0] ? dayLabel(days[0].day, 'full') : '',
    to: days.at(-1) ? dayLabel(days.at(-1)!.day, 'full') : '',
    total: days.reduce((sum, d) => sum + d.count, 0),
    peakDay: peak ? dayLabel(peak.day, 'full') : '',
    peak: peak?.count ?? 0,
  };
}
