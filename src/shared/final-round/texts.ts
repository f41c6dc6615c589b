import type { TranslationEntry } from '#shared/translations/types.ts';

/**
 * The property page once a best-and-final round has started (decision 0137), in place of the offer
 * form, and what a refused offer says then. They come with that part's chunk in all three
 * languages, so the rendered pages do not carry them.
 */
export const FINAL_ROUND_PAGE_TRANSLATIONS = [
  {
    key: 'finalRound.pageTitle',
    category: 'offer',
    de: 'Finale Angebotsrunde',
    en: 'Final round of offers',
    fr: 'Dernier tour d’offres',
  },
  {
    key: 'finalRound.pageText',
    category: 'offer',
    de: 'Der Eigentümer hat die besten Bietenden zu einer finalen Angebotsrunde eingeladen. Hier werden keine Angebote mehr angenommen; die Eingeladenen bieten über ihren persönlichen Link.',
    en: 'The owner has invited the best bidders to a final round of offers. Offers are no longer taken here; those invited make their offer through their personal link.',
    fr: 'Le propriétaire a invité les meilleurs enchérisseurs à un dernier tour d’offres. Les offres ne sont plus acceptées ici ; les invités font leur offre grâce à leur lien personnel.',
  },
] as const satisfies readonly TranslationEntry[];

/** A bidder's own page when they are invited to the round (decision 0137). */
export const FINAL_ROUND_BIDDER_TRANSLATIONS = [
  {
    key: 'finalRound.invitedText',
    category: 'offer',
    de: 'Sie sind zur finalen Angebotsrunde eingeladen. Bis {date} können Sie ein letztes, verdecktes Angebot abgeben – nur einmal. Niemand sonst sieht es.',
    en: 'You are invited to the final round of offers. Until {date} you can send one last, sealed offer – only once. Nobody else sees it.',
    fr: 'Vous êtes invité(e) au dernier tour d’offres. Jusqu’au {date}, vous pouvez faire une dernière offre sous pli fermé – une seule fois. Personne d’autre ne la voit.',
  },
  {
    key: 'finalRound.amount',
    category: 'offer',
    de: 'Ihr finales Angebot in Euro',
    en: 'Your final offer in euros',
    fr: 'Votre offre finale en euros',
  },
  {
    key: 'finalRound.financing',
    category: 'offer',
    de: 'Finanzierung (freiwillig)',
    en: 'Financing (optional)',
    fr: 'Financement (facultatif)',
  },
  {
    key: 'finalRound.send',
    category: 'offer',
    de: 'Finales Angebot abgeben',
    en: 'Send my final offer',
    fr: 'Envoyer mon offre finale',
  },
  {
    key: 'finalRound.sentText',
    category: 'offer',
    de: 'Ihr finales Angebot über {amount} ist am {date} eingegangen (Referenz {reference}). Es bleibt verdeckt; nach dem Ende der Runde hören Sie von uns.',
    en: 'Your final offer of {amount} arrived on {date} (reference {reference}). It stays sealed; you will hear from us after the round has ended.',
    fr: 'Votre offre finale de {amount} est arrivée le {date} (référence {reference}). Elle reste sous pli fermé ; vous aurez de nos nouvelles après la fin du tour.',
  },
  {
    key: 'finalRound.endedText',
    category: 'offer',
    de: 'Die finale Angebotsrunde ist am {date} zu Ende gegangen.',
    en: 'The final round of offers ended on {date}.',
    fr: 'Le dernier tour d’offres s’est terminé le {date}.',
  },
  {
    key: 'finalRound.alreadySent',
    category: 'error',
    de: 'Sie haben Ihr finales Angebot bereits abgegeben: Je Person gibt es eines.',
    en: 'You have already sent your final offer: there is one per person.',
    fr: 'Vous avez déjà envoyé votre offre finale : il y en a une par personne.',
  },
  {
    key: 'finalRound.notInvited',
    category: 'error',
    de: 'Zu dieser finalen Angebotsrunde sind Sie nicht eingeladen.',
    en: 'You are not invited to this final round of offers.',
    fr: 'Vous n’êtes pas invité(e) à ce dernier tour d’offres.',
  },
] as const satisfies readonly TranslationEntry[];
