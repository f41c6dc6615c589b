import type { TranslationEntry } from '#shared/translations/types.ts';

/**
 * The PDF receipt of an offer (src/server/receipts/offer-receipt-pdf.ts), attached to the bidder's
 * confirmation and downloaded in the admin; in the bidder's language, its legal statement also in
 * German, the binding version. Admins edit these like every other text. Labels that
 * read the same as a text elsewhere use that text's key: admin.properties.colProperty,
 * paging.pageOf, footer.email, footer.phone, mail.field.receivedAt,
 * offer.title.
 */
export const RECEIPT_TRANSLATIONS = [
  {
    key: 'receipt.title',
    category: 'offer',
    de: 'Angebotsbestätigung',
    en: 'Offer receipt',
    fr: 'Accusé de réception de l’offre',
  },
  {
    key: 'receipt.intro',
    category: 'offer',
    de: 'Wir bestätigen den Eingang des folgenden unverbindlichen Kaufangebots.',
    en: 'We confirm receipt of the following non-binding purchase offer.',
    fr: 'Nous accusons réception de l’offre d’achat sans engagement suivante.',
  },
  {
    key: 'receipt.reference',
    category: 'offer',
    de: 'Referenz',
    en: 'Reference',
    fr: 'Référence',
  },
  {
    key: 'receipt.offerId',
    category: 'offer',
    de: 'Angebotsnummer',
    en: 'Offer number',
    fr: 'Numéro de l’offre',
  },
  {
    key: 'receipt.bidder',
    category: 'offer',
    de: 'Kaufinteressent/in',
    en: 'Prospective buyer',
    fr: 'Candidat acquéreur',
  },
  {
    key: 'receipt.address',
    category: 'offer',
    de: 'Anschrift der Immobilie',
    en: 'Address of the property',
    fr: 'Adresse du bien',
  },
  {
    key: 'receipt.logEntry',
    category: 'offer',
    de: 'Eintrag im Bietprotokoll',
    en: 'Entry in the bid log',
    fr: 'Entrée du registre des offres',
  },
  {
    key: 'receipt.logEntryValue',
    category: 'offer',
    de: 'Nr. {position}, Prüfsumme (SHA-256) {hash}',
    en: 'No. {position}, checksum (SHA-256) {hash}',
    fr: 'N° {position}, somme de contrôle (SHA-256) {hash}',
  },
  {
    key: 'receipt.propertyPage',
    category: 'offer',
    de: 'Seite der Immobilie',
    en: 'Property page',
    fr: 'Page du bien',
  },
  {
    key: 'receipt.terms',
    category: 'offer',
    de: 'Angaben zum Angebot',
    en: 'Terms of the offer',
    fr: 'Conditions de l’offre',
  },
  {
    key: 'receipt.financing.ownFunds',
    category: 'offer',
    de: 'Aus Eigenmitteln',
    en: 'From own funds',
    fr: 'Sur fonds propres',
  },
  {
    key: 'receipt.financing.confirmed',
    category: 'offer',
    de: 'Finanzierungszusage liegt vor',
    en: 'Financing confirmed by the bank',
    fr: 'Accord de financement obtenu',
  },
  {
    key: 'receipt.financing.inProgress',
    category: 'offer',
    de: 'Finanzierung in Vorbereitung',
    en: 'Financing in progress',
    fr: 'Financement en cours',
  },
  {
    key: 'receipt.handoverDate',
    category: 'offer',
    de: 'Gewünschter Übergabetermin',
    en: 'Desired handover date',
    fr: 'Date de remise souhaitée',
  },
  {
    key: 'receipt.bindingPeriod',
    category: 'offer',
    de: 'Angebot gültig für',
    en: 'Offer stands for',
    fr: 'Offre valable pendant',
  },
  {
    key: 'receipt.days',
    category: 'offer',
    de: '{count} Tag|{count} Tage',
    en: '{count} day|{count} days',
    fr: '{count} jour|{count} jours',
  },
  {
    key: 'receipt.legalTitle',
    category: 'offer',
    de: 'Rechtlicher Hinweis',
    en: 'Legal notice',
    fr: 'Mention légale',
  },
  {
    key: 'receipt.legal',
    category: 'offer',
    de: 'Dieses Angebot ist unverbindlich: Es verpflichtet weder Sie noch die Verkäuferseite zum Kauf oder Verkauf. Ein Vertrag über den Kauf eines Grundstücks oder einer Eigentumswohnung wird nach §\u00a0311b Abs.\u00a01 BGB erst mit der notariellen Beurkundung wirksam und verbindlich.',
    en: 'This offer is non-binding: it commits neither you nor the seller to a purchase or sale. Under §\u00a0311b\u00a0(1) of the German Civil Code (BGB), a contract for the purchase of real property only becomes valid and binding once it has been notarised.',
    fr: 'Cette offre est sans engagement\u00a0: elle n’oblige ni vous ni le vendeur à acheter ou à vendre. Selon le §\u00a0311b, alinéa\u00a01, du Code civil allemand (BGB), un contrat d’achat portant sur un bien immobilier ne devient valable et contraignant qu’une fois passé devant notaire.',
  },
  {
    key: 'receipt.bindingVersion',
    category: 'offer',
    de: 'Maßgeblich ist die deutsche Fassung.',
    en: 'The German version is binding.',
    fr: 'Seule la version allemande fait foi.',
  },
  {
    key: 'receipt.germanVersion',
    category: 'offer',
    de: 'Deutsche Fassung (maßgeblich)',
    en: 'German version (binding)',
    fr: 'Version allemande (faisant foi)',
  },
  {
    key: 'receipt.closing',
    category: 'offer',
    de: 'Vielen Dank für Ihr Angebot. Wir melden uns persönlich bei Ihnen.',
    en: 'Thank you for your offer. We will get back to you personally.',
    fr: 'Merci pour votre offre. Nous vous recontacterons personnellement.',
  },
] as const satisfies readonly TranslationEntry[];
