import {
  CONTACT_PERSON_TRANSLATIONS,
  ENERGY_CERTIFICATE_TRANSLATIONS,
  LISTING_FACT_TRANSLATIONS,
  OFFER_CLOSED_TRANSLATIONS,
  OFFER_DEADLINE_TRANSLATIONS,
} from '#shared/properties/listing-texts.ts';
import type { TranslationEntry } from '#shared/translations/types.ts';
import { OFFER_PROCEDURE_TRANSLATIONS } from '#shared/procedure/texts.ts';
import { OFFER_TERMS_TRANSLATIONS } from '#shared/offers/offer-terms-texts.ts';
import { LISTINGS_OVERVIEW_TRANSLATIONS } from '#shared/properties/overview-texts.ts';
import { PAGE_OF_TRANSLATION } from '#shared/translations/paging-texts.ts';
import { FEEDBACK_FORM_TRANSLATIONS } from '#shared/accessibility/texts.ts';
import { DOCUMENT_ACCESS_TRANSLATIONS } from '#shared/documents/access-texts.ts';
import { OFFER_DOCUMENTS_TRANSLATIONS } from '#shared/documents/offer-requirement-texts.ts';
import { OFFER_VIEWING_TRANSLATIONS } from '#shared/viewings/offer-requirement-texts.ts';
import {
  OPEN_HIGHEST_TRANSLATIONS,
  PROCEDURE_SUMMARY_TRANSLATIONS,
} from '#shared/properties/procedure-summary-texts.ts';

/**
 * Texts of the public screens. Where a German text is fixed (the offer form's messages, its outcome),
 * the value is that text.
 * Placeholders in braces ({n}, {total}, …) are filled in by the client.
 */

/**
 * The first screen of /: skip link, top bar, and the property page above the details (gallery,
 * deadline, the offer banner). The key facts and the details below bring their own texts.
 */
const FIRST_SCREEN_TRANSLATIONS = [
  {
    key: 'nav.skipToContent',
    category: 'navigation',
    de: 'Zum Inhalt springen',
    en: 'Skip to content',
    fr: 'Aller au contenu',
  },
  { key: 'nav.back', category: 'navigation', de: 'Zurück', en: 'Back', fr: 'Retour' },
  { key: 'nav.allListings', category: 'navigation', de: 'Alle Objekte', en: 'All listings', fr: 'Tous les biens' },
  {
    key: 'property.eyebrow',
    category: 'property',
    de: 'Exklusives Angebot',
    en: 'Exclusive listing',
    fr: 'Bien exclusif',
  },
  {
    key: 'property.interested',
    category: 'property',
    de: 'Interessiert?',
    en: 'Interested?',
    fr: 'Ce bien vous intéresse ?',
  },
  {
    key: 'property.interestedText',
    category: 'property',
    de: 'Geben Sie jetzt Ihr unverbindliches Angebot ab – wir melden uns persönlich bei Ihnen.',
    en: 'Submit your non-binding offer now – we will get back to you personally.',
    fr: 'Soumettez dès maintenant votre offre sans engagement – nous vous recontacterons personnellement.',
  },
  {
    key: 'property.noneTitle',
    category: 'property',
    de: 'Keine Immobilien verfügbar',
    en: 'No properties available',
    fr: 'Aucun bien disponible',
  },
  {
    key: 'property.noneText',
    category: 'property',
    de: 'Derzeit ist keine Immobilie im Angebot. Schauen Sie gern bald wieder vorbei.',
    en: 'There is no property on offer at the moment. Please check back soon.',
    fr: 'Aucun bien n’est proposé pour le moment. N’hésitez pas à revenir bientôt.',
  },
  {
    key: 'property.loadError',
    category: 'error',
    de: 'Die Immobilie konnte nicht geladen werden.',
    en: 'The property could not be loaded.',
    fr: 'Le bien n’a pas pu être chargé.',
  },
  {
    key: 'action.submitOffer',
    category: 'action',
    de: 'Angebot abgeben',
    en: 'Submit offer',
    fr: 'Soumettre une offre',
  },
  // Gallery.
  { key: 'gallery.label', category: 'ui', de: 'Bildergalerie', en: 'Image gallery', fr: 'Galerie d’images' },
  { key: 'gallery.previous', category: 'ui', de: 'Vorheriges Bild', en: 'Previous image', fr: 'Image précédente' },
  { key: 'gallery.next', category: 'ui', de: 'Nächstes Bild', en: 'Next image', fr: 'Image suivante' },
  {
    key: 'gallery.position',
    category: 'ui',
    de: 'Bild {n} von {total}',
    en: 'Image {n} of {total}',
    fr: 'Image {n} sur {total}',
  },
  {
    key: 'gallery.imageAlt',
    category: 'ui',
    de: '{title} – Bild {n} von {total}',
    en: '{title} – image {n} of {total}',
    fr: '{title} – image {n} sur {total}',
  },
  {
    key: 'gallery.showImage',
    category: 'ui',
    de: 'Bild {n} anzeigen',
    en: 'Show image {n}',
    fr: 'Afficher l’image {n}',
  },
  { key: 'gallery.thumbnails', category: 'ui', de: 'Alle Bilder', en: 'All images', fr: 'Toutes les images' },
  {
    key: 'gallery.openFullscreen',
    category: 'ui',
    de: 'Bild im Vollbild öffnen',
    en: 'Open image full screen',
    fr: 'Ouvrir l’image en plein écran',
  },
  {
    key: 'gallery.fullscreen',
    category: 'ui',
    de: 'Bilder im Vollbild',
    en: 'Images, full screen',
    fr: 'Images en plein écran',
  },
  {
    key: 'gallery.closeFullscreen',
    category: 'ui',
    de: 'Vollbild schließen',
    en: 'Close full screen',
    fr: 'Fermer le plein écran',
  },
  {
    key: 'gallery.unavailable',
    category: 'error',
    de: 'Bild nicht verfügbar',
    en: 'Image not available',
    fr: 'Image non disponible',
  },
  {
    key: 'gallery.noImages',
    category: 'ui',
    de: 'Keine Bilder vorhanden',
    en: 'No images available',
    fr: 'Aucune image disponible',
  },
  {
    key: 'gallery.loading',
    category: 'ui',
    de: 'Bild wird geladen…',
    en: 'Loading image…',
    fr: 'Chargement de l’image…',
  },
] as const satisfies readonly TranslationEntry[];

