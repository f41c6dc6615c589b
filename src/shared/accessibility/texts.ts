import type { TranslationEntry } from '#shared/translations/types.ts';

/** The feedback form below the accessibility statement (decision 0113), and its messages. */
export const FEEDBACK_FORM_TRANSLATIONS = [
  {
    key: 'feedback.title',
    category: 'ui',
    de: 'Barriere melden',
    en: 'Report a barrier',
    fr: 'Signaler un obstacle',
  },
  {
    key: 'feedback.intro',
    category: 'ui',
    de: 'Konnten Sie etwas auf dieser Website nicht nutzen? Schreiben Sie uns. Wenn Sie eine E-Mail-Adresse angeben, antworten wir Ihnen.',
    en: 'Was there something on this website you could not use? Tell us. If you give an e-mail address, we will reply.',
    fr: 'Quelque chose sur ce site vous est resté inaccessible ? Dites-le-nous. Si vous indiquez une adresse e-mail, nous vous répondrons.',
  },
  {
    key: 'feedback.message',
    category: 'ui',
    de: 'Was hat nicht funktioniert?',
    en: 'What did not work?',
    fr: 'Qu’est-ce qui n’a pas fonctionné ?',
  },
  {
    key: 'feedback.page',
    category: 'ui',
    de: 'Wo? Seite oder Adresse (optional)',
    en: 'Where? Page or address (optional)',
    fr: 'Où ? Page ou adresse (facultatif)',
  },
  {
    key: 'feedback.name',
    category: 'ui',
    de: 'Ihr Name (optional)',
    en: 'Your name (optional)',
    fr: 'Votre nom (facultatif)',
  },
  {
    key: 'feedback.email',
    category: 'ui',
    de: 'Ihre E-Mail-Adresse für eine Antwort (optional)',
    en: 'Your e-mail address for a reply (optional)',
    fr: 'Votre adresse e-mail pour une réponse (facultatif)',
  },
  { key: 'feedback.send', category: 'action', de: 'Rückmeldung senden', en: 'Send feedback', fr: 'Envoyer' },
  { key: 'feedback.sending', category: 'ui', de: 'Wird gesendet …', en: 'Sending …', fr: 'Envoi en cours …' },
  {
    key: 'feedback.thanks',
    category: 'ui',
    de: 'Vielen Dank! Ihre Rückmeldung ist bei uns angekommen.',
    en: 'Thank you! Your feedback has reached us.',
    fr: 'Merci ! Votre message nous est bien parvenu.',
  },
  {
    key: 'feedback.failed',
    category: 'error',
    de: 'Ihre Rückmeldung konnte nicht gesendet werden. Bitte versuchen Sie es später erneut oder schreiben Sie uns an {email}.',
    en: 'Your feedback could not be sent. Please try again later or write to us at {email}.',
    fr: 'Votre message n’a pas pu être envoyé. Veuillez réessayer plus tard ou nous écrire à {email}.',
  },
  {
    key: 'feedback.validation.message',
    category: 'validation',
    de: 'Bitte beschreiben Sie kurz, was nicht funktioniert hat (höchstens 2.000 Zeichen).',
    en: 'Please describe briefly what did not work (at most 2,000 characters).',
    fr: 'Veuillez décrire brièvement ce qui n’a pas fonctionné (2 000 caractères au plus).',
  },
  {
    key: 'feedback.validation.email',
    category: 'validation',
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein oder lassen Sie das Feld leer.',
    en: 'Please enter a valid e-mail address or leave the field empty.',
    fr: 'Veuillez saisir une adresse e-mail valide ou laisser le champ vide.',
  },
  {
    key: 'feedback.validation.line',
    category: 'validation',
    de: 'Bitte nur eine kurze Zeile.',
    en: 'Please use one short line.',
    fr: 'Veuillez n’utiliser qu’une seule ligne courte.',
  },
] as const satisfies readonly TranslationEntry[];

/** The admin's list of the feedback. */
export const ADMIN_FEEDBACK_TRANSLATIONS = [
  {
    key: 'admin.feedback.title',
    category: 'admin',
    de: 'Rückmeldungen zur Barrierefreiheit',
    en: 'Accessibility feedback',
    fr: 'Retours sur l’accessibilité',
  },
  {
    key: 'admin.feedback.intro',
    category: 'admin',
    de: 'Aus dem Formular der Seite „Barrierefreiheit“. Antworten Sie in der Sprache der Rückmeldung und löschen Sie sie, sobald sie erledigt ist.',
    en: 'From the form on the “Barrierefreiheit” page. Reply in the feedback’s language, and delete it once handled.',
    fr: 'Du formulaire de la page « Barrierefreiheit ». Répondez dans la langue du retour et supprimez-le une fois traité.',
  },
  {
    key: 'admin.feedback.empty',
    category: 'admin',
    de: 'Noch keine Rückmeldungen.',
    en: 'No feedback yet.',
    fr: 'Aucun retour pour l’instant.',
  },
  { key: 'admin.feedback.where', category: 'admin', de: 'Wo', en: 'Where', fr: 'Où' },
  { key: 'admin.feedback.reply', category: 'admin', de: 'Antworten', en: 'Reply', fr: 'Répondre' },
  {
    key: 'admin.feedback.delete',
    category: 'admin',
    de: 'Erledigt – löschen',
    en: 'Handled – delete',
    fr: 'Traité – supprimer',
  },
  {
    key: 'admin.feedback.deleted',
    category: 'admin',
    de: 'Rückmeldung gelöscht',
    en: 'Feedback deleted',
    fr: 'Retour supprimé',
  },
] as const satisfies readonly TranslationEntry[];
