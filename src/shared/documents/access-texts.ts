import type { TranslationEntry } from '#shared/translations/types.ts';

/**
 * The gate in front of a property's documents "after accepting the terms": the form on the
 * property's page and its messages. They come with the documents' chunk in all three languages,
 * so the rendered pages do not carry them (server/site/public-texts.ts).
 */
export const DOCUMENT_ACCESS_TRANSLATIONS = [
  {
    key: 'documentAccess.locked',
    category: 'ui',
    de: 'nach Annahme der Bedingungen',
    en: 'after accepting the terms',
    fr: 'après acceptation des conditions',
  },
  {
    key: 'documentAccess.title',
    category: 'ui',
    de: 'Weitere Unterlagen öffnen',
    en: 'Open further documents',
    fr: 'Ouvrir d’autres documents',
  },
  {
    key: 'documentAccess.intro',
    category: 'ui',
    de: 'Einige Unterlagen geben wir frei, wenn Sie die Bedingungen annehmen. Wir senden Ihnen dafür einen Link an Ihre E-Mail-Adresse; er öffnet die Unterlagen auf dem Gerät, auf dem Sie ihn öffnen.',
    en: 'Some documents open once you accept the terms. We send a link to your e-mail address; it opens the documents on the device where you open it.',
    fr: 'Certains documents s’ouvrent une fois les conditions acceptées. Nous envoyons un lien à votre adresse e-mail ; il ouvre les documents sur l’appareil où vous l’ouvrez.',
  },
  {
    key: 'documentAccess.start',
    category: 'action',
    de: 'Zugang anfordern',
    en: 'Request access',
    fr: 'Demander l’accès',
  },
  { key: 'documentAccess.name', category: 'ui', de: 'Ihr Name', en: 'Your name', fr: 'Votre nom' },
  {
    key: 'documentAccess.email',
    category: 'ui',
    de: 'Ihre E-Mail-Adresse',
    en: 'Your e-mail address',
    fr: 'Votre adresse e-mail',
  },
  { key: 'documentAccess.terms', category: 'ui', de: 'Bedingungen', en: 'Terms', fr: 'Conditions' },
  {
    key: 'documentAccess.accept',
    category: 'ui',
    de: 'Ich habe die Bedingungen gelesen und nehme sie an.',
    en: 'I have read the terms and accept them.',
    fr: 'J’ai lu les conditions et je les accepte.',
  },
  {
    key: 'documentAccess.submit',
    category: 'action',
    de: 'Link senden',
    en: 'Send the link',
    fr: 'Envoyer le lien',
  },
  {
    key: 'documentAccess.sending',
    category: 'ui',
    de: 'Link wird gesendet …',
    en: 'Sending the link …',
    fr: 'Envoi du lien …',
  },
  {
    key: 'documentAccess.sent',
    category: 'success',
    de: 'Fast geschafft: Wir haben einen Link an {email} gesendet. Öffnen Sie ihn, um die Unterlagen zu sehen.',
    en: 'Almost done: we sent a link to {email}. Open it to see the documents.',
    fr: 'Presque terminé : nous avons envoyé un lien à {email}. Ouvrez-le pour voir les documents.',
  },
  {
    key: 'documentAccess.failed',
    category: 'error',
    de: 'Das hat nicht geklappt. Bitte versuchen Sie es in einigen Minuten noch einmal.',
    en: 'That did not work. Please try again in a few minutes.',
    fr: 'Cela n’a pas fonctionné. Veuillez réessayer dans quelques minutes.',
  },
  {
    key: 'documentAccess.granted',
    category: 'ui',
    de: 'Freigegeben für {name}',
    en: 'Opened for {name}',
    fr: 'Accès ouvert pour {name}',
  },
  {
    key: 'documentAccess.validation.name',
    category: 'validation',
    de: 'Bitte geben Sie Ihren Namen an (eine Zeile)',
    en: 'Please enter your name (one line)',
    fr: 'Veuillez indiquer votre nom (une ligne)',
  },
  {
    key: 'documentAccess.validation.email',
    category: 'validation',
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse an',
    en: 'Please enter a valid e-mail address',
    fr: 'Veuillez indiquer une adresse e-mail valide',
  },
  {
    key: 'documentAccess.validation.accept',
    category: 'validation',
    de: 'Bitte nehmen Sie die Bedingungen an, um die Unterlagen zu öffnen',
    en: 'Please accept the terms to open the documents',
    fr: 'Veuillez accepter les conditions pour ouvrir les documents',
  },
] as const satisfies readonly TranslationEntry[];

