import { useEffect, useEffectEvent, useState } from 'react';
import type { Language } from '#shared/languages.ts';
import type { Translate } from './i18n';
import { plural } from './plural';
import { hydrationTime } from './hydration';
import { serverNow, syncServerClock } from './server-clock';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** From here on the countdown names seconds, and moves every second. */
const LAST_MINUTES = 10 * MINUTE;

export type TimeLeft =
  { closed: true } | { closed: false; days: number; hours: number; minutes: number; seconds: number | null };

/**
 * What is left until the end of the offer period: in the last ten minutes to the second (seconds
 * not null), before that in whole minutes, rounded up.
 */
export function timeLeft(end: string, now: number): TimeLeft {
  const left = Date.parse(end) - now;
  if (!(left > 0)) return { closed: true };
  const bySecond = left < LAST_MINUTES;
  // Seconds in the last ten minutes, else minutes; either rounded up.
  const units = Math.ceil(left / (bySecond ? SECOND : MINUTE));
  const minutesLeft = bySecond ? Math.floor(units / 60) : units;
  return {
    closed: false,
    days: Math.floor(minutesLeft / (DAY / MINUTE)),
    hours: Math.floor((minutesLeft % (DAY / MINUTE)) / 60),
    minutes: minutesLeft % 60,
    seconds: bySecond ? units % 60 : null,
  };
}

/**
 * "3 Tagen, 4 Std." / "3 days, 4 h" / "5 Std., 12 Min." / "9 Min., 5 Sek.": the two largest units
 * that are not zero.
 */
export function timeLeftText(left: Extract<TimeLeft, { closed: false }>, t: Translate, language: Language) {
  const parts: string[] = [];
  if (left.days > 0) parts.push(plural(t, language, 'deadline.days', left.days, { n: left.days }));
  if (left.hours > 0) parts.push(t('deadline.hours', { n: left.hours }));
  if (left.days === 0 && left.minutes > 0) parts.push(t('deadline.minutes', { n: left.minutes }));
  if (left.seconds) parts.push(t('deadline.seconds', { n: left.seconds }));
  return parts.slice(0, 2).join(', ');
}

/**
 * Calls `onTick` with the server's time now, every half minute (with `bySecond` every second: the
 * countdown names seconds at the end) and at the end of the offer period. A rendered page made no
 * API call yet whose Date header told the server's time: the clock is learnt first, and `onTick`
 * runs again then.
 */
function useDeadlineTicks(end: string, onTick: (now: number) => void, bySecond = false): void {
  const tick = useEffectEvent(onTick);
  useEffect(() => {
    let active = true;
    const update = () => active && tick(serverNow());
    update();
    void syncServerClock().then(update);
    const timer = setInterval(update, bySecond ? SECOND : 30_000);
    const untilEnd = Date.parse(end) - serverNow();
    // setTimeout takes at most 2^31-1 ms (about 24 days); later ends are met by the interval.
    const atEnd = untilEnd > 0 && untilEnd < 2 ** 31 - 1 ? setTimeout(update, untilEnd + 50) : undefined;
    return () => {
      active = false;
      clearInterval(timer);
      clearTimeout(atEnd);
    };
  }, [end, bySecond]);
}

/** What a page the server rendered is first judged by: the moment it was rendered, as the server did. */
const startingTime = () => hydrationTime() ?? serverNow();

function sameTimeLeft(a: TimeLeft, b: TimeLeft): boolean {
  if (a.closed || b.closed) return a.closed === b.closed;
  return a.days === b.days && a.hours === b.hours && a.minutes === b.minutes && a.seconds === b.seconds;
}

/**
 * How much of the offer period is left, by the server's clock, checked every second (what it says
 * changes every minute, every second in the last ten) and at the end.
 */
export function useTimeLeft(end: string): TimeLeft {
  const [left, setLeft] = useState(() => timeLeft(end, startingTime()));
  useDeadlineTicks(
    end,
    (now) => {
      const next = timeLeft(end, now);
      setLeft((previous) => (sameTimeLeft(previous, next) ? previous : next));
    },
    true,
  );
  return left;
}

/**
 * Whether the offer period has ended, by the server's clock. Changes once, at the end: a component
 * that only needs this does not render again every minute.
 */
export function useOfferPeriodClosed(end: string): boolean {
  const [closed, setClosed] = useState(() => timeLeft(end, startingTime()).closed);
  useDeadlineTicks(end, (now) => setClosed(timeLeft(end, now).closed));
  return closed;
}