/** The key facts' tiles on the first screen of / (their code loads when they must change). */
const KEY_FACT_TRANSLATIONS = [
  { key: 'property.keyFacts', category: 'property', de: 'Eckdaten', en: 'Key facts', fr: 'Chiffres clés' },
  { key: 'property.livingArea', category: 'property', de: 'Wohnfläche', en: 'Living area', fr: 'Surface habitable' },
  { key: 'property.bathrooms', category: 'property', de: 'Badezimmer', en: 'Bathrooms', fr: 'Salles de bains' },
  { key: 'unit.squareMeters', category: 'unit', de: 'm²', en: 'm²', fr: 'm²' },
] as const satisfies readonly TranslationEntry[];

/** Said after a link that opens in a new tab: the offer form's legal links, the property's documents. */
const OPENS_IN_NEW_TAB_TRANSLATION = {
  key: 'ui.opensInNewTab',
  category: 'ui',
  de: '(öffnet in einem neuen Tab)',
  en: '(opens in a new tab)',
  fr: '(s’ouvre dans un nouvel onglet)',
} as const satisfies TranslationEntry;

/** The details section below the first screen of /: description, features, energy certificate, documents. */
const DETAILS_TRANSLATIONS = [
  { key: 'property.details', category: 'property', de: 'Die Immobilie', en: 'The property', fr: 'Le bien' },
  {
    key: 'property.description',
    category: 'property',
    de: 'Objektbeschreibung',
    en: 'Property description',
    fr: 'Description du bien',
  },
  {
    key: 'property.features',
    category: 'property',
    de: 'Ausstattung & Besonderheiten',
    en: 'Features & highlights',
    fr: 'Équipements et atouts',
  },
  {
    key: 'property.energyClass',
    category: 'property',
    de: 'Energieeffizienzklasse',
    en: 'Energy efficiency class',
    fr: 'Classe d’efficacité énergétique',
  },
  {
    key: 'property.energyConsumption',
    category: 'property',
    de: 'Endenergiebedarf',
    en: 'Final energy demand',
    fr: 'Besoin en énergie finale',
  },
  {
    key: 'property.location',
    category: 'property',
    de: 'Lage & Umgebung',
    en: 'Location & surroundings',
    fr: 'Situation et environnement',
  },
  {
    key: 'property.equipment',
    category: 'property',
    de: 'Ausstattungsdetails',
    en: 'Fixtures & fittings',
    fr: 'Prestations et équipements',
  },
  // A short key: every rendered page carries these texts, kept under 14 KB (server/site/public-texts.test.ts).
  { key: 'property.documents', category: 'property', de: 'Unterlagen', en: 'Documents', fr: 'Documents' },
  { key: 'unit.energy', category: 'unit', de: 'kWh/m²a', en: 'kWh/m²a', fr: 'kWh/m²/an' },
] as const satisfies readonly TranslationEntry[];

