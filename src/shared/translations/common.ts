import type { TranslationEntry } from './types';

/** Texts every screen shares: product name, language names, generic errors. */
export const COMMON_TRANSLATIONS: readonly TranslationEntry[] = [
  {
    key: 'app.title',
    category: 'navigation',
    de: 'Isarwert Immobilien',
    en: 'Isarwert Immobilien',
    fr: 'Isarwert Immobilien',
  },
  { key: 'language.de', category: 'ui', de: 'Deutsch', en: 'Deutsch', fr: 'Deutsch' },
  { key: 'language.en', category: 'ui', de: 'English', en: 'English', fr: 'English' },
  { key: 'language.fr', category: 'ui', de: 'Français', en: 'Français', fr: 'Français' },
  { key: 'language.select', category: 'ui', de: 'Sprache wählen', en: 'Choose language', fr: 'Choisir la langue' },
  {
    key: 'error.generic',
    category: 'error',
    de: 'Ein Fehler ist aufgetreten',
    en: 'An error occurred',
    fr: 'Une erreur est survenue',
  },
  {
    key: 'error.translations',
    category: 'error',
    de: 'Übersetzungen konnten nicht geladen werden',
    en: 'Failed to fetch translations',
    fr: 'Impossible de charger les traductions',
  },
  { key: 'ui.loading', category: 'ui', de: 'Wird geladen…', en: 'Loading…', fr: 'Chargement…' },
  { key: 'action.close', category: 'action', de: 'Schließen', en: 'Close', fr: 'Fermer' },
  { key: 'action.retry', category: 'action', de: 'Erneut versuchen', en: 'Try again', fr: 'Réessayer' },
  { key: 'action.toHome', category: 'action', de: 'Zur Startseite', en: 'Back to homepage', fr: 'Retour à l’accueil' },
];
