import type { TranslationEntry } from '#shared/translations/types.ts';

/**
 * Where a property takes offers only after its documents' terms were accepted (decision 0129): the
 * rule above the offer form, its link to the documents, and the refusal. They come with the offer
 * form's chunk in all three languages, so the rendered pages do not carry them.
 */
export const OFFER_DOCUMENTS_TRANSLATIONS = [
  {
    key: 'documentAccess.offerRule',
    category: 'offer',
    de: 'Angebote nehmen wir nur von E-Mail-Adressen an, die die Bedingungen der Unterlagen angenommen und bestätigt haben.',
    en: 'We take offers only from e-mail addresses that accepted and confirmed the terms of the documents.',
    fr: 'Nous n’acceptons les offres que des adresses e-mail qui ont accepté et confirmé les conditions des documents.',
  },
  {
    key: 'documentAccess.offerRuleLink',
    category: 'offer',
    de: 'Zu den Unterlagen',
    en: 'To the documents',
    fr: 'Vers les documents',
  },
  {
    key: 'documentAccess.offerRefused',
    category: 'error',
    de: 'Für diese Immobilie nehmen wir Angebote nur von einer E-Mail-Adresse an, die die Bedingungen der Unterlagen angenommen und bestätigt hat. Bitte nehmen Sie sie zuerst an – mit derselben Adresse.',
    en: 'For this property we take offers only from an e-mail address that accepted and confirmed the terms of the documents. Please accept them first, with the same address.',
    fr: 'Pour ce bien, nous n’acceptons les offres que d’une adresse e-mail qui a accepté et confirmé les conditions des documents. Veuillez d’abord les accepter, avec la même adresse.',
  },
] as const satisfies readonly TranslationEntry[];