/** The footer: its chunk brings these German texts. */
const FOOTER_TRANSLATIONS = [
  {
    key: 'footer.description',
    category: 'ui',
    de: 'Wir begleiten Käufer und Verkäufer ausgewählter Wohnimmobilien in München und Umgebung – diskret, persönlich und mit genauer Kenntnis des Marktes.',
    en: 'We guide buyers and sellers of selected residential properties in Munich and the surrounding area – discreetly, personally and with an intimate knowledge of the market.',
    fr: 'Nous accompagnons acheteurs et vendeurs de biens résidentiels d’exception à Munich et dans ses environs – avec discrétion, un suivi personnel et une connaissance fine du marché.',
  },
  { key: 'footer.legal', category: 'navigation', de: 'Rechtliches', en: 'Legal', fr: 'Informations légales' },
  {
    key: 'footer.allListings',
    category: 'navigation',
    de: 'Alle Immobilien im Überblick',
    en: 'All properties at a glance',
    fr: 'Tous nos biens en un coup d’œil',
  },
  { key: 'footer.phone', category: 'ui', de: 'Telefon', en: 'Phone', fr: 'Téléphone' },
  { key: 'footer.email', category: 'ui', de: 'E-Mail', en: 'E-mail', fr: 'E-mail' },
  { key: 'footer.imprint', category: 'navigation', de: 'Impressum', en: 'Legal notice', fr: 'Mentions légales' },
  { key: 'footer.privacy', category: 'navigation', de: 'Datenschutz', en: 'Privacy policy', fr: 'Confidentialité' },
  { key: 'footer.terms', category: 'navigation', de: 'AGB', en: 'Terms and conditions', fr: 'Conditions générales' },
  {
    key: 'footer.accessibility',
    category: 'navigation',
    de: 'Barrierefreiheit',
    en: 'Accessibility',
    fr: 'Accessibilité',
  },
  {
    key: 'footer.copyright',
    category: 'ui',
    de: '© {year} {company}. Alle Rechte vorbehalten.',
    en: '© {year} {company}. All rights reserved.',
    fr: '© {year} {company}. Tous droits réservés.',
  },
] as const satisfies readonly TranslationEntry[];

/** Content pages (/pages/:slug, /agb, /datenschutz). */
const CONTENT_PAGE_TRANSLATIONS = [
  {
    key: 'page.notFoundTitle',
    category: 'error',
    de: 'Seite nicht gefunden',
    en: 'Page not found',
    fr: 'Page introuvable',
  },
  {
    key: 'page.notFoundText',
    category: 'error',
    de: 'Die angeforderte Seite konnte nicht gefunden werden.',
    en: 'The requested page could not be found.',
    fr: 'La page demandée est introuvable.',
  },
] as const satisfies readonly TranslationEntry[];

/** The 404 screen: its heading is 'Page Not Found' in every language (decision 0020). */
const NOT_FOUND_TRANSLATIONS = [
  { key: 'notFound.title', category: 'error', de: 'Page Not Found', en: 'Page Not Found', fr: 'Page Not Found' },
  {
    key: 'notFound.text',
    category: 'error',
    de: 'Unter dieser Adresse gibt es keine Seite. Vielleicht hat sich ein Tippfehler eingeschlichen.',
    en: 'There is no page at this address. Perhaps a typo slipped in.',
    fr: 'Aucune page n’existe à cette adresse. Une faute de frappe s’est peut-être glissée.',
  },
] as const satisfies readonly TranslationEntry[];

