import type { Language } from '#shared/languages.ts';

/**
 * The terms a visitor accepts before the documents "after accepting the terms" open, where the
 * agent wrote none for the property. A template: the back office says so next to it, and the
 * agency must have every such text checked legally before relying on it.
 */
export const DOCUMENT_TERMS_TEMPLATE: Record<Language, string> = {
  de: 'Vertraulichkeit: Die Unterlagen zu dieser Immobilie erhalten Sie ausschließlich, um einen Erwerb zu prüfen. Sie behandeln sie vertraulich, geben sie nicht an Dritte weiter – ausgenommen Ihre Berater und Ihre finanzierende Bank, die ebenso zur Vertraulichkeit verpflichtet sind – und löschen sie auf Verlangen. Die Angaben in den Unterlagen stammen vom Eigentümer oder von Behörden; für ihre Richtigkeit und Vollständigkeit übernehmen wir keine Gewähr.',
  en: 'Confidentiality: you receive the documents of this property solely to assess a purchase. You treat them as confidential and do not pass them on to third parties – except your advisers and your financing bank, who are bound to confidentiality in the same way – and you delete them on request. The information in the documents comes from the owner or from public authorities; we accept no liability for its accuracy or completeness.',
  fr: 'Confidentialité : vous recevez les documents de ce bien uniquement pour examiner une acquisition. Vous les traitez de manière confidentielle et ne les transmettez pas à des tiers – à l’exception de vos conseillers et de votre banque, tenus à la même confidentialité – et vous les supprimez sur demande. Les informations des documents proviennent du propriétaire ou des autorités ; nous n’en garantissons ni l’exactitude ni l’exhaustivité.',
};

/** The property's terms in each language: its own, else the German one, else the template's. */
export function effectiveDocumentTerms(own: Record<Language, string>): Record<Language, string> {
  const german = own.de.trim() || DOCUMENT_TERMS_TEMPLATE.de;
  const fallback = (language: 'en' | 'fr') =>
    own[language].trim() || (own.de.trim() ? german : DOCUMENT_TERMS_TEMPLATE[language]);
  return { de: german, en: fallback('en'), fr: fallback('fr') };
}
