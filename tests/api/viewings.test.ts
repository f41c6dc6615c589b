/**
 * Viewing appointments: the agent offers slots in Munich time, a visitor asks for a place, confirms
 * it through the mailed link and gets a calendar invitation; the place is cancelled by the visitor
 * or with the slot, and the calendar is told. Never overbooked, also when requests arrive at once.
 * Both databases, with a real SMTP peer.
 */
import { eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { viewingBookings, viewingSlots } from '#server/db/schema.ts';
import { queueViewingReminders } from '#server/viewings/viewing-reminders.ts';
import { appWithMail } from '../helpers/app-with-mail';
import { insertProperty, type PropertyRow } from '../helpers/fixtures';
import type { ReceivedMail } from '../helpers/smtp-peer';

const app = appWithMail();
const FORM_POST = { headers: { 'content-type': 'application/x-www-form-urlencoded' } };

interface Slot {
  id: string;
  startsAt: string;
  durationMinutes: number;
  capacity: number;
  placesLeft: number;
  cancelledAt: string | null;
  bookings: { email: string; status: string }[];
}

const slotsUrl = (property: PropertyRow) => `/api/admin/properties/${property.id}/viewing-slots`;

async function addSlot(property: PropertyRow, startsAt: string, capacity = 1, durationMinutes = 45): Promise<Slot> {
  const response = await app.admin.post(slotsUrl(property), { startsAt, capacity, durationMinutes });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { slots: Slot[] }).slots.find((slot) => slot.startsAt === munich(startsAt))!;
}

/** The ISO moment of a Munich wall time in these tests' two seasons. */
function munich(local: string): string {
  const summer = local >= '2027-03-28T03:00' && local < '2027-10-31T03:00';
  return new Date(`${local}:00${summer ? '+02:00' : '+01:00'}`).toISOString();
}

const book = (property: PropertyRow, slotId: string, email: string, extra: Record<string, unknown> = {}) =>
  app.t.client().post(`/api/listings/${property.slug}/viewings`, {
    slotId,
    name: 'Anna Berger',
    email,
    phone: '+49 89 1234567',
    language: 'de',
    ...extra,
  });

async function mailTo(email: string, index = 0): Promise<ReceivedMail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = app.peer.received.filter((mail) => mail.to.includes(email))[index];
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail ${index + 1} to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const keyIn = (mail: ReceivedMail, kind: 'confirm' | 'cancel') => {
  const match = new RegExp(`/viewings/${kind}/([A-Za-z0-9_-]+)\\?lang=(de|en|fr)`).exec(mail.parsed.text ?? '');
  expect(match, mail.parsed.text).not.toBeNull();
  return match![1]!;
};

/** The mail's calendar part: its method (from the MIME type) and the event as ical.js reads it. */
function calendarOf(mail: ReceivedMail) {
  const part = mail.parsed.attachments.find((attachment) => attachment.contentType === 'text/calendar');
  expect(part, 'a text/calendar part').toBeDefined();
  const contentType = part!.headers.get('content-type') as { params?: Record<string, string> } | undefined;
  const calendar = new ICAL.Component(ICAL.parse(part!.content.toString('utf8')));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { mimeMethod: contentType?.params?.method, method: calendar.getFirstPropertyValue('method'), event };
}

const publicSlots = async (property: PropertyRow) =>
  ((await app.t.client().get(`/api/listings/${property.slug}/viewings`)).json() as { slots: Slot[] }).slots;

