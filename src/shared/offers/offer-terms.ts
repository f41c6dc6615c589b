/**
 * The structured terms a bidder may add to an offer (decision 0070): how the purchase
 * is financed, a proof of funds, the desired handover date, how long the offer stands, a message.
 * Every one is optional: an offer without them is as before.
 */
export const FINANCING_OPTIONS = ['own-funds', 'financing-confirmed', 'financing-in-progress'] as const;
export type Financing = (typeof FINANCING_OPTIONS)[number];

export const OFFER_TERMS_LIMITS = {
  bindingDaysMin: 1,
  bindingDaysMax: 365,
  messageChars: 2_000,
  /** The desired handover at most this many years ahead: later is a typo, not a plan. */
  handoverYearsAhead: 5,
  proofBytes: 10 * 1024 * 1024,
  proofFileNameChars: 200,
  /** An uploaded proof not attached to an offer within this time is refused, then deleted. */
  proofAttachHours: 1,
} as const;

/** What a proof of funds may be: the media types its bytes are recognised as (never its name). */
export const PROOF_MEDIA_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type ProofMediaType = (typeof PROOF_MEDIA_TYPES)[number];

/** What the file input offers to pick; the server decides by the bytes. */
export const PROOF_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** The multipart field of POST /api/offer-documents. */
export const PROOF_UPLOAD_FIELD = 'file';

/** The terms' time zone: "today" for the handover date is Munich's calendar day. */
const TERMS_TIME_ZONE = 'Europe/Berlin';

/** Today's date in Munich as YYYY-MM-DD. */
export function munichToday(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TERMS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The same calendar day `years` later (29 February becomes 28 February in a common year). */
export function yearsAfter(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year + years, month - 1, date));
  if (target.getUTCMonth() !== month - 1) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

/** Whether a YYYY-MM-DD text names a day of the calendar (not 2027-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Where a handover date stands against today in Munich and the latest allowed. */
export function handoverDateProblem(text: string, now: Date = new Date()): 'invalid' | 'past' | 'too-far' | null {
  if (!isCalendarDate(text)) return 'invalid';
  const today = munichToday(now);
  if (text < today) return 'past';
  if (text > yearsAfter(today, OFFER_TERMS_LIMITS.handoverYearsAhead)) return 'too-far';
  return null;
}
