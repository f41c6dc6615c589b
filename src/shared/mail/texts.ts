import type { TranslationEntry } from '#shared/translations/types.ts';

/**
 * The e-mails about an offer (src/server/mail/offer-mails.ts): the bidder's confirmation in the
 * language of the form, the agent's notification in NOTIFY_LANGUAGE. Admins edit them like every
 * other text; placeholders in braces are filled in when a mail is sent. Labels that read the same
 * as a text elsewhere use that text's key (one text, one key): nav.offer, offer.title,
 * footer.email, footer.phone, admin.properties.colProperty, admin.property.contactName.
 */
export const MAIL_TRANSLATIONS = [
  {
    key: 'mail.confirmation.subject',
    category: 'offer',
    de: 'Ihr Angebot für {property}',
    en: 'Your offer for {property}',
    fr: 'Votre offre pour {property}',
  },
  {
    key: 'mail.confirmation.greeting',
    category: 'offer',
    de: 'Guten Tag {name},',
    en: 'Dear {name},',
    fr: 'Bonjour {name},',
  },
  {
    key: 'mail.confirmation.intro',
    category: 'offer',
    de: 'vielen Dank für Ihr Angebot. Wir haben es erhalten und melden uns persönlich bei Ihnen.',
    en: 'thank you for your offer. We have received it and will get back to you personally.',
    fr: 'merci pour votre offre. Nous l’avons bien reçue et vous recontacterons personnellement.',
  },
  {
    key: 'mail.confirmation.nonBinding',
    category: 'offer',
    de: 'Ihr Angebot ist unverbindlich: Es verpflichtet weder Sie noch die Verkäuferseite zum Kauf oder Verkauf.',
    en: 'Your offer is non-binding: it commits neither you nor the seller to a purchase or sale.',
    fr: 'Votre offre est sans engagement : elle n’oblige ni vous ni le vendeur à acheter ou à vendre.',
  },
  {
    key: 'mail.confirmation.checkLog',
    category: 'offer',
    de: 'Ob Ihr Angebot unverändert im Bietprotokoll steht, prüfen Sie jederzeit mit der angehängten Bestätigung hier:',
    en: 'You can check at any time, with the attached receipt, that your offer stands unchanged in the bid log:',
    fr: 'Vous pouvez vérifier à tout moment, avec l’accusé de réception joint, que votre offre figure inchangée dans le registre des offres :',
  },
  {
    key: 'mail.confirmation.propertyPage',
    category: 'offer',
    de: 'Die Immobilie und den Stand des Verfahrens finden Sie jederzeit hier:',
    en: 'You can find the property and where the procedure stands here at any time:',
    fr: 'Vous trouverez le bien et l’état de la procédure ici à tout moment :',
  },
  {
    key: 'mail.confirmation.myOffers',
    category: 'offer',
    de: 'Ihre Angebote für diese Immobilie und ihre Bestätigungen finden Sie auf Ihrer persönlichen Seite (bitte nicht weitergeben):',
    en: 'Your offers for this property and their receipts are on your personal page (please do not share it):',
    fr: 'Vos offres pour ce bien et leurs accusés de réception se trouvent sur votre page personnelle (merci de ne pas la partager) :',
  },
  {
    key: 'mail.confirmation.privacy',
    category: 'offer',
    de: 'Wie wir Ihre Angaben verarbeiten, lesen Sie in unserer Datenschutzerklärung:',
    en: 'How we process your details is set out in our privacy policy:',
    fr: 'La manière dont nous traitons vos données est décrite dans notre politique de confidentialité :',
  },
  {
    key: 'mail.confirmation.privacyLink',
    category: 'offer',
    de: 'Datenschutzerklärung',
    en: 'Privacy policy',
    fr: 'Politique de confidentialité',
  },
  {
    key: 'mail.confirmation.closing',
    category: 'offer',
    de: 'Mit freundlichen Grüßen',
    en: 'Kind regards',
    fr: 'Cordialement',
  },
  {
    key: 'mail.notification.subject',
    category: 'offer',
    de: 'Neues Angebot: {amount} für {property}',
    en: 'New offer: {amount} for {property}',
    fr: 'Nouvelle offre : {amount} pour {property}',
  },
  {
    key: 'mail.notification.intro',
    category: 'offer',
    de: 'Für {property} ist ein neues Angebot eingegangen.',
    en: 'A new offer has arrived for {property}.',
    fr: 'Une nouvelle offre est arrivée pour {property}.',
  },
  {
    key: 'mail.notification.link',
    category: 'offer',
    de: 'Alle Angebote im Admin-Bereich',
    en: 'All offers in the admin area',
    fr: 'Toutes les offres dans l’espace d’administration',
  },
  {
    key: 'mail.withdrawal.subject',
    category: 'offer',
    de: 'Angebot zurückgezogen: {amount} für {property}',
    en: 'Offer withdrawn: {amount} for {property}',
    fr: 'Offre retirée : {amount} pour {property}',
  },
  {
    key: 'mail.withdrawal.intro',
    category: 'offer',
    de: 'Ein Bieter hat sein Angebot für {property} zurückgezogen. Es bleibt im Bietprotokoll vermerkt, zählt aber nicht mehr.',
    en: 'A bidder has withdrawn their offer for {property}. It stays on record in the bid log but no longer counts.',
    fr: 'Un enchérisseur a retiré son offre pour {property}. Elle reste consignée dans le registre des offres, mais ne compte plus.',
  },
  { key: 'mail.field.receivedAt', category: 'offer', de: 'Eingegangen am', en: 'Received on', fr: 'Reçue le' },
  {
    key: 'mail.field.language',
    category: 'offer',
    de: 'Sprache des Formulars',
    en: 'Language of the form',
    fr: 'Langue du formulaire',
  },
] as const satisfies readonly TranslationEntry[];
