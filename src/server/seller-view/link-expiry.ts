import { DEFAULT_SELLER_LINK_DAYS, SELLER_LINK_LIMITS } from '#shared/seller-view/seller-view.ts';
import { munichToday } from '#shared/offers/offer-terms.ts';
import { wallClockIn } from '../wall-clock';

const DAY_MS = 24 * 60 * 60 * 1000;
const MUNICH = 'Europe/Berlin';

const munichWallClock = wallClockIn(MUNICH);

/** Munich's offset from UTC at a moment, in milliseconds (+1 h in winter, +2 h in summer). */
function munichOffsetMs(at: Date): number {
  return munichWallClock(at.getTime()) - Math.floor(at.getTime() / 1000) * 1000;
}

/** The first moment after a Munich calendar day (YYYY-MM-DD): midnight at its end, local time. */
function endOfMunichDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, date + 1);
  // The offset at midnight itself; a change of offset never happens at midnight in Germany.
  return new Date(midnightUtc - munichOffsetMs(new Date(midnightUtc)));
}

/**
 * When a new link expires: after the chosen days, or at the end of the chosen day in Munich.
 * Null for a day that is not between today and a year from now.
 */
export function linkExpiry(choice: { expiresInDays?: number; expiresOn?: string }, now: Date): Date | null {
  if (choice.expiresOn === undefined) {
    return new Date(now.getTime() + (choice.expiresInDays ?? DEFAULT_SELLER_LINK_DAYS) * DAY_MS);
  }
  if (choice.expiresOn < munichToday(now)) return null;
  const end = endOfMunichDay(choice.expiresOn);
  if (Number.isNaN(end.getTime()) || end.getTime() - now.getTime() > (SELLER_LINK_LIMITS.maxDays + 1) * DAY_MS) {
    return null;
  }
  return end;
}
