import type { TranslationEntry } from '#shared/translations/types.ts';

/**
 * The procedure in plain words beside the deadline, before anyone scrolls to the form (decision
 * 0111): what a bidder will and won't see, whether they may raise, the minimum when shown, the
 * buyer's commission as the agent states it. `{amount}` is a euro amount, `{rate}` a percentage,
 * both in the visitor's format.
 */
export const PROCEDURE_SUMMARY_TRANSLATIONS = [
  {
    key: 'procedure.label',
    category: 'property',
    de: 'Angebotsverfahren',
    en: 'Offer procedure',
    fr: 'Procédure d’offres',
  },
  {
    key: 'procedure.sealed',
    category: 'property',
    de: 'Verdecktes Verfahren: Sie sehen keine anderen Angebote, und Ihr Angebot sieht nur der Makler. Bis zum Ende der Frist können Sie ein weiteres Angebot abgeben.',
    en: 'Sealed offers: you do not see other offers, and only the agent sees yours. You may make another offer until the deadline.',
    fr: 'Offres sous pli fermé : vous ne voyez pas les autres offres, et seul l’agent voit la vôtre. Vous pouvez faire une nouvelle offre jusqu’à la date limite.',
  },
  {
    key: 'procedure.open',
    category: 'property',
    de: 'Offenes Verfahren: Das höchste Angebot und die Zahl der Angebote sieht jeder, ohne Namen. Bis zum Ende der Frist können Sie Ihr Angebot erhöhen.',
    en: 'Open offers: everyone sees the highest offer and the number of offers, without names. You may raise your offer until the deadline.',
    fr: 'Offres ouvertes : chacun voit l’offre la plus élevée et le nombre d’offres, sans les noms. Vous pouvez augmenter votre offre jusqu’à la date limite.',
  },
  {
    key: 'procedure.minimum',
    category: 'property',
    de: 'Angebote ab {amount}',
    en: 'Offers from {amount}',
    fr: 'Offres à partir de {amount}',
  },
  {
    key: 'procedure.commission',
    category: 'property',
    de: 'Käuferprovision: {rate} des Kaufpreises inkl. MwSt.',
    en: 'Buyer’s commission: {rate} of the price incl. VAT',
    fr: 'Commission acheteur : {rate} du prix, TVA incluse',
  },
  {
    key: 'procedure.commissionFree',
    category: 'property',
    de: 'Für den Käufer provisionsfrei',
    en: 'No commission for the buyer',
    fr: 'Sans commission pour l’acheteur',
  },
] as const satisfies readonly TranslationEntry[];

/** The open procedure's current highest offer beside the deadline. */
export const OPEN_HIGHEST_TRANSLATIONS = [
  {
    key: 'procedure.highest',
    category: 'property',
    de: 'Aktuelles Höchstgebot: {amount}',
    en: 'Current highest offer: {amount}',
    fr: 'Offre la plus élevée : {amount}',
  },
  {
    key: 'procedure.noOffersYet',
    category: 'property',
    de: 'Noch liegt kein Angebot vor.',
    en: 'No offer has been made yet.',
    fr: 'Aucune offre n’a encore été faite.',
  },
] as const satisfies readonly TranslationEntry[];
