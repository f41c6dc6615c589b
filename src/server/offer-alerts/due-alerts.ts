import { HOUR_LEFT_MS, type AlertKind } from '#shared/offer-alerts/alert-kinds.ts';

/** What an alert row remembers it told (offer_alerts' markers). */
export interface AlertMarkers {
  /** The bidder's own highest offer when they were last told they were outbid. */
  outbidFor: string | null;
  /** The end the bidder knows. */
  endKnown: Date;
  /** The end whose "one hour left" alert went out. */
  hourNoticeFor: Date | null;
  /** The end whose "the period has ended" alert went out. */
  endNoticeFor: Date | null;
}

/** The procedure as it stands, seen from one bidder. */
export interface AlertSituation {
  isActive: boolean;
  /**
   * Awarded (decision 0136) or in a best-and-final round (decision 0137): the offer period's end no
   * longer decides anything, and the award's and the round's own letters tell the bidders.
   */
  closed: boolean;
  mode: 'sealed' | 'open';
  endsAt: Date;
  /** The highest offer every visitor may see (open procedure), decimal string; null without one. */
  publicHighest: string | null;
  /** The bidder's own highest offer that still stands; null when all are withdrawn. */
  ownHighest: string | null;
}

const sameTime = (a: Date | null, b: Date | null) =>
  a === null ? b === null : b !== null && a.getTime() === b.getTime();

function isOutbid(situation: AlertSituation): boolean {
  const { mode, publicHighest, ownHighest } = situation;
  return mode === 'open' && publicHighest !== null && ownHighest !== null && Number(publicHighest) > Number(ownHighest);
}

/**
 * The markers of a bidder who switches alerts on now: what is already so is not news. An end
 * within the hour, a period already over, or an offer already outbid is taken as told.
 */
export function markersAtStart(situation: AlertSituation, now: Date): AlertMarkers {
  const { endsAt } = situation;
  const ended = now.getTime() >= endsAt.getTime();
  return {
    outbidFor: isOutbid(situation) ? situation.ownHighest : null,
    endKnown: endsAt,
    hourNoticeFor: now.getTime() >= endsAt.getTime() - HOUR_LEFT_MS ? endsAt : null,
    endNoticeFor: ended ? endsAt : null,
  };
}

/**
 * Which alerts are due for one bidder now, and the markers once they are sent (decision 0115):
 * - the end: once per end, and then nothing else about that end;
 * - the end moved (an extension or the agent's change): once per new end, which also stands for
 *   the hour's alert when the new end is within the hour;
 * - one hour left: once per end;
 * - outbid (open procedure): when the highest offer others see is above the bidder's own highest,
 *   once per own highest — raising and being outbid again is news again.
 * A property taken offline gets no alerts, nor does a bidder whose offers on it are all withdrawn:
 * they left the procedure. Their markers stay as they were, so offering again picks up from there.
 * Nor does an awarded property or one in a final round: "one hour left" would invite offers that
 * are no longer taken.
 */
export function dueAlerts(
  markers: AlertMarkers,
  situation: AlertSituation,
  now: Date,
): { kinds: AlertKind[]; next: AlertMarkers } {
  const kinds: AlertKind[] = [];
  const next = { ...markers };
  if (!situation.isActive || situation.closed || situation.ownHighest === null) return { kinds, next };
  const { endsAt } = situation;
  if (now.getTime() >= endsAt.getTime()) {
    if (!sameTime(markers.endNoticeFor, endsAt)) {
      kinds.push('alert-ended');
      Object.assign(next, { endNoticeFor: endsAt, endKnown: endsAt, hourNoticeFor: endsAt });
    }
    return { kinds, next };
  }
  const withinTheHour = now.getTime() >= endsAt.getTime() - HOUR_LEFT_MS;
  if (!sameTime(markers.endKnown, endsAt)) {
    kinds.push('alert-end-moved');
    next.endKnown = endsAt;
    if (withinTheHour) next.hourNoticeFor = endsAt;
  } else if (withinTheHour && !sameTime(markers.hourNoticeFor, endsAt)) {
    kinds.push('alert-hour-left');
    next.hourNoticeFor = endsAt;
  }
  if (isOutbid(situation) && markers.outbidFor !== situation.ownHighest) {
    kinds.push('alert-outbid');
    next.outbidFor = situation.ownHighest;
  }
  return { kinds, next };
}
