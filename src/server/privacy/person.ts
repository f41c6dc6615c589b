import type { exportPersonalData } from './personal-data';

type PersonalData = Awaited<ReturnType<typeof exportPersonalData>>;

/** Each value once, in the order given (the newest first). */
const distinct = (values: string[]) => [...new Set(values.filter((value) => value.trim() !== ''))];

/**
 * One person for the team's screen (decision 0120), from the same data the DSGVO export hands out:
 * the newest offer first, the names and phone numbers they gave, whether an address link confirmed
 * them, their alerts and every mail sent about their offers.
 */
export function personOf(email: string, data: PersonalData) {
  const newestFirst = [...data.offers].reverse();
  return {
    email: newestFirst[0]?.email ?? email.trim(),
    names: distinct(newestFirst.map((offer) => `${offer.firstName} ${offer.lastName}`)),
    phones: distinct(newestFirst.map((offer) => offer.phone)),
    verified: data.offers.some((offer) => offer.verifiedAt !== null),
    offers: newestFirst.map((offer) => ({
      id: offer.id,
      property: { id: offer.property.id, title: offer.property.title },
      bidAmount: offer.bidAmount,
      status: offer.status,
      note: offer.note,
      isFavorite: offer.isFavorite,
      createdAt: offer.createdAt,
      verifiedAt: offer.verifiedAt,
      withdrawnAt: offer.withdrawnAt,
      consentedAt: offer.consent?.consentedAt ?? null,
      privacyVersion: offer.consent?.privacyVersion ?? null,
    })),
    alerts: data.alerts.map((alert) => ({ property: alert.property, createdAt: alert.createdAt })),
    mails: newestFirst
      .flatMap((offer) => offer.mails)
      .map((mail) => ({ kind: mail.kind, status: mail.status, createdAt: mail.createdAt, sentAt: mail.sentAt }))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()),
    feedback: data.accessibilityFeedback.length,
    documents: data.documentAccess.length,
  };
}
