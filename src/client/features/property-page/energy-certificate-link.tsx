import type { PublicDocument } from '#shared/documents/schemas.ts';
import { localizedText } from '#shared/localized.ts';
import { DOCUMENT_TYPE_NAMES, documentSize } from '#client/lib/document-format.ts';
import { useI18n } from '#client/lib/i18n.tsx';
import { FileText } from './document-icons';
import { Lock } from './document-gate';
import { documentHref } from './property-documents';

/**
 * The energy certificate's file under the energy card's facts, where the agent marked one of the
 * documents as it: a public one opens directly; a gated one leads to the documents and their terms.
 * The document's own title names it, so the link reads as the agent wrote it in each language.
 */
export function EnergyCertificateLink({ slug, documents }: { slug: string; documents: readonly PublicDocument[] }) {
  const { t, language } = useI18n();
  const certificate = documents.find((document) => document.energyCertificate);
  if (!certificate) return null;
  const title = localizedText(language, certificate.title.de, certificate.title.en, certificate.title.fr);
  const facts = [DOCUMENT_TYPE_NAMES[certificate.mediaType], documentSize(certificate.byteSize, language)].join(' · ');
  const label = (
    <span className="min-w-0">
      <span className="document-title">{title}</span>
      <span className="document-facts">{facts}</span>
    </span>
  );
  if (certificate.gated) {
    return (
      <a href="#documents" className="document-link mt-4">
        <Lock className="document-icon" aria-hidden />
        {label}
      </a>
    );
  }
  return (
    <a href={documentHref(slug, certificate.id)} target="_blank" rel="noopener" className="document-link mt-4">
      <FileText className="document-icon" aria-hidden />
      {label}
      <span className="sr-only"> {t('ui.opensInNewTab')}</span>
    </a>
  );
}
