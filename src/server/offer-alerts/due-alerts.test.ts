import { describe, expect, it } from 'vitest';
import { dueAlerts, markersAtStart, type AlertSituation } from './due-alerts';

const END = new Date('2026-12-10T17:00:00Z');
const at = (iso: string) => new Date(iso);
const open = (overrides: Partial<AlertSituation> = {}): AlertSituation => ({
  isActive: true,
  closed: false,
  mode: 'open',
  endsAt: END,
  publicHighest: '900000.00',
  ownHighest: '900000.00',
  ...overrides,
});

describe('the alerts due for one bidder', () => {
  it('starts with nothing due: what is already so when alerts are switched on is not news', () => {
    const now = at('2026-12-10T16:30:00Z');
    const situation = open({ publicHighest: '950000.00' });
    const markers = markersAtStart(situation, now);
    expect(markers).toEqual({ outbidFor: '900000.00', endKnown: END, hourNoticeFor: END, endNoticeFor: null });
    expect(dueAlerts(markers, situation, now).kinds).toEqual([]);
  });

  it('tells of being outbid once per own highest offer, again after a raise is outbid, never in the sealed procedure', () => {
    const now = at('2026-12-01T10:00:00Z');
    let markers = markersAtStart(open(), now);
    const outbid = open({ publicHighest: '950000.00' });
    let due = dueAlerts(markers, outbid, now);
    expect(due.kinds).toEqual(['alert-outbid']);
    markers = due.next;
    // A still higher offer from someone else: they already know they are not ahead.
    expect(dueAlerts(markers, open({ publicHighest: '990000.00' }), now).kinds).toEqual([]);
    // They raise to 1,000,000 and lead; then 1,010,000 arrives.
    due = dueAlerts(markers, open({ publicHighest: '1000000.00', ownHighest: '1000000.00' }), now);
    expect(due.kinds).toEqual([]);
    due = dueAlerts(due.next, open({ publicHighest: '1010000.00', ownHighest: '1000000.00' }), now);
    expect(due.kinds).toEqual(['alert-outbid']);
    expect(dueAlerts(markersAtStart(open(), now), open({ mode: 'sealed', publicHighest: null }), now).kinds).toEqual(
      [],
    );
  });

  it('tells of a moved end once, and lets that stand for the hour’s alert when the new end is within the hour', () => {
    const start = markersAtStart(open(), at('2026-12-01T10:00:00Z'));
    const later = new Date('2026-12-11T17:00:00Z');
    const moved = dueAlerts(start, open({ endsAt: later }), at('2026-12-02T10:00:00Z'));
    expect(moved.kinds).toEqual(['alert-end-moved']);
    expect(dueAlerts(moved.next, open({ endsAt: later }), at('2026-12-02T10:01:00Z')).kinds).toEqual([]);

    // An extension in the last minutes: one mail, not two.
    const extended = new Date(END.getTime() + 5 * 60_000);
    const close = dueAlerts(start, open({ endsAt: extended }), at('2026-12-10T16:58:00Z'));
    expect(close.kinds).toEqual(['alert-end-moved']);
    expect(dueAlerts(close.next, open({ endsAt: extended }), at('2026-12-10T17:01:00Z')).kinds).toEqual([]);
  });

  it('says one hour before the end once, and the end once, with nothing else after it', () => {
    const start = markersAtStart(open(), at('2026-12-01T10:00:00Z'));
    expect(dueAlerts(start, open(), at('2026-12-10T15:59:59Z')).kinds).toEqual([]);
    const hour = dueAlerts(start, open(), at('2026-12-10T16:00:00Z'));
    expect(hour.kinds).toEqual(['alert-hour-left']);
    expect(dueAlerts(hour.next, open(), at('2026-12-10T16:30:00Z')).kinds).toEqual([]);
    const ended = dueAlerts(hour.next, open({ publicHighest: '990000.00' }), at('2026-12-10T17:00:00Z'));
    expect(ended.kinds).toEqual(['alert-ended']);
    expect(dueAlerts(ended.next, open({ publicHighest: '999000.00' }), at('2026-12-10T18:00:00Z')).kinds).toEqual([]);
  });

  it('sends nothing to a bidder whose offers are all withdrawn, and picks up again when they offer anew', () => {
    const start = markersAtStart(open(), at('2026-12-01T10:00:00Z'));
    const withdrawn = open({ ownHighest: null, publicHighest: '950000.00' });
    const later = new Date('2026-12-11T17:00:00Z');
    expect(dueAlerts(start, withdrawn, at('2026-12-10T16:30:00Z')).kinds).toEqual([]);
    expect(dueAlerts(start, { ...withdrawn, endsAt: later }, at('2026-12-02T10:00:00Z')).kinds).toEqual([]);
    expect(dueAlerts(start, withdrawn, at('2026-12-10T17:30:00Z'))).toEqual({ kinds: [], next: start });
    // A new offer of 940,000 under a highest of 950,000: outbid is news again.
    expect(
      dueAlerts(start, open({ ownHighest: '940000.00', publicHighest: '950000.00' }), at('2026-12-05T10:00:00Z')).kinds,
    ).toEqual(['alert-outbid']);
  });

  it('sends nothing for a property taken offline', () => {
    const start = markersAtStart(open(), at('2026-12-01T10:00:00Z'));
    expect(dueAlerts(start, open({ isActive: false }), at('2026-12-10T18:00:00Z')).kinds).toEqual([]);
  });

  it('sends nothing once the property is awarded or in a final round: no hour left, no end, no outbid', () => {
    const start = markersAtStart(open(), at('2026-12-01T10:00:00Z'));
    const closed = open({ closed: true });
    expect(dueAlerts(start, closed, at('2026-12-10T16:30:00Z'))).toEqual({ kinds: [], next: start });
    expect(dueAlerts(start, closed, at('2026-12-10T17:30:00Z'))).toEqual({ kinds: [], next: start });
    expect(
      dueAlerts(start, { ...closed, endsAt: new Date('2026-12-12T17:00:00Z') }, at('2026-12-02T10:00:00Z')).kinds,
    ).toEqual([]);
    expect(dueAlerts(start, { ...closed, publicHighest: '990000.00' }, at('2026-12-05T10:00:00Z')).kinds).toEqual([]);
    // The same moments while the procedure runs: the alerts would go out.
    expect(dueAlerts(start, open(), at('2026-12-10T16:30:00Z')).kinds).toEqual(['alert-hour-left']);
    expect(dueAlerts(start, open({ publicHighest: '990000.00' }), at('2026-12-05T10:00:00Z')).kinds).toEqual([
      'alert-outbid',
    ]);
  });
});
