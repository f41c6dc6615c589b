import type { TranslationEntry } from '#shared/translations/types.ts';

/** Texts of the admin's frame: title, top bar, tabs, session, saving (keys under admin.). */
export const ADMIN_SHELL_TRANSLATIONS = [
  {
    key: 'admin.title',
    category: 'admin',
    de: 'Admin-Dashboard',
    en: 'Admin Dashboard',
    fr: "Tableau de bord d'administration",
  },
  { key: 'admin.viewSite', category: 'navigation', de: 'Website ansehen', en: 'View website', fr: 'Voir le site' },
  { key: 'admin.logout', category: 'action', de: 'Abmelden', en: 'Logout', fr: 'Se déconnecter' },
  {
    key: 'admin.session.checking',
    category: 'admin',
    de: 'Sitzung wird geprüft…',
    en: 'Checking your session…',
    fr: 'Vérification de la session…',
  },
  {
    key: 'admin.tabs.label',
    category: 'admin',
    de: 'Verwaltungsbereiche',
    en: 'Admin sections',
    fr: "Sections d'administration",
  },
  {
    key: 'admin.documentTitle',
    category: 'admin',
    de: '{section} – Verwaltung',
    en: '{section} – Admin',
    fr: '{section} – Administration',
  },
  { key: 'admin.tabs.overview', category: 'navigation', de: 'Übersicht', en: 'Overview', fr: 'Aperçu' },
  { key: 'admin.tabs.properties', category: 'navigation', de: 'Immobilien', en: 'Properties', fr: 'Biens' },
  { key: 'admin.tabs.offers', category: 'navigation', de: 'Angebote', en: 'Offers', fr: 'Offres' },
  { key: 'admin.tabs.pages', category: 'navigation', de: 'Seiten', en: 'Pages', fr: 'Pages' },
  {
    key: 'admin.tabs.translations',
    category: 'navigation',
    de: 'Übersetzungen',
    en: 'Translations',
    fr: 'Traductions',
  },
  { key: 'admin.save', category: 'action', de: 'Speichern', en: 'Save', fr: 'Enregistrer' },
  { key: 'admin.saving', category: 'admin', de: 'Speichere...', en: 'Saving...', fr: 'Enregistrement...' },
  {
    key: 'admin.unauthorized.title',
    category: 'error',
    de: 'Nicht autorisiert',
    en: 'Unauthorized',
    fr: 'Non autorisé',
  },
  {
    key: 'admin.unauthorized.description',
    category: 'error',
    de: 'Sie wurden abgemeldet. Weiter zur Anmeldung …',
    en: 'You are logged out. Taking you to the sign-in page …',
    fr: 'Vous avez été déconnecté. Redirection vers la connexion …',
  },
] as const satisfies readonly TranslationEntry[];
