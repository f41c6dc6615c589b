import type { TranslationEntry } from '#shared/translations/types.ts';

/** The agent's award dialog and marks (decision 0136). */
export const AWARD_ADMIN_TRANSLATIONS = [
  {
    key: 'admin.award.button',
    category: 'admin',
    de: 'Zuschlag an {name}',
    en: 'Award to {name}',
    fr: 'Attribuer à {name}',
  },
  {
    key: 'admin.award.title',
    category: 'admin',
    de: 'Zuschlag erteilen',
    en: 'Award the property',
    fr: 'Attribuer le bien',
  },
  {
    key: 'admin.award.description',
    category: 'admin',
    de: '{name} – {amount} – {property}. Vorbehaltlich der notariellen Beurkundung. Das Verfahren endet damit endgültig: Weitere Angebote werden nicht angenommen, und der Zuschlag kann nicht zurückgenommen werden.',
    en: '{name} – {amount} – {property}. Subject to notarisation. This closes the procedure for good: no further offers are taken, and the award cannot be taken back.',
    fr: '{name} – {amount} – {property}. Sous réserve de l’acte notarié. La procédure se termine définitivement : aucune autre offre n’est acceptée et l’attribution ne peut être annulée.',
  },
  {
    key: 'admin.award.notifyWinner',
    category: 'admin',
    de: 'Zusage an {name} senden',
    en: 'Send the award letter to {name}',
    fr: 'Envoyer la lettre d’attribution à {name}',
  },
  {
    key: 'admin.award.notifyOthers',
    category: 'admin',
    de: 'Absage an die anderen Bietenden (in ihrer Sprache, mit der Vorlage „Absage“)',
    en: 'Notice to the other bidders (in their language, with the “Decline” template)',
    fr: 'Avis aux autres enchérisseurs (dans leur langue, avec le modèle « Refus »)',
  },
  {
    key: 'admin.award.noOthers',
    category: 'admin',
    de: 'Keine weiteren Angebote.',
    en: 'No other offers.',
    fr: 'Aucune autre offre.',
  },
  {
    key: 'admin.award.confirm',
    category: 'admin',
    de: 'Zuschlag erteilen',
    en: 'Award',
    fr: 'Attribuer',
  },
  {
    key: 'admin.award.done',
    category: 'admin',
    de: 'Zuschlag erteilt',
    en: 'Awarded',
    fr: 'Attribué',
  },
  {
    key: 'admin.award.failed',
    category: 'admin',
    de: 'Zuschlag nicht erteilt',
    en: 'Not awarded',
    fr: 'Non attribué',
  },
  {
    key: 'admin.award.awardedBadge',
    category: 'admin',
    de: 'Zuschlag',
    en: 'Awarded',
    fr: 'Attribuée',
  },
] as const satisfies readonly TranslationEntry[];
