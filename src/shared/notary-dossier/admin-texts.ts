import type { TranslationEntry } from '#shared/translations/types.ts';

/** The agent's side of the notary's dossier (decision 0138), on an awarded property's offers. */
export const NOTARY_DOSSIER_ADMIN_TRANSLATIONS = [
  {
    key: 'admin.notaryDossier.title',
    category: 'admin',
    de: 'Unterlagen für das Notariat',
    en: 'Notary’s dossier',
    fr: 'Dossier pour le notaire',
  },
  {
    key: 'admin.notaryDossier.intro',
    category: 'admin',
    de: 'Ein PDF auf Deutsch mit Immobilie, Verkäufer-Referenz, Käufer und Identifizierung, dem angenommenen Angebot mit seinen Bedingungen, dem Prüfwert des Bietprotokolls und den Daten.',
    en: 'A PDF in German with the property, the seller’s reference, the buyer and their identification, the accepted offer with its terms, the bid log’s check value and the dates.',
    fr: 'Un PDF en allemand avec le bien, la référence du vendeur, l’acheteur et son identification, l’offre acceptée avec ses conditions, la valeur de contrôle du journal des offres et les dates.',
  },
  {
    key: 'admin.notaryDossier.sellerReference',
    category: 'admin',
    de: 'Referenz des Verkäufers oder Auftrags',
    en: 'Seller’s or mandate’s reference',
    fr: 'Référence du vendeur ou du mandat',
  },
  {
    key: 'admin.notaryDossier.notaryEmail',
    category: 'admin',
    de: 'E-Mail-Adresse des Notariats (freiwillig)',
    en: 'Notary’s e-mail address (optional)',
    fr: 'Adresse e-mail du notaire (facultatif)',
  },
  {
    key: 'admin.notaryDossier.save',
    category: 'admin',
    de: 'Angaben speichern',
    en: 'Save details',
    fr: 'Enregistrer les informations',
  },
  {
    key: 'admin.notaryDossier.saved',
    category: 'admin',
    de: 'Angaben gespeichert',
    en: 'Details saved',
    fr: 'Informations enregistrées',
  },
  {
    key: 'admin.notaryDossier.download',
    category: 'admin',
    de: 'PDF herunterladen',
    en: 'Download the PDF',
    fr: 'Télécharger le PDF',
  },
  {
    key: 'admin.notaryDossier.send',
    category: 'admin',
    de: 'An das Notariat senden',
    en: 'Send to the notary',
    fr: 'Envoyer au notaire',
  },
  {
    key: 'admin.notaryDossier.sentDone',
    category: 'admin',
    de: 'Unterlagen unterwegs',
    en: 'Dossier on its way',
    fr: 'Dossier en route',
  },
  {
    key: 'admin.notaryDossier.failed',
    category: 'admin',
    de: 'Nicht erledigt',
    en: 'Not done',
    fr: 'Non effectué',
  },
  {
    key: 'admin.notaryDossier.sentAt',
    category: 'admin',
    de: 'Zuletzt gesendet am {date}',
    en: 'Last sent on {date}',
    fr: 'Dernier envoi le {date}',
  },
] as const satisfies readonly TranslationEntry[];
