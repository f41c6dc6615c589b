/** Viewings happen in Munich: their times are entered, shown and mailed in its time zone. */
export const VIEWING_TIME_ZONE = 'Europe/Berlin';

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: VIEWING_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** A moment as Munich's wall clock shows it: "2027-03-28T10:00". */
export function munichLocalOf(moment: Date): string {
  const get = (type: string) => parts.formatToParts(moment).find((part) => part.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

/** Munich's offset from UTC at a moment, in minutes (60 in winter, 120 in summer). */
function offsetMinutesAt(moment: number): number {
  const [date, time] = munichLocalOf(new Date(moment)).split('T') as [string, string];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return Math.round((Date.UTC(y, m - 1, d, h, min) - Math.floor(moment / 60_000) * 60_000) / 60_000);
}

/**
 * The moment a Munich wall-clock time ("2027-03-28T10:00") names; null for a date that does not
 * exist or a time the clocks skip (02:00–02:59 on the last Sunday of March). A time the clocks
 * pass twice (the last Sunday of October) is the first of the two.
 */
export function munichLocalToUtc(local: string): Date | null {
  const match = LOCAL_PATTERN.exec(local);
  if (!match) return null;
  const [y, m, d, h, min] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(y, m - 1, d, h, min);
  if (new Date(wall).getUTCDate() !== d || h > 23 || min > 59) return null;
  // The summer offset first: of two moments with this wall time, the earlier one.
  for (const offset of [120, 60]) {
    const moment = wall - offset * 60_000;
    if (offsetMinutesAt(moment) === offset && munichLocalOf(new Date(moment)) === local) return new Date(moment);
  }
  return null;
}