/** The static part of the offer section (#bidding). */
const OFFER_SECTION_TRANSLATIONS = [
  // Shown only from the server's markup (inside <noscript>, which the browser's React never renders):
  // the first screen's bundle need not carry it.
  {
    key: 'offer.needsScript',
    category: 'offer',
    de: 'Um ein Angebot abzugeben, aktivieren Sie bitte JavaScript in Ihrem Browser – oder rufen Sie uns an.',
    en: 'To submit an offer, please enable JavaScript in your browser – or give us a call.',
    fr: 'Pour soumettre une offre, veuillez activer JavaScript dans votre navigateur – ou appelez-nous.',
  },
  {
    key: 'offer.eyebrow',
    category: 'offer',
    de: 'Unverbindliches Angebot',
    en: 'Non-binding offer',
    fr: 'Offre sans engagement',
  },
  { key: 'offer.title', category: 'offer', de: 'Ihr Angebot', en: 'Your offer', fr: 'Votre offre' },
  {
    key: 'offer.intro',
    category: 'offer',
    de: 'Nennen Sie uns den Preis, den Sie für diese Immobilie bieten möchten. Wir prüfen jedes Angebot sorgfältig und melden uns persönlich bei Ihnen.',
    en: 'Tell us the price you would like to offer for this property. We review every offer carefully and will contact you personally.',
    fr: 'Indiquez-nous le prix que vous souhaitez proposer pour ce bien. Nous examinons chaque offre avec soin et vous recontactons personnellement.',
  },
  {
    key: 'offer.point.noObligation',
    category: 'offer',
    de: 'Keine Kaufverpflichtung',
    en: 'No obligation to buy',
    fr: 'Aucune obligation d’achat',
  },
  {
    key: 'offer.point.confidential',
    category: 'offer',
    de: 'Vertrauliche Behandlung Ihrer Angaben',
    en: 'Your details are treated in confidence',
    fr: 'Vos données sont traitées en toute confidentialité',
  },
  {
    key: 'offer.point.personal',
    category: 'offer',
    de: 'Persönliche Rückmeldung per Telefon oder E-Mail',
    en: 'A personal reply by phone or e-mail',
    fr: 'Une réponse personnelle par téléphone ou e-mail',
  },
] as const satisfies readonly TranslationEntry[];

