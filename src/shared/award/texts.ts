import type { TranslationEntry } from '#shared/translations/types.ts';

/**
 * The property page once the property is awarded (decision 0136): in place of the offer form. They
 * come with that part's chunk in all three languages, so the rendered pages do not carry them.
 */
export const AWARDED_PAGE_TRANSLATIONS = [
  {
    key: 'award.pageTitle',
    category: 'offer',
    de: 'Diese Immobilie ist vergeben',
    en: 'This property has been awarded',
    fr: 'Ce bien a été attribué',
  },
  {
    key: 'award.pageText',
    category: 'offer',
    de: 'Der Eigentümer hat ein Angebot angenommen, vorbehaltlich der notariellen Beurkundung. Neue Angebote sind nicht mehr möglich. Vielen Dank an alle, die geboten haben – gern informieren wir Sie über ähnliche Immobilien.',
    en: 'The owner has accepted an offer, subject to notarisation. New offers are no longer possible. Thank you to everyone who made an offer – we will gladly tell you about similar properties.',
    fr: 'Le propriétaire a accepté une offre, sous réserve de l’acte notarié. Il n’est plus possible de faire une offre. Merci à toutes celles et ceux qui ont fait une offre – nous vous informerons volontiers de biens similaires.',
  },
] as const satisfies readonly TranslationEntry[];

/** The seller's view of the award (decision 0136). */
export const AWARDED_SELLER_TRANSLATIONS = [
  {
    key: 'seller.awarded',
    category: 'offer',
    de: 'Zuschlag am {date}: {bidder}, {amount} – vorbehaltlich der notariellen Beurkundung. Das Verfahren ist beendet.',
    en: 'Awarded on {date}: {bidder}, {amount} – subject to notarisation. The procedure is closed.',
    fr: 'Attribué le {date} : {bidder}, {amount} – sous réserve de l’acte notarié. La procédure est close.',
  },
] as const satisfies readonly TranslationEntry[];
