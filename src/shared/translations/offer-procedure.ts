import type { TranslationEntry } from './types';

/**
 * The offer form's texts about the procedure (decision 69): why an offer was refused. `{amount}`
 * is a formatted euro amount in the visitor's language.
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
] as const satisfies readonly TranslationEntry[];
