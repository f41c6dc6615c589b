import type { TranslationEntry } from '#shared/translations/types.ts';

/**
 * The property page's viewing booking (decision 0133). They come with its chunk in all three
 * languages, so the rendered pages do not carry them (server/site/public-texts.ts).
 */
export const VIEWING_TRANSLATIONS = [
  {
    key: 'viewing.title',
    category: 'ui',
    de: 'Besichtigung vereinbaren',
    en: 'Book a viewing',
    fr: 'Réserver une visite',
  },
  {
    key: 'viewing.intro',
    category: 'ui',
    de: 'Wählen Sie einen Termin. Wir halten Ihnen den Platz eine Stunde frei, bis Sie ihn über den Link in unserer E-Mail bestätigen; danach kommt die Einladung für Ihren Kalender.',
    en: 'Choose a time. We keep your place for an hour until you confirm it through the link in our e-mail; then the invitation for your calendar follows.',
    fr: 'Choisissez un créneau. Nous vous réservons la place pendant une heure, le temps de la confirmer par le lien de notre e-mail ; l’invitation pour votre agenda suit.',
  },
  { key: 'viewing.slots', category: 'ui', de: 'Termin', en: 'Time', fr: 'Créneau' },
  {
    key: 'viewing.single',
    category: 'ui',
    de: 'Einzeltermin',
    en: 'Private viewing',
    fr: 'Visite individuelle',
  },
  {
    key: 'viewing.group',
    category: 'ui',
    de: 'Gruppentermin, noch {count} Plätze frei',
    en: 'Group viewing, {count} places left',
    fr: 'Visite groupée, encore {count} places',
  },
  {
    key: 'viewing.lastPlace',
    category: 'ui',
    de: 'Gruppentermin, noch 1 Platz frei',
    en: 'Group viewing, 1 place left',
    fr: 'Visite groupée, encore 1 place',
  },
  { key: 'viewing.full', category: 'ui', de: 'ausgebucht', en: 'fully booked', fr: 'complet' },
  { key: 'viewing.name', category: 'ui', de: 'Vor- und Nachname', en: 'First and last name', fr: 'Prénom et nom' },
  {
    key: 'viewing.email',
    category: 'ui',
    de: 'E-Mail für die Bestätigung',
    en: 'E-mail for the confirmation',
    fr: 'E-mail pour la confirmation',
  },
  {
    key: 'viewing.phone',
    category: 'ui',
    de: 'Telefon für Rückfragen',
    en: 'Phone for questions',
    fr: 'Téléphone pour vous joindre',
  },
  {
    key: 'viewing.submit',
    category: 'action',
    de: 'Termin anfragen',
    en: 'Request this time',
    fr: 'Demander ce créneau',
  },
  { key: 'viewing.sending', category: 'ui', de: 'Wird gesendet …', en: 'Sending …', fr: 'Envoi …' },
  {
    key: 'viewing.sent',
    category: 'success',
    de: 'Fast geschafft: Bitte bestätigen Sie den Termin innerhalb einer Stunde über den Link, den wir an {email} geschickt haben.',
    en: 'Almost done: please confirm the viewing within an hour through the link we sent to {email}.',
    fr: 'Presque terminé : veuillez confirmer la visite dans l’heure par le lien envoyé à {email}.',
  },
  {
    key: 'viewing.taken',
    category: 'error',
    de: 'Dieser Termin ist inzwischen ausgebucht. Bitte wählen Sie einen anderen.',
    en: 'This time has just been fully booked. Please choose another.',
    fr: 'Ce créneau vient d’être complet. Veuillez en choisir un autre.',
  },
  {
    key: 'viewing.already',
    category: 'error',
    de: 'Für diese E-Mail-Adresse ist in diesem Termin schon ein Platz vorgemerkt. Den Link zum Bestätigen finden Sie in unserer E-Mail.',
    en: 'This e-mail address already has a place in this viewing. The link to confirm it is in our e-mail.',
    fr: 'Cette adresse e-mail a déjà une place pour cette visite. Le lien de confirmation se trouve dans notre e-mail.',
  },
  {
    key: 'viewing.failed',
    category: 'error',
    de: 'Die Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es erneut oder rufen Sie uns an.',
    en: 'The request could not be sent. Please try again or call us.',
    fr: 'La demande n’a pas pu être envoyée. Veuillez réessayer ou nous appeler.',
  },
  {
    key: 'viewing.validation.slot',
    category: 'validation',
    de: 'Bitte wählen Sie einen Termin',
    en: 'Please choose a time',
    fr: 'Veuillez choisir un créneau',
  },
  {
    key: 'viewing.validation.name',
    category: 'validation',
    de: 'Bitte geben Sie Ihren Namen an',
    en: 'Please enter your name',
    fr: 'Veuillez indiquer votre nom',
  },
  {
    key: 'viewing.validation.email',
    category: 'validation',
    de: 'Bitte geben Sie die E-Mail-Adresse an, an die wir den Link senden',
    en: 'Please enter the e-mail address we send the link to',
    fr: 'Veuillez indiquer l’adresse e-mail qui recevra le lien',
  },
  {
    key: 'viewing.validation.phone',
    category: 'validation',
    de: 'Bitte geben Sie eine Telefonnummer an, unter der wir Sie erreichen',
    en: 'Please enter a phone number we can reach you at',
    fr: 'Veuillez indiquer un numéro de téléphone où vous joindre',
  },
] as const satisfies readonly TranslationEntry[];
