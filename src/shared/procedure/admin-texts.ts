import type { TranslationEntry } from '#shared/translations/types.ts';

/**
 * The property forms' offer procedure (decision 0069) and its validation messages (the shared
 * schema names them by key; the server answers with the German text).
 */
export const ADMIN_PROCEDURE_TRANSLATIONS = [
  {
    key: 'admin.procedure.title',
    category: 'admin',
    de: 'Bieterverfahren',
    en: 'Offer procedure',
    fr: 'Procédure d’offres',
  },
  { key: 'admin.procedure.mode', category: 'admin', de: 'Verfahren', en: 'Procedure', fr: 'Procédure' },
  { key: 'admin.procedure.sealed', category: 'admin', de: 'Verdeckt', en: 'Sealed', fr: 'Sous pli fermé' },
  { key: 'admin.procedure.open', category: 'admin', de: 'Offen', en: 'Open', fr: 'Ouverte' },
  {
    key: 'admin.procedure.sealedHint',
    category: 'admin',
    de: 'Bieter sehen nur ihr eigenes Angebot.',
    en: 'Bidders see only their own offer.',
    fr: 'Chaque enchérisseur ne voit que sa propre offre.',
  },
  {
    key: 'admin.procedure.openHint',
    category: 'admin',
    de: 'Alle sehen live das aktuelle Höchstgebot und die Zahl der Angebote, ohne Namen.',
    en: 'Everyone sees the current highest offer and the number of offers live, without names.',
    fr: 'Tout le monde voit en direct l’offre la plus élevée et le nombre d’offres, sans noms.',
  },
  {
    key: 'admin.procedure.minimumOffer',
    category: 'admin',
    de: 'Mindestgebot (€)',
    en: 'Minimum offer (€)',
    fr: 'Offre minimale (€)',
  },
  {
    key: 'admin.procedure.minimumOfferHint',
    category: 'admin',
    de: 'Leer: kein Mindestgebot',
    en: 'Empty: no minimum',
    fr: 'Vide : pas de minimum',
  },
  {
    key: 'admin.procedure.minimumOfferShown',
    category: 'admin',
    de: 'Mindestgebot auf der Website nennen',
    en: 'Show the minimum on the website',
    fr: 'Afficher le minimum sur le site',
  },
  {
    key: 'admin.procedure.minimumStep',
    category: 'admin',
    de: 'Mindeststeigerung (€)',
    en: 'Minimum step (€)',
    fr: 'Surenchère minimale (€)',
  },
  {
    key: 'admin.procedure.minimumStepHint',
    category: 'admin',
    de: 'So viel muss ein Angebot über dem Höchstgebot liegen.',
    en: 'How far an offer must be above the highest.',
    fr: 'L’écart minimal entre une offre et l’offre la plus élevée.',
  },
  {
    key: 'admin.procedure.minimumStepSealedHint',
    category: 'admin',
    de: 'Gilt nur im offenen Verfahren.',
    en: 'Applies to the open procedure only.',
    fr: 'Ne s’applique qu’à la procédure ouverte.',
  },
  {
    key: 'admin.procedure.extensionMinutes',
    category: 'admin',
    de: 'Verlängerung bei späten Angeboten (Minuten)',
    en: 'Late-offer extension (minutes)',
    fr: 'Prolongation pour offres tardives (minutes)',
  },
  {
    key: 'admin.procedure.extensionHint',
    category: 'admin',
    de: 'Ein Angebot in den letzten N Minuten verschiebt das Ende auf N Minuten danach. 0 = aus.',
    en: 'An offer in the last N minutes moves the end to N minutes after it. 0 = off.',
    fr: 'Une offre dans les N dernières minutes repousse la fin à N minutes après elle. 0 = désactivé.',
  },
  {
    key: 'admin.procedure.validation.offerMode',
    category: 'validation',
    de: 'Bitte wählen Sie verdecktes oder offenes Verfahren',
    en: 'Please choose the sealed or the open procedure',
    fr: 'Veuillez choisir la procédure sous pli fermé ou ouverte',
  },
  {
    key: 'admin.procedure.validation.minimumOffer',
    category: 'validation',
    de: 'Bitte geben Sie ein gültiges Mindestgebot über 0 € ein (oder lassen Sie das Feld leer)',
    en: 'Please enter a valid minimum offer above €0 (or leave the field empty)',
    fr: 'Veuillez saisir une offre minimale valide supérieure à 0 € (ou laisser le champ vide)',
  },
  {
    key: 'admin.procedure.validation.minimumStep',
    category: 'validation',
    de: 'Bitte geben Sie eine gültige Mindeststeigerung über 0 € ein (oder lassen Sie das Feld leer)',
    en: 'Please enter a valid minimum step above €0 (or leave the field empty)',
    fr: 'Veuillez saisir une surenchère minimale valide supérieure à 0 € (ou laisser le champ vide)',
  },
  {
    key: 'admin.procedure.validation.extensionMinutes',
    category: 'validation',
    de: 'Bitte geben Sie eine ganze Zahl von 0 bis 120 Minuten ein',
    en: 'Please enter a whole number of minutes from 0 to 120',
    fr: 'Veuillez saisir un nombre entier de minutes entre 0 et 120',
  },
] as const satisfies readonly TranslationEntry[];
