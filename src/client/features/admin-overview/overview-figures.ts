import type { Offer } from '../../../shared/schemas/offer';
import { isSameLocalDay } from '../../lib/date-format';

const RECENT_ACTIVITY_COUNT = 5;

export interface OverviewFigures {
  activeProperties: number;
  offersToday: number;
  /** Mean offer in euros; null without offers. */
  averageOffer: number | null;
  /** The first offers of the list (the API sends the newest first). */
  recent: Offer[];
}

/** SPEC §2 overview: counts and the mean over every offer; "today" is the browser's calendar day. */
export function computeOverview(
  properties: readonly { isActive: boolean }[],
  offers: readonly Offer[],
  now: Date = new Date(),
): OverviewFigures {
  let offersToday = 0;
  let sum = 0;
  for (const offer of offers) {
    if (isSameLocalDay(new Date(offer.createdAt), now)) offersToday += 1;
    // bidAmount may arrive as a string (SPEC §3).
    sum += Number(offer.bidAmount);
  }
  return {
    activeProperties: properties.filter((property) => property.isActive).length,
    offersToday,
    averageOffer: offers.length > 0 ? sum / offers.length : null,
    recent: offers.slice(0, RECENT_ACTIVITY_COUNT),
  };
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