describe('viewing slots', () => {
  it('are entered in Munich time, right on either side of the change to summer time, and refused when impossible', async () => {
    const property = await insertProperty(app.t.db);
    const winter = await addSlot(property, '2027-03-27T10:00');
    const summer = await addSlot(property, '2027-03-28T10:00', 8, 60);
    expect(winter.startsAt).toBe('2027-03-27T09:00:00.000Z');
    expect(summer).toMatchObject({
      startsAt: '2027-03-28T08:00:00.000Z',
      capacity: 8,
      durationMinutes: 60,
      placesLeft: 8,
    });

    for (const [body, message] of [
      [{ startsAt: '2027-03-28T02:30', capacity: 1, durationMinutes: 30 }, 'exists on its clocks'],
      [{ startsAt: '2020-01-10T10:00', capacity: 1, durationMinutes: 30 }, 'starts in the future'],
      [{ startsAt: '2027-04-01T10:00', capacity: 0, durationMinutes: 30 }, 'at least one person'],
      [{ startsAt: '2027-04-01T10:00', capacity: 1, durationMinutes: 500 }, 'at most 240 minutes'],
    ] as const) {
      const refused = await app.admin.post(slotsUrl(property), body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toContain(message);
    }
    expect((await publicSlots(property)).map((slot) => slot.startsAt)).toEqual([winter.startsAt, summer.startsAt]);
    expect((await app.t.client().get(slotsUrl(property))).statusCode).toBe(401);
    const unknown = '/api/admin/properties/6f1c2d3e-4b5a-4c6d-8e7f-901234567890/viewing-slots';
    expect(
      (await app.admin.post(unknown, { startsAt: '2027-04-01T10:00', capacity: 1, durationMinutes: 30 })).statusCode,
    ).toBe(404);
    expect((await app.admin.get(unknown)).statusCode).toBe(404);
  });

  it('never takes more people than there is room for, also when they ask at the same moment', async () => {
    const property = await insertProperty(app.t.db);
    const slot = await addSlot(property, '2027-05-04T17:30', 2);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) => book(property, slot.id, `gleichzeitig-${n}-${property.id}@example.de`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toContain('fully booked');
    const [held] = await app.t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(viewingBookings)
      .where(eq(viewingBookings.slotId, slot.id));
    expect(Number(held!.n)).toBe(2);
    expect((await publicSlots(property))[0]!.placesLeft).toBe(0);
  });

  it('refuses a bad request with a clear message and stores nothing', async () => {
    const property = await insertProperty(app.t.db);
    const slot = await addSlot(property, '2027-05-05T11:00', 3);
    const email = `pruefung-${property.id}@example.de`;
    expect((await book(property, slot.id, email, { phone: 'keine' })).json().message).toContain('Telefonnummer');
    expect((await book(property, slot.id, 'kein-at')).statusCode).toBe(400);
    expect((await book(property, '6f1c2d3e-4b5a-4c6d-8e7f-901234567890', email)).statusCode).toBe(404);
    expect((await publicSlots(property))[0]!.placesLeft).toBe(3);
    expect((await book(property, slot.id, email)).statusCode).toBe(201);
    const twice = await book(property, slot.id, email.toUpperCase());
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toContain('has a place in this viewing already');
  });
});

describe('a booking, by mail', () => {
  it('is confirmed through the mailed link, sends the invitation for the calendar, and is cancelled through its link', async () => {
    const property = await insertProperty(app.t.db);
    const slot = await addSlot(property, '2027-03-28T10:00', 4, 45);
    const email = `besuch-${property.id}@example.de`;
    expect((await book(property, slot.id, email)).statusCode).toBe(201);

    const request = await mailTo(email);
    expect(request.parsed.subject).toContain('Bitte bestätigen Sie Ihren Besichtigungstermin');
    expect(request.parsed.text).toContain('Sonntag, 28. März 2027 um 10:00');
    const key = keyIn(request, 'confirm');
    const visitor = app.t.client();
    const confirmPage = await visitor.get(`/viewings/confirm/${key}?lang=de`);
    expect(confirmPage.statusCode).toBe(200);
    expect(confirmPage.headers['cache-control']).toContain('no-store');
    expect(confirmPage.body).toContain('Besichtigungstermin bestätigen');
    const confirmed = await visitor.post(`/viewings/confirm/${key}?lang=de`, 'x=1', FORM_POST);
    expect(confirmed.statusCode).toBe(303);
    expect((await visitor.get(confirmed.headers.location as string)).body).toContain(
      'Ihr Besichtigungstermin ist bestätigt',
    );

    const invitation = await mailTo(email, 1);
    expect(invitation.parsed.subject).toBe(`Besichtigung am Sonntag, 28. März 2027 um 10:00: ${property.title}`);
    const sent = calendarOf(invitation);
    expect(sent.mimeMethod).toBe('REQUEST');
    expect(sent.method).toBe('REQUEST');
    expect(sent.event.startDate.toJSDate().toISOString()).toBe('2027-03-28T08:00:00.000Z');
    expect(sent.event.endDate.toJSDate().toISOString()).toBe('2027-03-28T08:45:00.000Z');
    expect(sent.event.location).toBe(property.address);
    expect(sent.event.description).toContain(`/viewings/cancel/`);
    // A second click confirms nothing more and sends nothing more.
    await visitor.post(`/viewings/confirm/${key}?lang=de`, 'x=1', FORM_POST);

    const cancelKey = keyIn(invitation, 'cancel');
    const cancelPage = await visitor.get(`/viewings/cancel/${cancelKey}?lang=en`);
    expect(cancelPage.body).toContain('Cancel your viewing');
    // Only the person's click cancels: the page sends nothing by itself.
    expect(cancelPage.body).not.toMatch(/\.submit\(\)/);
    expect((await publicSlots(property))[0]!.placesLeft).toBe(3);
    const cancelled = await visitor.post(`/viewings/cancel/${cancelKey}?lang=en`, 'x=1', FORM_POST);
    expect(cancelled.statusCode).toBe(303);
    expect((await visitor.get(cancelled.headers.location as string)).body).toContain('Your viewing is cancelled');
    expect((await publicSlots(property))[0]!.placesLeft).toBe(4);

    const receipt = await mailTo(email, 2);
    expect(receipt.parsed.subject).toContain('Besichtigung abgesagt');
    const cancellation = calendarOf(receipt);
    expect(cancellation.method).toBe('CANCEL');
    expect(cancellation.event.uid).toBe(sent.event.uid);
    expect(cancellation.event.sequence).toBeGreaterThan(sent.event.sequence);
    expect(app.peer.received.filter((mail) => mail.to.includes(email))).toHaveLength(3);
  });

  it('tells everyone confirmed when the agent cancels the slot; an unconfirmed link then opens nothing', async () => {
    const property = await insertProperty(app.t.db);
    const slot = await addSlot(property, '2027-06-10T15:00', 5);
    const [confirmedEmail, waitingEmail] = [`bestaetigt-${property.id}@example.de`, `wartet-${property.id}@example.de`];
    expect((await book(property, slot.id, confirmedEmail, { language: 'fr' })).statusCode).toBe(201);
    expect((await book(property, slot.id, waitingEmail)).statusCode).toBe(201);
    const key = keyIn(await mailTo(confirmedEmail), 'confirm');
    await app.t.client().post(`/viewings/confirm/${key}?lang=fr`, 'x=1', FORM_POST);
    await mailTo(confirmedEmail, 1);

    const listed = (await app.admin.get(slotsUrl(property))).json() as { slots: Slot[] };
    expect(listed.slots[0]!.bookings.map((booking) => [booking.email, booking.status])).toEqual([
      [confirmedEmail, 'confirmed'],
      [waitingEmail, 'requested'],
    ]);

    const cancelled = await app.admin.delete(`${slotsUrl(property)}/${slot.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((cancelled.json() as { slots: Slot[] }).slots[0]!.cancelledAt).not.toBeNull();
    const told = await mailTo(confirmedEmail, 2);
    expect(told.parsed.subject).toContain('Visite annulée');
    expect(calendarOf(told).method).toBe('CANCEL');
    expect(await publicSlots(property)).toEqual([]);

    const waitingKey = keyIn(await mailTo(waitingEmail), 'confirm');
    const late = app.t.client();
    const tried = await late.post(`/viewings/confirm/${waitingKey}?lang=de`, 'x=1', FORM_POST);
    expect((await late.get(tried.headers.location as string)).body).toContain('Dieser Link öffnet keinen Termin');
    expect((await app.admin.delete(`${slotsUrl(property)}/${slot.id}`)).statusCode).toBe(404);
  });

  it('holds a requested place for an hour only; a link followed later opens nothing once the slot filled up', async () => {
    const property = await insertProperty(app.t.db);
    const slot = await addSlot(property, '2027-07-01T09:00', 1);
    const [late, next] = [`spaet-${property.id}@example.de`, `naechste-${property.id}@example.de`];
    expect((await book(property, slot.id, late)).statusCode).toBe(201);
    expect((await book(property, slot.id, next)).statusCode).toBe(409);
    // An hour and more later (the request's time moved back, as the clock would).
    await app.t.db
      .update(viewingBookings)
      .set({ requestedAt: sql`now() - interval '61 minutes'` })
      .where(sql`lower(${viewingBookings.email}) = ${late}`);
    expect((await publicSlots(property))[0]!.placesLeft).toBe(1);
    expect((await book(property, slot.id, next)).statusCode).toBe(201);

    const key = keyIn(await mailTo(late), 'confirm');
    const visitor = app.t.client();
    const tried = await visitor.post(`/viewings/confirm/${key}?lang=de`, 'x=1', FORM_POST);
    expect((await visitor.get(tried.headers.location as string)).body).toContain('Dieser Link öffnet keinen Termin');
    const listed = (await app.admin.get(slotsUrl(property))).json() as { slots: Slot[] };
    expect(listed.slots[0]!.bookings.map((booking) => booking.status)).toEqual(['lapsed', 'requested']);
  });

  it('is in the person’s DSGVO export and goes with an erasure, freeing the place', async () => {
    const property = await insertProperty(app.t.db);
    const slot = await addSlot(property, '2027-08-02T18:00', 1);
    const email = `auskunft-${property.id}@example.de`;
    expect((await book(property, slot.id, email)).statusCode).toBe(201);
    const exported = await app.admin.get(`/api/admin/privacy/export?email=${encodeURIComponent(email.toUpperCase())}`);
    expect(exported.statusCode).toBe(200);
    expect(exported.json().viewings).toMatchObject([
      { property: { id: property.id }, name: 'Anna Berger', phone: '+49 89 1234567', status: 'requested' },
    ]);
    expect((await app.admin.post('/api/admin/privacy/erase', { email })).statusCode).toBe(200);
    const after = await app.admin.get(`/api/admin/privacy/export?email=${encodeURIComponent(email)}`);
    expect(after.json().viewings).toEqual([]);
    expect((await publicSlots(property))[0]!.placesLeft).toBe(1);
  });

  it('reminds a confirmed visitor once, the day before; one who confirmed within that day gets no reminder', async () => {
    const property = await insertProperty(app.t.db);
    const slot = await addSlot(property, '2027-09-01T16:00', 3);
    const [early, late] = [`frueh-${property.id}@example.de`, `spaet-${property.id}@example.de`];
    for (const email of [early, late]) {
      expect((await book(property, slot.id, email, { language: 'en' })).statusCode).toBe(201);
      await app.t.client().post(`/viewings/confirm/${keyIn(await mailTo(email), 'confirm')}?lang=en`, 'x=1', FORM_POST);
      await mailTo(email, 1);
    }
    // The clock moved on: the viewing is 20 hours ahead; the early visitor confirmed days ago.
    await app.t.db
      .update(viewingSlots)
      .set({ startsAt: sql`now() + interval '20 hours'` })
      .where(eq(viewingSlots.id, slot.id));
    await app.t.db
      .update(viewingBookings)
      .set({ confirmedAt: sql`now() - interval '3 days'` })
      .where(sql`lower(${viewingBookings.email}) = ${early}`);
    expect(await queueViewingReminders(app.t.db)).toBe(1);
    expect(await queueViewingReminders(app.t.db)).toBe(0);
    app.t.app.mailOutbox.poke();
    const reminder = await mailTo(early, 2);
    expect(reminder.parsed.subject).toMatch(/^Reminder: viewing tomorrow, /);
    expect(reminder.parsed.text).toContain(property.address);
    expect(reminder.parsed.text).toContain('/viewings/cancel/');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(app.peer.received.filter((mail) => mail.to.includes(late))).toHaveLength(2);
  });

  it('exports a slot’s attendee list for the agent, and the download is in the audit log', async () => {
    const property = await insertProperty(app.t.db);
    const slot = await addSlot(property, '2027-03-28T11:30', 5);
    const email = `liste-${property.id}@example.de`;
    expect((await book(property, slot.id, email, { name: 'Gustav =HYPERLINK("x")' })).statusCode).toBe(201);
    const exported = await app.admin.get(`${slotsUrl(property)}/${slot.id}/attendees`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="besichtigung-2027-03-28-1130.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Besichtigung')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Name',
      'E-Mail',
      'Telefon',
      'Sprache',
      'Stand',
      'Angefragt',
      'Bestätigt',
      'Abgesagt',
    ]);
    const row = sheet.getRow(2);
    // A formula-like name stays text.
    expect(row.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect([row.getCell(1).value, row.getCell(2).value, row.getCell(3).value, row.getCell(5).value]).toEqual([
      'Gustav =HYPERLINK("x")',
      email,
      '+49 89 1234567',
      'angefragt',
    ]);
    expect(row.getCell(7).value).toBeNull();
    expect(
      (await app.admin.get(`${slotsUrl(property)}/6f1c2d3e-4b5a-4c6d-8e7f-901234567890/attendees`)).statusCode,
    ).toBe(404);
    const audit = await app.admin.get('/api/admin/audit?action=exportViewingAttendees');
    expect(JSON.stringify(audit.json())).toContain(slot.id);
  });
});
