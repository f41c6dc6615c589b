import { describe, expect, it } from 'vitest';
import { defaultTranslationMap, type TranslationKey } from '#shared/translations/index.ts';
import { fillTemplate } from '#shared/localized.ts';
import type { Language } from '#shared/languages.ts';
import { MAIL_KINDS } from './mail-kinds';
import { renderOfferMail, type OfferMailSubject } from './offer-mails';

const textsOf = (language: Language) => (key: TranslationKey, values?: Record<string, string>) =>
  fillTemplate(defaultTranslationMap(language)[key] ?? key, values ?? {});

const HOSTILE = '<img src=x onerror=alert(1)>';
const OFFER: OfferMailSubject = {
  id: '6f1c2d3e-4b5a-4c6d-8e7f-901234567890',
  firstName: HOSTILE,
  lastName: 'Huber & Söhne',
  email: 'max@example.de',
  phone: '+49 89 123456',
  bidAmount: '480000.00',
  createdAt: new Date('2026-07-01T10:30:00Z'),
  formLanguage: 'fr',
  terms: null,
  property: {
    slug: 'wohnung-am-platz',
    title: 'Wohnung "am Platz"',
    titleEn: null,
    titleFr: null,
    address: 'Gärtnerplatz 1, 80469 München',
  },
};

describe('renderOfferMail', () => {
  it('escapes what people typed in the HTML part and keeps it as typed in the text part', () => {
    for (const kind of [MAIL_KINDS.offerConfirmation, MAIL_KINDS.offerNotification]) {
      const mail = renderOfferMail(kind, 'de', OFFER, textsOf('de'), 'https://angebote.example.de');
      expect(mail.html).not.toContain('<img');
      expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(mail.html).toContain('Huber &amp; Söhne');
      expect(mail.text).toContain(`${HOSTILE} Huber & Söhne`);
    }
  });

  it('gives the time in Munich, summer time included, and the property in the German base text without a translation', () => {
    const mail = renderOfferMail(MAIL_KINDS.offerConfirmation, 'en', OFFER, textsOf('en'), 'https://a.example.de');
    expect(mail.text).toContain('Received on: 1 July 2026 at 12:30 CEST');
    expect(mail.subject).toBe('Your offer for Wohnung "am Platz"');
  });

  it("links the property's own page in the bidder's language", () => {
    const mail = renderOfferMail(MAIL_KINDS.offerConfirmation, 'en', OFFER, textsOf('en'), 'https://a.example.de');
    expect(mail.text).toContain(
      'You can find the property and where the procedure stands here at any time: https://a.example.de/immobilien/wohnung-am-platz?lang=en',
    );
    expect(mail.html).toContain('href="https://a.example.de/immobilien/wohnung-am-platz?lang=en"');
  });

  it('writes French labels with the space French puts before a colon', () => {
    const mail = renderOfferMail(MAIL_KINDS.offerConfirmation, 'fr', OFFER, textsOf('fr'), 'https://a.example.de');
    expect(mail.text).toContain('Votre offre\u00a0: 480\u202f000,00\u00a0€');
  });

  it('tells the agent the language the bidder used, and links the e-mail address and phone number', () => {
    const mail = renderOfferMail(MAIL_KINDS.offerNotification, 'de', OFFER, textsOf('de'), 'https://a.example.de');
    expect(mail.text).toContain('Sprache des Formulars: Français');
    expect(mail.text).toContain('Alle Angebote im Admin-Bereich: https://a.example.de/admin?tab=offers');
    expect(mail.html).toContain('href="mailto:max@example.de"');
    expect(mail.html).toContain('href="tel:+4989123456"');
  });
});
