import type { TranslationEntry } from '#shared/translations/types.ts';

/**
 * Where a property takes offers only after a viewing (decision 0134): the rule above the offer
 * form, its link to the viewings, and the refusal. They come with the offer form's chunk in all
 * three languages, so the rendered pages do not carry them.
 */
export const OFFER_VIEWING_TRANSLATIONS = [
  {
    key: 'viewing.offerRule',
    category: 'offer',
    de: 'Angebote nehmen wir nur nach einer Besichtigung an: von der E-Mail-Adresse, mit der Sie einen Termin gebucht und bestätigt haben, sobald er begonnen hat.',
    en: 'We take offers only after a viewing: from the e-mail address you booked and confirmed a viewing with, once it has begun.',
    fr: 'Nous n’acceptons les offres qu’après une visite : de l’adresse e-mail avec laquelle vous avez réservé et confirmé un créneau, dès qu’il a commencé.',
  },
  {
    key: 'viewing.offerRuleLink',
    category: 'offer',
    de: 'Zu den Besichtigungsterminen',
    en: 'To the viewing slots',
    fr: 'Vers les créneaux de visite',
  },
  {
    key: 'viewing.offerRefused',
    category: 'error',
    de: 'Für diese Immobilie nehmen wir Angebote nur nach einer Besichtigung an: von einer E-Mail-Adresse, die einen Termin gebucht und bestätigt hat, sobald er begonnen hat. Bitte verwenden Sie dieselbe Adresse.',
    en: 'For this property we take offers only after a viewing: from an e-mail address that booked and confirmed a viewing, once it has begun. Please use the same address.',
    fr: 'Pour ce bien, nous n’acceptons les offres qu’après une visite : d’une adresse e-mail qui a réservé et confirmé un créneau, dès qu’il a commencé. Veuillez utiliser la même adresse.',
  },
] as const satisfies readonly TranslationEntry[];
