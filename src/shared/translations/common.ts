import type { TranslationEntry } from './types';
import { PAGE_OF_TRANSLATION } from '#shared/translations/paging-texts.ts';

/**
 * Texts the public page's first screen shows and other screens share: the product name, language
 * names, generic states. Their German texts are in the main bundle (see PUBLIC_SITE_PARTS).
 */
export const COMMON_TRANSLATIONS = [
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
  { key: 'ui.loading', category: 'ui', de: 'Wird geladen…', en: 'Loading…', fr: 'Chargement…' },
  { key: 'action.retry', category: 'action', de: 'Erneut versuchen', en: 'Try again', fr: 'Réessayer' },
  { key: 'nav.offer', category: 'navigation', de: 'Angebot', en: 'Offer', fr: 'Offre' },
] as const satisfies readonly TranslationEntry[];

/**
 * The toast area's own texts: the region's label (F8 reaches it), the word read out before each
 * toast, the close button. Its lazily loaded chunk brings them in all three languages; they are
 * also part of the shared set below, so the server serves them and admins can edit them.
 */
export const TOAST_TRANSLATIONS = [
  {
    key: 'toast.region',
    category: 'ui',
    de: 'Benachrichtigungen ({hotkey})',
    en: 'Notifications ({hotkey})',
    fr: 'Notifications ({hotkey})',
  },
  { key: 'toast.announcement', category: 'ui', de: 'Benachrichtigung', en: 'Notification', fr: 'Notification' },
  {
    key: 'toast.close',
    category: 'action',
    de: 'Benachrichtigung schließen',
    en: 'Close notification',
    fr: 'Fermer la notification',
  },
] as const satisfies readonly TranslationEntry[];

/**
 * Texts several lazily loaded parts share (dialogs, forms, the footer, the admin): each such part
 * brings them along, so they are not in the main bundle.
 */
export const SHARED_TRANSLATIONS = [
  PAGE_OF_TRANSLATION,
  {
    key: 'error.translations',
    category: 'error',
    de: 'Übersetzungen konnten nicht geladen werden',
    en: 'Failed to fetch translations',
    fr: 'Impossible de charger les traductions',
  },
  { key: 'action.close', category: 'action', de: 'Schließen', en: 'Close', fr: 'Fermer' },
  { key: 'action.toHome', category: 'action', de: 'Zur Startseite', en: 'Back to homepage', fr: 'Retour à l’accueil' },
  { key: 'action.cancel', category: 'action', de: 'Abbrechen', en: 'Cancel', fr: 'Annuler' },
  { key: 'action.delete', category: 'action', de: 'Löschen', en: 'Delete', fr: 'Supprimer' },
  { key: 'action.create', category: 'action', de: 'Erstellen', en: 'Create', fr: 'Créer' },
  { key: 'action.add', category: 'action', de: 'Hinzufügen', en: 'Add', fr: 'Ajouter' },
  {
    key: 'action.remove',
    category: 'action',
    de: '{item} entfernen',
    en: 'Remove {item}',
    fr: 'Retirer {item}',
  },
  { key: 'footer.contact', category: 'navigation', de: 'Kontakt', en: 'Contact', fr: 'Contact' },
  { key: 'footer.address', category: 'ui', de: 'Adresse', en: 'Address', fr: 'Adresse' },
  // Labels the key facts, the details and the admin's form share.
  { key: 'property.bedrooms', category: 'property', de: 'Schlafzimmer', en: 'Bedrooms', fr: 'Chambres' },
  { key: 'property.yearBuilt', category: 'property', de: 'Baujahr', en: 'Year built', fr: 'Année de construction' },
  {
    key: 'property.energyCertificate',
    category: 'property',
    de: 'Energieausweis',
    en: 'Energy certificate',
    fr: 'Certificat énergétique',
  },
  { key: 'property.heatingType', category: 'property', de: 'Heizungsart', en: 'Heating type', fr: 'Type de chauffage' },
  ...TOAST_TRANSLATIONS,
] as const satisfies readonly TranslationEntry[];