/** The mail with the link that confirms the address and opens the documents, and the page it opens. */
export const DOCUMENT_ACCESS_MAIL_TRANSLATIONS = [
  {
    key: 'mail.documentAccess.subject',
    category: 'ui',
    de: 'Ihr Zugang zu den Unterlagen: {property}',
    en: 'Your access to the documents: {property}',
    fr: 'Votre accès aux documents : {property}',
  },
  {
    key: 'mail.documentAccess.text',
    category: 'ui',
    de: 'Sie haben die Bedingungen für die Unterlagen zu „{property}“ angenommen. Bestätigen Sie mit dem folgenden Link Ihre E-Mail-Adresse innerhalb von 7 Tagen; er öffnet die Unterlagen. Bewahren Sie diese E-Mail auf: Der Link öffnet sie auch später und auf einem anderen Gerät.',
    en: 'You accepted the terms for the documents of “{property}”. Confirm your e-mail address with the link below within 7 days; it opens the documents. Keep this e-mail: the link opens them later and on another device too.',
    fr: 'Vous avez accepté les conditions des documents de « {property} ». Confirmez votre adresse e-mail avec le lien ci-dessous dans les 7 jours ; il ouvre les documents. Conservez cet e-mail : le lien les ouvre aussi plus tard et sur un autre appareil.',
  },
  {
    key: 'mail.documentAccess.open',
    category: 'ui',
    de: 'Unterlagen öffnen',
    en: 'Open the documents',
    fr: 'Ouvrir les documents',
  },
  {
    key: 'mail.documentAccess.terms',
    category: 'ui',
    de: 'Die Bedingungen, die Sie angenommen haben:',
    en: 'The terms you accepted:',
    fr: 'Les conditions que vous avez acceptées :',
  },
  {
    key: 'mail.documentAccess.unexpected',
    category: 'ui',
    de: 'Sie haben das nicht angefordert? Dann ignorieren Sie diese E-Mail: Ohne Bestätigung wird nichts freigegeben.',
    en: 'You did not ask for this? Then ignore this e-mail: nothing opens without the confirmation.',
    fr: 'Vous n’avez rien demandé ? Ignorez cet e-mail : rien ne s’ouvre sans la confirmation.',
  },
  {
    key: 'verify.documents.title',
    category: 'ui',
    de: 'Zugang bestätigen',
    en: 'Confirm your access',
    fr: 'Confirmer votre accès',
  },
  {
    key: 'verify.documents.intro',
    category: 'ui',
    de: 'Sie bestätigen Ihre E-Mail-Adresse und öffnen die Unterlagen der Immobilie auf diesem Gerät.',
    en: 'You confirm your e-mail address and open the property’s documents on this device.',
    fr: 'Vous confirmez votre adresse e-mail et ouvrez les documents du bien sur cet appareil.',
  },
  {
    key: 'verify.documents.button',
    category: 'action',
    de: 'Bestätigen und öffnen',
    en: 'Confirm and open',
    fr: 'Confirmer et ouvrir',
  },
  {
    key: 'verify.documents.failed.title',
    category: 'ui',
    de: 'Dieser Link öffnet nichts mehr',
    en: 'This link no longer opens anything',
    fr: 'Ce lien n’ouvre plus rien',
  },
  {
    key: 'verify.documents.failed.text',
    category: 'ui',
    de: 'Er wurde nicht innerhalb von 7 Tagen bestätigt, oder die Unterlagen sind nicht mehr online. Bitte fordern Sie den Zugang auf der Seite der Immobilie neu an.',
    en: 'It was not confirmed within 7 days, or the documents are no longer online. Please request access again on the property’s page.',
    fr: 'Il n’a pas été confirmé dans les 7 jours, ou les documents ne sont plus en ligne. Veuillez redemander l’accès sur la page du bien.',
  },
] as const satisfies readonly TranslationEntry[];
