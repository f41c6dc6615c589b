import type { TranslationEntry } from '#shared/translations/types.ts';

/** The toast an open admin gets for each new offer (decision 65). */
export const ADMIN_LIVE_TRANSLATIONS = [
  {
    key: 'admin.live.newOffer',
    category: 'admin',
    de: 'Neues Angebot eingegangen',
    en: 'New offer received',
    fr: 'Nouvelle offre reçue',
  },
  {
    key: 'admin.live.newOfferText',
    category: 'admin',
    de: '{name} bietet {amount} für {property}',
    en: '{name} offers {amount} for {property}',
    fr: '{name} propose {amount} pour {property}',
  },
] as const satisfies readonly TranslationEntry[];
