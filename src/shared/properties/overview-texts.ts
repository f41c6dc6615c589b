import type { TranslationEntry } from '#shared/translations/types.ts';

/** The listings overview, /immobilien: a card per active property. */
export const LISTINGS_OVERVIEW_TRANSLATIONS = [
  {
    key: 'listings.title',
    category: 'property',
    de: 'Unsere Immobilien',
    en: 'Our properties',
    fr: 'Nos biens',
  },
  {
    key: 'listings.intro',
    category: 'property',
    de: 'Alle Immobilien, für die Sie jetzt ein unverbindliches Angebot abgeben können – die Frist, die zuerst endet, steht oben.',
    en: 'Every property you can make a non-binding offer for now – the one whose offer period ends first comes first.',
    fr: 'Tous les biens pour lesquels vous pouvez faire une offre sans engagement – celui dont la période se termine en premier est en tête.',
  },
  {
    key: 'listings.none',
    category: 'property',
    de: 'Zurzeit sind keine Immobilien ausgeschrieben.',
    en: 'No properties are listed at the moment.',
    fr: 'Aucun bien n’est proposé pour le moment.',
  },
  { key: 'listings.rooms', category: 'property', de: '{rooms} Zimmer', en: '{rooms} rooms', fr: '{rooms} pièces' },
  { key: 'listings.running', category: 'property', de: 'Läuft', en: 'Open', fr: 'En cours' },
  { key: 'listings.endingSoon', category: 'property', de: 'Endet bald', en: 'Ending soon', fr: 'Se termine bientôt' },
  {
    key: 'listings.ended',
    category: 'property',
    de: 'Angebotsfrist beendet',
    en: 'Offer period ended',
    fr: 'Période d’offres terminée',
  },
  {
    key: 'listings.open',
    category: 'property',
    de: 'Offenes Verfahren',
    en: 'Open procedure',
    fr: 'Procédure ouverte',
  },
  {
    key: 'listings.sealed',
    category: 'property',
    de: 'Verdecktes Verfahren',
    en: 'Sealed procedure',
    fr: 'Procédure sous pli fermé',
  },
  {
    key: 'listings.highest',
    category: 'property',
    de: 'Höchstes Angebot: {amount}',
    en: 'Highest offer: {amount}',
    fr: 'Offre la plus haute : {amount}',
  },
  {
    key: 'listings.noOffers',
    category: 'property',
    de: 'Noch kein Angebot',
    en: 'No offer yet',
    fr: 'Aucune offre pour l’instant',
  },
] as const satisfies readonly TranslationEntry[];
