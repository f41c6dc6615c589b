/**
 * The agency's mail is no megaphone: one address gets at most three confirmations a day, however
 * many offers name it (in any case of letters, one after another or at once), and every offer is
 * stored all the same; the agent is told of each.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, offers } from '#server/db/schema.ts';
import { insertProperty, VALID_OFFER, type PropertyRow } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let property: PropertyRow;

beforeAll(async () => {
  t = await createTestApp({ mail: { notify: ['makler@example.de'], notifyLanguage: 'de' } });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(offers);
  property = await insertProperty(t.db);
  t.wroteBehindTheApp();
});

const offer = (email: string, amount: number) =>
  t.client().post(`/api/properties/${property.id}/bids`, { ...VALID_OFFER, email, bidAmount: `${amount}.00` });

/** Mails of a kind that will go out (to an address, any case): waiting, not held back. */
async function outboxCount(kind: string, recipients?: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, kind),
        eq(mailOutbox.status, 'waiting'),
        recipients ? sql`lower(${mailOutbox.recipients}) = ${recipients}` : undefined,
      ),
    );
  return row!.n;
}

describe('confirmation mails per address', () => {
  it('three a day to one address, one offer after another; every offer stored and told to the agent', async () => {
    const emails = ['opfer@example.de', 'Opfer@Example.de', 'OPFER@example.de', 'opfer@EXAMPLE.de', 'opfer@example.de'];
    for (const [i, email] of emails.entries()) expect((await offer(email, 900_000 + i * 10_000)).statusCode).toBe(201);
    const [stored] = await t.db.select({ n: count() }).from(offers);
    expect(stored!.n).toBe(5);
    expect(await outboxCount('offer-confirmation', 'opfer@example.de')).toBe(3);
    expect(await outboxCount('offer-notification')).toBe(5);
    // The others are kept as not sent, with the reason and the bidder's language, for the admin.
    const held = await t.db
      .select({ status: mailOutbox.status, lastError: mailOutbox.lastError, language: mailOutbox.language })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'offer-confirmation'), eq(mailOutbox.status, 'failed')));
    expect(held).toEqual(
      Array(2).fill({
        status: 'failed',
        lastError: 'Not sent: this address already had 3 confirmations within a day',
        language: 'de',
      }),
    );
    // Another address is not affected.
    expect((await offer('jemand@example.de', 990_000)).statusCode).toBe(201);
    expect(await outboxCount('offer-confirmation', 'jemand@example.de')).toBe(1);
  });

  it('three also when the offers arrive at once and are stored together', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => offer('zugleich@example.de', 900_000 + i * 10_000)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(201));
    expect(await outboxCount('offer-confirmation', 'zugleich@example.de')).toBe(3);
  });

  it('counts a day: confirmations older than that no longer count', async () => {
    for (let i = 0; i < 3; i++) expect((await offer('gestern@example.de', 900_000 + i * 10_000)).statusCode).toBe(201);
    await t.db
      .update(mailOutbox)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(sql`lower(${mailOutbox.recipients}) = 'gestern@example.de'`);
    expect((await offer('gestern@example.de', 990_000)).statusCode).toBe(201);
    // The three of yesterday still wait (no mail server in the test), and today's one with them.
    expect(await outboxCount('offer-confirmation', 'gestern@example.de')).toBe(4);
  });
});
