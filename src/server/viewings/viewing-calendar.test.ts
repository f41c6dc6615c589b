import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { munichLocalToUtc } from '#shared/viewings/munich-time.ts';
import { viewingCalendar, type ViewingEvent } from './viewing-calendar';

const event = (local: string, change: Partial<ViewingEvent> = {}): ViewingEvent => {
  const start = munichLocalToUtc(local)!;
  return {
    method: 'REQUEST',
    uid: 'b1c2@angebote.example.de',
    sequence: 0,
    start,
    end: new Date(start.getTime() + 45 * 60_000),
    stamp: new Date('2027-03-01T12:00:00Z'),
    summary: 'Besichtigung: Altbauwohnung, Schwabing; 3 Zimmer',
    location: 'Franz-Joseph-Straße 27, 80801 München',
    description: 'Absagen oder verschieben: https://angebote.example.de/viewings/manage/abc\nBis bald!',
    url: 'https://angebote.example.de/immobilien/altbau',
    organizer: { name: 'Isarwert Immobilien', email: 'angebote@example.de' },
    attendee: { name: 'Anna "Anni" Berger', email: 'anna@example.de' },
    ...change,
  };
};

/** The event as a well-kept parser reads it. */
function parsed(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, parsedEvent: new ICAL.Event(vevent) };
}

describe('viewingCalendar', () => {
  it('puts the viewing at the right moment on either side of the change to summer time', () => {
    const before = parsed(viewingCalendar(event('2027-03-27T10:00'))).parsedEvent;
    const after = parsed(viewingCalendar(event('2027-03-28T10:00'))).parsedEvent;
    expect(before.startDate.toJSDate().toISOString()).toBe('2027-03-27T09:00:00.000Z');
    expect(after.startDate.toJSDate().toISOString()).toBe('2027-03-28T08:00:00.000Z');
    expect(after.endDate.toJSDate().toISOString()).toBe('2027-03-28T08:45:00.000Z');
    expect(after.startDate.zone.tzid).toBe('UTC');
  });

  it('is an invitation with the address, the link and the people, its texts kept whole', () => {
    const ics = viewingCalendar(event('2027-05-04T17:30'));
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const { calendar, vevent, parsedEvent } = parsed(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(parsedEvent.uid).toBe('b1c2@angebote.example.de');
    expect(parsedEvent.sequence).toBe(0);
    expect(parsedEvent.summary).toBe('Besichtigung: Altbauwohnung, Schwabing; 3 Zimmer');
    expect(parsedEvent.location).toBe('Franz-Joseph-Straße 27, 80801 München');
    expect(parsedEvent.description).toContain('https://angebote.example.de/viewings/manage/abc\nBis bald!');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(vevent.getFirstPropertyValue('organizer')).toBe('mailto:angebote@example.de');
    const attendee = vevent.getFirstProperty('attendee')!;
    expect(attendee.getFirstValue()).toBe('mailto:anna@example.de');
    expect(attendee.getParameter('cn')).toBe('Anna Anni Berger');
  });

  it('cancels the same event with a higher sequence', () => {
    const { calendar, vevent, parsedEvent } = parsed(
      viewingCalendar(event('2027-05-04T17:30', { method: 'CANCEL', sequence: 1 })),
    );
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(parsedEvent.uid).toBe('b1c2@angebote.example.de');
    expect(parsedEvent.sequence).toBe(1);
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });
});
