import { describe, expect, it } from 'vitest';
import { DEFAULT_TRANSLATIONS } from '#shared/translations/index.ts';
import { fillTemplate } from '#shared/localized.ts';
import { isBidderMail, mailKindLabel } from './mail-kind-label';
import type { Translate } from './i18n';

const english = new Map<string, string>(DEFAULT_TRANSLATIONS.map((entry) => [entry.key, entry.en]));
const t = ((key: string, values?: Record<string, string>) =>
  fillTemplate(english.get(key) ?? key, values ?? {})) as Translate;

describe('the kinds of mail in the outbox', () => {
  it('names each kind for what it is, a team invitation no bidder’s confirmation', () => {
    expect(mailKindLabel(t, 'offer-confirmation')).toBe('Confirmation to the bidder');
    expect(mailKindLabel(t, 'offer-notification')).toBe('Notification to you');
    expect(mailKindLabel(t, 'withdrawal-notification')).toBe('Offer withdrawn, to you');
    expect(mailKindLabel(t, 'alert-outbid')).toBe('Alert to the bidder');
    expect(mailKindLabel(t, 'account-invitation')).toBe('Invitation to the team');
    expect(mailKindLabel(t, 'bidder-message')).toBe('The team’s letter to the bidder');
    expect(mailKindLabel(t, 'document-news')).toBe('The property’s documents');
    expect(mailKindLabel(t, 'viewing-invitation')).toBe('Viewing appointment');
    expect(mailKindLabel(t, 'notary-dossier')).toBe('Dossier to the notary');
  });

  it('leads to a person page only from the mails a bidder received', () => {
    expect(['offer-confirmation', 'alert-hour-left', 'bidder-message'].map(isBidderMail)).toEqual([true, true, true]);
    expect(['offer-notification', 'withdrawal-notification', 'account-invitation'].map(isBidderMail)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