/** The offer form itself, its messages and its outcome. */
const OFFER_FORM_TRANSLATIONS = [
  { key: 'offer.formLabel', category: 'offer', de: 'Angebotsformular', en: 'Offer form', fr: 'Formulaire d’offre' },
  {
    key: 'offer.closedWhileTyping',
    category: 'offer',
    de: 'Die Angebotsfrist ist soeben abgelaufen. Ihre Eingaben bleiben sichtbar, können aber nicht mehr gesendet werden.',
    en: 'The offer period has just ended. What you entered stays visible but can no longer be sent.',
    fr: 'La période des offres vient de se terminer. Vos saisies restent visibles mais ne peuvent plus être envoyées.',
  },
  {
    key: 'offer.announce.highest',
    category: 'offer',
    de: 'Neues Höchstgebot: {amount} ({offers}).',
    en: 'New highest offer: {amount} ({offers}).',
    fr: 'Nouvelle offre la plus élevée : {amount} ({offers}).',
  },
  {
    key: 'offer.announce.extended',
    category: 'offer',
    de: 'Die Angebotsfrist wurde bis {time} verlängert.',
    en: 'The offer period has been extended to {time}.',
    fr: 'La période des offres a été prolongée jusqu’au {time}.',
  },
  {
    key: 'offer.allRequired',
    category: 'offer',
    de: 'Alle Felder sind Pflichtfelder.',
    en: 'All fields are required.',
    fr: 'Tous les champs sont obligatoires.',
  },
  { key: 'offer.firstName', category: 'offer', de: 'Vorname', en: 'First name', fr: 'Prénom' },
  { key: 'offer.lastName', category: 'offer', de: 'Nachname', en: 'Last name', fr: 'Nom' },
  { key: 'offer.email', category: 'offer', de: 'E-Mail-Adresse', en: 'E-mail address', fr: 'Adresse e-mail' },
  { key: 'offer.phone', category: 'offer', de: 'Telefonnummer', en: 'Phone number', fr: 'Numéro de téléphone' },
  { key: 'offer.amount', category: 'offer', de: 'Angebotssumme', en: 'Offer amount', fr: 'Montant de l’offre' },
  {
    key: 'offer.leaveEmpty',
    category: 'offer',
    de: 'Dieses Feld bitte leer lassen',
    en: 'Please leave this field empty',
    fr: 'Veuillez laisser ce champ vide',
  },
  {
    key: 'offer.amountHint',
    category: 'offer',
    de: 'Betrag in Euro, z. B. 1.250.000',
    en: 'Amount in euros, e.g. 1,250,000',
    fr: 'Montant en euros, p. ex. 1 250 000',
  },
  {
    key: 'offer.amountPreview',
    category: 'offer',
    de: 'Ihr Angebot: {amount}',
    en: 'Your offer: {amount}',
    fr: 'Votre offre : {amount}',
  },
  {
    key: 'offer.terms',
    category: 'offer',
    de: 'Ich akzeptiere die {terms} und die {privacy}.',
    en: 'I accept the {terms} and the {privacy}.',
    fr: 'J’accepte les {terms} et la {privacy}.',
  },
  {
    key: 'offer.termsLink',
    category: 'offer',
    de: 'Allgemeinen Geschäftsbedingungen',
    en: 'terms and conditions',
    fr: 'conditions générales',
  },
  OPENS_IN_NEW_TAB_TRANSLATION,
  {
    key: 'offer.privacyLink',
    category: 'offer',
    de: 'Datenschutzerklärung',
    en: 'privacy policy',
    fr: 'politique de confidentialité',
  },
  {
    key: 'offer.nonBinding',
    category: 'offer',
    de: 'Ihr Angebot ist unverbindlich und begründet keine Kaufverpflichtung.',
    en: 'Your offer is non-binding and creates no obligation to buy.',
    fr: 'Votre offre est sans engagement et n’entraîne aucune obligation d’achat.',
  },
  {
    key: 'offer.submitting',
    category: 'offer',
    de: 'Angebot wird übermittelt…',
    en: 'Submitting offer…',
    fr: 'Envoi de l’offre…',
  },
  {
    key: 'success.offerTitle',
    category: 'success',
    de: 'Angebot erfolgreich abgegeben',
    en: 'Offer submitted successfully',
    fr: 'Offre soumise avec succès',
  },
  {
    key: 'success.offerDescription',
    category: 'success',
    de: 'Ihr unverbindliches Angebot wurde erfolgreich übermittelt. Wir melden uns in Kürze bei Ihnen.',
    en: 'Your non-binding offer has been transmitted successfully. We will be in touch shortly.',
    fr: 'Votre offre sans engagement a bien été transmise. Nous vous contacterons très prochainement.',
  },
  {
    key: 'success.forProperty',
    category: 'success',
    de: 'Für die Immobilie',
    en: 'For the property',
    fr: 'Pour le bien',
  },
  { key: 'success.receivedAt', category: 'success', de: 'Eingegangen', en: 'Received', fr: 'Reçue' },
  {
    key: 'success.reference',
    category: 'success',
    de: 'Ihre Referenz',
    en: 'Your reference',
    fr: 'Votre référence',
  },
  {
    key: 'success.downloadReceipt',
    category: 'success',
    de: 'Bestätigung herunterladen (PDF)',
    en: 'Download the receipt (PDF)',
    fr: 'Télécharger l’accusé de réception (PDF)',
  },
  {
    key: 'success.myOffers',
    category: 'success',
    de: 'Meine Angebote ansehen',
    en: 'View my offers',
    fr: 'Voir mes offres',
  },
  {
    key: 'success.personalLink',
    category: 'success',
    de: 'Ihre persönliche Seite zeigt Ihre Angebote für diese Immobilie. Den Link erhalten Sie auch per E-Mail – bitte geben Sie ihn nicht weiter.',
    en: 'Your personal page shows your offers for this property. You also receive its link by e-mail – please do not share it.',
    fr: 'Votre page personnelle affiche vos offres pour ce bien. Vous en recevez aussi le lien par e-mail – merci de ne pas le partager.',
  },
  {
    key: 'success.offerToast',
    category: 'success',
    de: 'Ihr Angebot wurde erfolgreich abgegeben!',
    en: 'Your offer has been submitted successfully!',
    fr: 'Votre offre a été soumise avec succès !',
  },
  { key: 'action.understood', category: 'action', de: 'Verstanden', en: 'Understood', fr: 'Compris' },
  {
    key: 'error.offerSubmit',
    category: 'error',
    de: 'Fehler beim Abgeben des Angebots',
    en: 'Error submitting offer',
    fr: 'Erreur lors de l’envoi de l’offre',
  },
  {
    key: 'error.propertyUnavailable',
    category: 'error',
    de: 'Diese Immobilie ist nicht mehr verfügbar.',
    en: 'This property is no longer available.',
    fr: 'Ce bien n’est plus disponible.',
  },
  {
    key: 'error.tooManyOffers',
    category: 'error',
    de: 'Zu viele Angebote in kurzer Zeit. Bitte versuchen Sie es später erneut.',
    en: 'Too many offers in a short time. Please try again later.',
    fr: 'Trop d’offres en peu de temps. Veuillez réessayer plus tard.',
  },
  {
    key: 'error.tryLater',
    category: 'error',
    de: 'Bitte versuchen Sie es später erneut.',
    en: 'Please try again later.',
    fr: 'Veuillez réessayer plus tard.',
  },
  // The offer form's required messages (the shared schema's German texts) and the further translated ones.
  {
    key: 'validation.firstNameRequired',
    category: 'validation',
    de: 'Vorname ist erforderlich',
    en: 'First name is required',
    fr: 'Le prénom est obligatoire',
  },
  {
    key: 'validation.lastNameRequired',
    category: 'validation',
    de: 'Nachname ist erforderlich',
    en: 'Last name is required',
    fr: 'Le nom est obligatoire',
  },
  {
    key: 'validation.emailRequired',
    category: 'validation',
    de: 'E-Mail ist erforderlich',
    en: 'E-mail is required',
    fr: 'L’adresse e-mail est obligatoire',
  },
  {
    key: 'validation.emailInvalid',
    category: 'validation',
    de: 'Ungültige E-Mail-Adresse',
    en: 'Invalid e-mail address',
    fr: 'Adresse e-mail invalide',
  },
  {
    key: 'validation.phoneRequired',
    category: 'validation',
    de: 'Telefonnummer ist erforderlich',
    en: 'Phone number is required',
    fr: 'Le numéro de téléphone est obligatoire',
  },
  {
    key: 'validation.phoneInvalid',
    category: 'validation',
    de: 'Ungültige Telefonnummer',
    en: 'Invalid phone number',
    fr: 'Numéro de téléphone invalide',
  },
  {
    key: 'validation.tooLong',
    category: 'validation',
    de: 'Dieser Eintrag ist zu lang',
    en: 'This entry is too long',
    fr: 'Cette saisie est trop longue',
  },
  {
    key: 'validation.notOneLine',
    category: 'validation',
    de: 'Bitte ohne Zeilenumbrüche und Steuerzeichen eingeben',
    en: 'Please enter this without line breaks or control characters',
    fr: 'Veuillez saisir ce champ sans saut de ligne ni caractère de contrôle',
  },
  {
    key: 'validation.amountRequired',
    category: 'validation',
    de: 'Angebotssumme ist erforderlich',
    en: 'Offer amount is required',
    fr: 'Le montant de l’offre est obligatoire',
  },
  {
    key: 'validation.amountInvalid',
    category: 'validation',
    de: 'Bitte geben Sie einen gültigen Betrag ein',
    en: 'Please enter a valid amount',
    fr: 'Veuillez saisir un montant valide',
  },
  {
    key: 'validation.amountUnclear',
    category: 'validation',
    de: 'Dieser Betrag ist nicht eindeutig. Bitte schreiben Sie ihn z. B. als 480.000 oder 480.000,50',
    en: 'This amount is ambiguous. Please write it as, for example, 480,000 or 480,000.50',
    fr: 'Ce montant est ambigu. Veuillez l’écrire par exemple 480 000 ou 480 000,50',
  },
  {
    key: 'validation.amountMin',
    category: 'validation',
    de: 'Der Betrag muss mindestens 1 € betragen',
    en: 'The amount must be at least €1',
    fr: 'Le montant doit être d’au moins 1 €',
  },
  {
    key: 'validation.termsRequired',
    category: 'validation',
    de: 'Sie müssen den Bedingungen zustimmen',
    en: 'You must agree to the terms',
    fr: 'Vous devez accepter les conditions',
  },
  {
    key: 'validation.required',
    category: 'validation',
    de: 'Dieses Feld ist erforderlich',
    en: 'This field is required',
    fr: 'Ce champ est obligatoire',
  },
] as const satisfies readonly TranslationEntry[];

