/**
 * What tests of the team's dealings with bidders do again and again: a bidder places an offer in
 * their language (so their confirmation, and every later letter, is in it), and a mail with a given
 * subject arrives at the SMTP peer.
 */
import { expect } from 'vitest';
import type { AppWithMail } from './app-with-mail';
import { VALID_OFFER, type PropertyRow } from './fixtures';
import type { ReceivedMail } from './smtp-peer';

export interface Bidder {
  email: string;
  language: 'de' | 'en' | 'fr';
  amount: string;
  firstName?: string;
  lastName?: string;
}

export function bidderSteps(app: AppWithMail) {
  return {
    /** Places the bidder's offer through the public API; answers the offer's id. */
    async placeOffer(property: PropertyRow, bidder: Bidder): Promise<string> {
      const placed = await app.t.client().post(`/api/properties/${property.id}/bids`, {
        ...VALID_OFFER,
        ...(bidder.firstName ? { firstName: bidder.firstName } : {}),
        ...(bidder.lastName ? { lastName: bidder.lastName } : {}),
        email: bidder.email,
        bidAmount: bidder.amount,
        language: bidder.language,
      });
      expect(placed.statusCode, placed.body).toBe(201);
      return placed.json<{ id: string }>().id;
    },

    /** The first mail to `email` whose subject matches, waited for up to 20 s. */
    async mailTo(email: string, subject: RegExp): Promise<ReceivedMail> {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const found = app.peer.received.find(
          (mail) => mail.to.includes(email) && subject.test(mail.parsed.subject ?? ''),
        );
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail ${subject} to ${email}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}
