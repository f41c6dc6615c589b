import type { PublicDocument } from '#shared/documents/schemas.ts';
import { localizedText } from '#shared/localized.ts';
import { FileImage, FileText } from './document-icons';
import { DOCUMENT_TYPE_NAMES, documentDay, documentSize } from '#client/lib/document-format.ts';
import { useI18n } from '#client/lib/i18n.tsx';
import { DocumentGate, Lock, useDocumentAccess, useGateTexts } from './document-gate';

/**
 * openPropertyDocument (shared/documents/endpoints.ts): the server sends the visitor on to a signed
 * link to the file. A plain link, so that it works before the page's code has loaded and without it.
 */
export const documentHref = (slug: string, documentId: string) =>
  `/api/listings/${encodeURIComponent(slug)}/documents/${documentId}`;

/** documentPreview: the first page's image; the file's version makes a replaced file's image a new address. */
const previewSrc = (slug: string, document: PublicDocument) =>
  `${documentHref(slug, document.id)}/preview?version=${document.version}`;

/**
 * The property's documents in their order, each a link to its file; nothing without any. A gated
 * one is a link only for a browser that passed the gate (below the list); before, it is listed
 * with a lock.
 */
export function PropertyDocuments({ slug, documents }: { slug: string; documents: readonly PublicDocument[] }) {
  const { t, language } = useI18n();
  const gateTexts = useGateTexts();
  const hasGated = documents.some((document) => document.gated);
  const access = useDocumentAccess(slug, hasGated);
  if (documents.length === 0) return null;
  const newTab = t('ui.opensInNewTab');
  return (
    <article id="documents" className="soft-card scroll-mt-24">
      {/* The heading of the details' other cards (CardHeading there, which this module cannot import back). */}
      <h2 className="card-heading">
        <span className="card-icon">
          <FileText className="h-4 w-4" aria-hidden />
        </span>
        {t('property.documents')}
      </h2>
      <ul className="document-list">
        {documents.map((document) => {
          const Icon = document.mediaType === 'application/pdf' ? FileText : FileImage;
          const facts = [
            DOCUMENT_TYPE_NAMES[document.mediaType],
            documentSize(document.byteSize, language),
            documentDay(document.fileUpdatedAt, language),
          ].join(' · ');
          const title = localizedText(language, document.title.de, document.title.en, document.title.fr);
          if (document.gated && !access?.granted) {
            return (
              <li key={document.id} className="document-locked">
                <Lock className="document-icon text-stone-500" aria-hidden />
                <span className="min-w-0">
                  <span className="block font-medium wrap-anywhere">{title}</span>
                  <span className="document-facts">
                    {facts} · {gateTexts('documentAccess.locked')}
                  </span>
                </span>
              </li>
            );
          }
          return (
            <li key={document.id}>
              <a href={documentHref(slug, document.id)} target="_blank" rel="noopener" className="document-link">
                {document.preview ? (
                  // The title next to it names the document: the image adds nothing to read.
                  <img
                    src={previewSrc(slug, document)}
                    alt=""
                    width={48}
                    height={64}
                    loading="lazy"
                    decoding="async"
                    className="document-thumbnail"
                  />
                ) : (
                  <Icon className="document-icon" aria-hidden />
                )}
                <span className="min-w-0">
                  <span className="document-title">{title}</span>
                  <span className="document-facts">{facts}</span>
                  <span className="sr-only"> {newTab}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
      {hasGated && <DocumentGate slug={slug} access={access} />}
    </article>
  );
}
