import { useEffect, useState } from 'react';
import type { Translate } from '../../lib/i18n';
import { hydrationTime } from '../../lib/hydration';
import { serverNow, syncServerClock } from '../../lib/server-clock';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type TimeLeft = { closed: true } | { closed: false; days: number; hours: number; minutes: number };

/** What is left until the end of the offer period; under a minute counts as one minute. */
export function timeLeft(end: string, now: number): TimeLeft {
  const left = Date.parse(end) - now;
  if (!(left > 0)) return { closed: true };
  const minutesLeft = Math.max(1, Math.ceil(left / MINUTE));
  return {
    closed: false,
    days: Math.floor(minutesLeft / (DAY / MINUTE)),
    hours: Math.floor((minutesLeft % (DAY / MINUTE)) / 60),
    minutes: minutesLeft % 60,
  };
}

/** "3 Tagen, 4 Std." / "3 days, 4 h" / "5 Std., 12 Min.": the two largest units that are not zero. */
export function timeLeftText(left: Extract<TimeLeft, { closed: false }>, t: Translate, plural: Intl.PluralRules) {
  const parts: string[] = [];
  if (left.days > 0) {
    parts.push(
      plural.select(left.days) === 'one' ? t('deadline.day', { n: left.days }) : t('deadline.days', { n: left.days }),
    );
  }
  if (left.hours > 0) parts.push(t('deadline.hours', { n: left.hours }));
  if (left.days === 0 && left.minutes > 0) parts.push(t('deadline.minutes', { n: left.minutes }));
  return parts.slice(0, 2).join(', ');
}

/** How much of the offer period is left, by the server's clock, updated every half minute and at the end. */
export function useTimeLeft(end: string): TimeLeft {
  // A page the server rendered is first judged by the moment it was rendered, as the server did.
  const [left, setLeft] = useState(() => timeLeft(end, hydrationTime() ?? serverNow()));
  useEffect(() => {
    let active = true;
    const update = () => active && setLeft(timeLeft(end, serverNow()));
    update();
    // A rendered page made no API call yet whose Date header told the server's time.
    void syncServerClock().then(update);
    const timer = setInterval(update, 30_000);
    const untilEnd = Date.parse(end) - serverNow();
    // setTimeout takes at most 2^31-1 ms (about 24 days); later ends are met by the interval.
    const atEnd = untilEnd > 0 && untilEnd < 2 ** 31 - 1 ? setTimeout(update, untilEnd + 50) : undefined;
    return () => {
      active = false;
      clearInterval(timer);
      clearTimeout(atEnd);
    };
  }, [end]);
  return left;
}
