import type { TranslationEntry } from '#shared/translations/types.ts';

/**
 * The page where a bidder checks their receipt against the bid log (decision 0093). Labels that
 * read the same as a receipt's use its keys: receipt.reference, receipt.logEntry,
 * mail.field.receivedAt, offer.title.
 */
export const ENTRY_CHECK_TRANSLATIONS = [
  {
    key: 'check.title',
    category: 'offer',
    de: 'Angebot im Bietprotokoll prüfen',
    en: 'Check your offer in the bid log',
    fr: 'Vérifier votre offre dans le registre des offres',
  },
  {
    key: 'check.intro',
    category: 'offer',
    de: 'Geben Sie die Referenz und die Prüfsumme aus Ihrer Angebotsbestätigung (PDF) ein. Sie sehen, ob Ihr Angebot unverändert im Bietprotokoll steht. Über andere Angebote erfahren Sie dabei nichts.',
    en: 'Enter the reference and the checksum from your offer receipt (PDF). You will see whether your offer stands unchanged in the bid log. You learn nothing about other offers.',
    fr: 'Saisissez la référence et la somme de contrôle figurant sur votre accusé de réception (PDF). Vous verrez si votre offre figure inchangée dans le registre des offres. Vous n’apprenez rien sur les autres offres.',
  },
  {
    key: 'check.referenceHint',
    category: 'offer',
    de: '8 Zeichen, oben auf Ihrer Bestätigung',
    en: '8 characters, at the top of your receipt',
    fr: '8 caractères, en haut de votre accusé de réception',
  },
  {
    key: 'check.checksum',
    category: 'offer',
    de: 'Prüfsumme (SHA-256)',
    en: 'Checksum (SHA-256)',
    fr: 'Somme de contrôle (SHA-256)',
  },
  {
    key: 'check.checksumHint',
    category: 'offer',
    de: '64 Zeichen, unter „Eintrag im Bietprotokoll“',
    en: '64 characters, under “Entry in the bid log”',
    fr: '64 caractères, sous « Entrée du registre des offres »',
  },
  { key: 'check.submit', category: 'offer', de: 'Prüfen', en: 'Check', fr: 'Vérifier' },
  { key: 'check.checking', category: 'offer', de: 'Wird geprüft…', en: 'Checking…', fr: 'Vérification…' },
  {
    key: 'check.validation.reference',
    category: 'validation',
    de: 'Bitte geben Sie die 8-stellige Referenz ein (Ziffern 0–9 und Buchstaben A–F).',
    en: 'Please enter the 8-character reference (digits 0–9 and letters A–F).',
    fr: 'Veuillez saisir la référence à 8 caractères (chiffres 0–9 et lettres A–F).',
  },
  {
    key: 'check.validation.checksum',
    category: 'validation',
    de: 'Bitte geben Sie die 64-stellige Prüfsumme ein (Ziffern 0–9 und Buchstaben a–f).',
    en: 'Please enter the 64-character checksum (digits 0–9 and letters a–f).',
    fr: 'Veuillez saisir la somme de contrôle à 64 caractères (chiffres 0–9 et lettres a–f).',
  },
  {
    key: 'check.found',
    category: 'offer',
    de: 'Ihr Angebot steht unverändert im Bietprotokoll.',
    en: 'Your offer stands unchanged in the bid log.',
    fr: 'Votre offre figure inchangée dans le registre des offres.',
  },
  {
    key: 'check.logIntact',
    category: 'offer',
    de: 'Auch alle anderen Einträge stimmen mit ihren Prüfsummen überein.',
    en: 'All other entries match their checksums too.',
    fr: 'Toutes les autres entrées correspondent elles aussi à leurs sommes de contrôle.',
  },
  {
    key: 'check.laterChanged',
    category: 'offer',
    de: 'Einträge nach Ihrem stimmen nicht mehr mit ihren Prüfsummen überein. Bitte wenden Sie sich an uns.',
    en: 'Entries after yours no longer match their checksums. Please contact us.',
    fr: 'Des entrées postérieures à la vôtre ne correspondent plus à leurs sommes de contrôle. Veuillez nous contacter.',
  },
  {
    key: 'check.changed',
    category: 'offer',
    de: 'Ihr Eintrag ist im Bietprotokoll, aber das Protokoll stimmt bis zu Ihrem Eintrag nicht mehr mit seinen Prüfsummen überein. Bitte wenden Sie sich an uns.',
    en: 'Your entry is in the bid log, but up to your entry the log no longer matches its checksums. Please contact us.',
    fr: 'Votre entrée figure dans le registre des offres, mais jusqu’à votre entrée le registre ne correspond plus à ses sommes de contrôle. Veuillez nous contacter.',
  },
  { key: 'check.entryNumber', category: 'offer', de: 'Nr. {position}', en: 'No. {position}', fr: 'N° {position}' },
  {
    key: 'check.rank',
    category: 'offer',
    de: 'Nach dem Ende des Verfahrens lag Ihr Angebot auf Platz {rank}.',
    en: 'When the procedure ended, your offer was in place {rank}.',
    fr: 'À la fin de la procédure, votre offre était à la place {rank}.',
  },
  {
    key: 'check.disclosedHint',
    category: 'offer',
    de: 'Das Verfahren ist beendet und sein Protokoll für alle Bietenden geöffnet: alle Angebote und Änderungen in der Reihenfolge, in der sie geschahen, ohne Namen. Ihre Einträge sind markiert.',
    en: 'The procedure has ended and its log is open to all bidders: every offer and change in the order they happened, without names. Your entries are marked.',
    fr: 'La procédure est terminée et son registre est ouvert à tous les enchérisseurs : toutes les offres et modifications dans l’ordre où elles ont eu lieu, sans noms. Vos entrées sont signalées.',
  },
  { key: 'check.you', category: 'offer', de: 'Sie', en: 'You', fr: 'Vous' },
  {
    key: 'check.notFound',
    category: 'offer',
    de: 'Kein Eintrag mit dieser Referenz und Prüfsumme. Bitte vergleichen Sie Ihre Eingabe mit Ihrer Angebotsbestätigung. Stimmt sie überein, wenden Sie sich bitte an uns.',
    en: 'No entry with this reference and checksum. Please compare what you entered with your offer receipt. If it matches, please contact us.',
    fr: 'Aucune entrée avec cette référence et cette somme de contrôle. Veuillez comparer votre saisie avec votre accusé de réception. Si elle correspond, veuillez nous contacter.',
  },
  {
    key: 'check.tooMany',
    category: 'offer',
    de: 'Zu viele Prüfungen von dieser Adresse. Bitte versuchen Sie es später erneut.',
    en: 'Too many checks from this address. Please try again later.',
    fr: 'Trop de vérifications depuis cette adresse. Veuillez réessayer plus tard.',
  },
] as const satisfies readonly TranslationEntry[];