/**
 * The public texts by the part of the client that shows them. Each part's German texts travel with
 * its code (scripts/vite-public-texts.ts): the first screen's, with COMMON, in the main bundle
 * ('virtual:public-texts'), the others, with SHARED, in their lazily loaded chunks
 * ('virtual:public-texts/<part>'). English and French come with the server's map.
 */
export const PUBLIC_SITE_PARTS = {
  firstScreen: [...FIRST_SCREEN_TRANSLATIONS, ...OFFER_DEADLINE_TRANSLATIONS],
  keyFacts: [...KEY_FACT_TRANSLATIONS, ...LISTING_FACT_TRANSLATIONS],
  procedureSummary: [...PROCEDURE_SUMMARY_TRANSLATIONS, ...OPEN_HIGHEST_TRANSLATIONS],
  details: [...DETAILS_TRANSLATIONS, ...ENERGY_CERTIFICATE_TRANSLATIONS, OPENS_IN_NEW_TAB_TRANSLATION],
  offer: [
    ...OFFER_SECTION_TRANSLATIONS,
    ...CONTACT_PERSON_TRANSLATIONS,
    ...OFFER_FORM_TRANSLATIONS,
    ...OFFER_PROCEDURE_TRANSLATIONS,
    ...OFFER_TERMS_TRANSLATIONS,
  ],
  offerClosed: OFFER_CLOSED_TRANSLATIONS,
  footer: FOOTER_TRANSLATIONS,
  contentPage: CONTENT_PAGE_TRANSLATIONS,
  notFound: NOT_FOUND_TRANSLATIONS,
  // The page counter is one of the texts several parts share (translations/common.ts).
  listings: [...LISTINGS_OVERVIEW_TRANSLATIONS, ...OFFER_DEADLINE_TRANSLATIONS, PAGE_OF_TRANSLATION],
} as const satisfies Record<string, readonly TranslationEntry[]>;

