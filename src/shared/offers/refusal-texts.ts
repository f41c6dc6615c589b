import type { TranslationEntry } from '#shared/translations/types.ts';

/**
 * What the server answers, in the offer's language, when it will not take an offer at all: the
 * form's hidden trap field came filled in, which only a program does. The offer is refused openly
 * (never answered as if stored), and a person who meets it by accident is told where to turn.
 */
export const OFFER_REFUSAL_TRANSLATIONS = [
  {
    key: 'error.offerLooksAutomated',
    category: 'error',
    de: 'Das Angebot wurde als automatisch ausgefüllt erkannt und nicht gespeichert. Bitte laden Sie die Seite neu und senden Sie es noch einmal, oder rufen Sie uns an.',
    en: 'The offer looked automatically filled in and was not stored. Please reload the page and send it again, or give us a call.',
    fr: 'L’offre semblait remplie automatiquement et n’a pas été enregistrée. Veuillez recharger la page et l’envoyer à nouveau, ou nous appeler.',
  },
  {
    key: 'error.offerTooFast',
    category: 'error',
    de: 'Das Angebot kam schneller, als ein Mensch das Formular ausfüllen kann, und wurde nicht gespeichert. Bitte senden Sie es in ein paar Sekunden noch einmal.',
    en: 'The offer arrived faster than a person can fill in the form and was not stored. Please send it again in a few seconds.',
    fr: 'L’offre est arrivée plus vite qu’une personne ne peut remplir le formulaire et n’a pas été enregistrée. Veuillez l’envoyer à nouveau dans quelques secondes.',
  },
] as const satisfies readonly TranslationEntry[];
