import type { TranslationEntry } from '#shared/translations/types.ts';

/**
 * The offer form's texts about the procedure (decision 69): its rules, the open procedure's
 * standing, and why an offer was refused. `{amount}` is a euro amount in the visitor's format.
 */
export const OFFER_PROCEDURE_TRANSLATIONS = [
  {
    key: 'error.offerBelowMinimum',
    category: 'error',
    de: 'Das Mindestgebot für diese Immobilie beträgt {amount}.',
    en: 'The minimum offer for this property is {amount}.',
    fr: 'L’offre minimale pour ce bien est de {amount}.',
  },
  {
    key: 'error.offerBelowHiddenMinimum',
    category: 'error',
    de: 'Ihr Angebot liegt unter dem Mindestgebot für diese Immobilie.',
    en: 'Your offer is below the minimum for this property.',
    fr: 'Votre offre est inférieure au minimum fixé pour ce bien.',
  },
  {
    key: 'error.offerBelowStep',
    category: 'error',
    de: 'Ihr Angebot muss mindestens {amount} betragen (aktuelles Höchstgebot plus Mindeststeigerung).',
    en: 'Your offer must be at least {amount} (the current highest offer plus the minimum step).',
    fr: 'Votre offre doit être d’au moins {amount} (l’offre la plus élevée plus la surenchère minimale).',
  },
  {
    key: 'offer.rules.title',
    category: 'offer',
    de: 'Regeln dieses Bieterverfahrens',
    en: 'Rules of this offer procedure',
    fr: 'Règles de cette procédure d’offres',
  },
  {
    key: 'offer.rules.minimum',
    category: 'offer',
    de: 'Mindestgebot: {amount}',
    en: 'Minimum offer: {amount}',
    fr: 'Offre minimale : {amount}',
  },
  {
    key: 'offer.rules.openNoOffers',
    category: 'offer',
    de: 'Offenes Verfahren: Das aktuelle Höchstgebot erscheint hier, sobald ein Angebot vorliegt.',
    en: 'Open procedure: the current highest offer appears here as soon as there is one.',
    fr: 'Procédure ouverte : l’offre la plus élevée s’affiche ici dès qu’une offre est déposée.',
  },
  {
    key: 'offer.rules.openStanding',
    category: 'offer',
    de: 'Offenes Verfahren: aktuelles Höchstgebot {amount} ({offers})',
    en: 'Open procedure: current highest offer {amount} ({offers})',
    fr: 'Procédure ouverte : offre la plus élevée {amount} ({offers})',
  },
  {
    key: 'offer.rules.openStandingWithLowest',
    category: 'offer',
    de: 'Offenes Verfahren: aktuelles Höchstgebot {amount} ({offers}) – Ihr Angebot muss mindestens {lowest} betragen',
    en: 'Open procedure: current highest offer {amount} ({offers}) – your offer must be at least {lowest}',
    fr: 'Procédure ouverte : offre la plus élevée {amount} ({offers}) – votre offre doit être d’au moins {lowest}',
  },
  {
    key: 'offer.rules.offers',
    category: 'offer',
    de: '{n} Angebot|{n} Angebote',
    en: '{n} offer|{n} offers',
    fr: '{n} offre|{n} offres',
  },
  {
    key: 'offer.rules.verifiedOnly',
    category: 'offer',
    de: 'Für das Höchstgebot und die Anzahl zählen nur Angebote mit bestätigter E-Mail-Adresse: Bitte öffnen Sie nach dem Absenden den Link in unserer Bestätigungs-E-Mail.',
    en: 'Only offers with a confirmed e-mail address count for the highest offer and the count: after sending, please open the link in our confirmation e-mail.',
    fr: 'Seules les offres dont l’adresse e-mail est confirmée comptent pour l’offre la plus élevée et le nombre : après l’envoi, veuillez ouvrir le lien de notre e-mail de confirmation.',
  },
  {
    key: 'offer.rules.extension',
    category: 'offer',
    de: 'Späte Angebote verlängern die Frist: Ein Angebot in der letzten {minutes} Minute verschiebt das Ende auf {minutes} Minute danach.|Späte Angebote verlängern die Frist: Ein Angebot in den letzten {minutes} Minuten verschiebt das Ende auf {minutes} Minuten danach.',
    en: 'Late offers extend the deadline: an offer in the last {minutes} minute moves the end to {minutes} minute after it.|Late offers extend the deadline: an offer in the last {minutes} minutes moves the end to {minutes} minutes after it.',
    fr: 'Les offres tardives prolongent le délai : une offre déposée dans la dernière {minutes} minute repousse la fin à {minutes} minute après elle.|Les offres tardives prolongent le délai : une offre déposée dans les {minutes} dernières minutes repousse la fin à {minutes} minutes après elle.',
  },
] as const satisfies readonly TranslationEntry[];