/** Every text of the public screens (the server's default set and the admin's seed). */
export const PUBLIC_SITE_TRANSLATIONS = [
  ...FIRST_SCREEN_TRANSLATIONS,
  ...KEY_FACT_TRANSLATIONS,
  ...LISTING_FACT_TRANSLATIONS,
  ...DETAILS_TRANSLATIONS,
  ...ENERGY_CERTIFICATE_TRANSLATIONS,
  ...OFFER_DEADLINE_TRANSLATIONS,
  ...OFFER_CLOSED_TRANSLATIONS,
  ...OPEN_HIGHEST_TRANSLATIONS,
  ...PROCEDURE_SUMMARY_TRANSLATIONS,
  ...OFFER_SECTION_TRANSLATIONS,
  ...CONTACT_PERSON_TRANSLATIONS,
  ...OFFER_FORM_TRANSLATIONS,
  ...OFFER_PROCEDURE_TRANSLATIONS,
  ...OFFER_TERMS_TRANSLATIONS,
  ...FOOTER_TRANSLATIONS,
  ...CONTENT_PAGE_TRANSLATIONS,
  ...FEEDBACK_FORM_TRANSLATIONS,
  ...DOCUMENT_ACCESS_TRANSLATIONS,
  ...OFFER_DOCUMENTS_TRANSLATIONS,
  ...OFFER_VIEWING_TRANSLATIONS,
  ...NOT_FOUND_TRANSLATIONS,
  ...LISTINGS_OVERVIEW_TRANSLATIONS,
] as const satisfies readonly TranslationEntry[];
