import type { TranslationEntry } from '#shared/translations/types.ts';

/** Texts of the person page in the admin (decision 0120; keys under admin.person.). */
export const ADMIN_PERSON_TRANSLATIONS = [
  {
    key: 'admin.person.open',
    category: 'action',
    de: 'Personenseite von {name}',
    en: 'Person page of {name}',
    fr: 'Fiche de {name}',
  },
  {
    key: 'admin.person.openFromLookup',
    category: 'action',
    de: 'Personenseite öffnen',
    en: 'Open the person page',
    fr: 'Ouvrir la fiche',
  },
  {
    key: 'admin.person.description',
    category: 'admin',
    de: 'Alle Angebote, Benachrichtigungen und E-Mails dieser Person, gefunden über ihre E-Mail-Adresse.',
    en: 'All of this person’s offers, alerts and mails, found by their e-mail address.',
    fr: 'Toutes les offres, alertes et e-mails de cette personne, trouvés par son adresse e-mail.',
  },
  {
    key: 'admin.person.offers',
    category: 'admin',
    de: 'Angebote auf allen Immobilien',
    en: 'Offers on every property',
    fr: 'Offres sur tous les biens',
  },
  {
    key: 'admin.person.alerts',
    category: 'admin',
    de: 'Eingeschaltete Benachrichtigungen',
    en: 'Alerts switched on',
    fr: 'Alertes activées',
  },
  {
    key: 'admin.person.alertSince',
    category: 'admin',
    de: 'seit {date}',
    en: 'since {date}',
    fr: 'depuis le {date}',
  },
  {
    key: 'admin.person.mails',
    category: 'admin',
    de: 'E-Mails zu den Angeboten',
    en: 'Mails about the offers',
    fr: 'E-mails concernant les offres',
  },
  {
    key: 'admin.person.verified',
    category: 'admin',
    de: 'E-Mail-Adresse per Link bestätigt',
    en: 'E-mail address confirmed by link',
    fr: 'Adresse e-mail confirmée par lien',
  },
  {
    key: 'admin.person.unverified',
    category: 'admin',
    de: 'E-Mail-Adresse nicht bestätigt',
    en: 'E-mail address not confirmed',
    fr: 'Adresse e-mail non confirmée',
  },
  {
    key: 'admin.person.consent',
    category: 'admin',
    de: 'Einwilligung am {date} (Datenschutzhinweis {version})',
    en: 'Consent given {date} (privacy notice {version})',
    fr: 'Consentement donné le {date} (politique de confidentialité {version})',
  },
  {
    key: 'admin.person.none',
    category: 'admin',
    de: 'Zu dieser Adresse ist nichts gespeichert.',
    en: 'Nothing is stored for this address.',
    fr: 'Rien n’est enregistré pour cette adresse.',
  },
  {
    key: 'admin.person.loadFailed',
    category: 'admin',
    de: 'Die Personenseite konnte nicht geladen werden.',
    en: 'The person page could not be loaded.',
    fr: 'La fiche n’a pas pu être chargée.',
  },
] as const satisfies readonly TranslationEntry[];
