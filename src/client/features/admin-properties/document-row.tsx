import { FileImage, FileText } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import {
  DOCUMENT_LIMITS,
  DOCUMENT_VISIBILITIES,
  type AdminDocument,
  type DocumentUpdate,
  type DocumentVisibility,
} from '#shared/documents/schemas.ts';
import { LANGUAGES, type Language } from '#shared/languages.ts';
import type { PlainTranslationKey } from '#shared/translations/index.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { PendingButton } from '#client/components/ui/pending-button.tsx';
import { failureText } from '#client/lib/api-client.ts';
import { DOCUMENT_TYPE_NAMES, documentDay, documentSize } from '#client/lib/document-format.ts';
import type { Translate } from '#client/lib/i18n.tsx';
import { toast } from '#client/lib/toast-store.ts';
import { useFailureToast } from '#client/lib/use-failure-toast.ts';
import { DocumentActions, type DocumentRights, type MoveControl } from './document-actions';
import { useUpdateDocument } from './use-property-documents';

interface DocumentRowProps {
  propertyId: string;
  document: AdminDocument;
  index: number;
  count: number;
  t: Translate;
  language: Language;
  may: DocumentRights;
  /** A file is on its way (this row's or another's): no second one meanwhile. */
  sending: boolean;
  /** Moves this document to `to`, keeping focus on `focus` at its new place. */
  onMove: (to: number, focus: MoveControl) => void;
  onReplace: (file: File) => void;
  onDelete: () => void;
}

const VISIBILITY_NAMES: Record<DocumentVisibility, PlainTranslationKey> = {
  public: 'admin.documents.public',
  acknowledged: 'admin.documents.acknowledged',
  agent: 'admin.documents.agent',
};

const BADGE_VARIANTS = { public: 'success', acknowledged: 'gold', agent: 'muted' } as const satisfies Record<
  DocumentVisibility,
  string
>;

const storedValues = (document: AdminDocument): DocumentUpdate => ({
  title: { ...document.title },
  visibility: document.visibility,
  energyCertificate: document.energyCertificate,
});

const sameValues = (a: DocumentUpdate, b: DocumentUpdate) =>
  a.visibility === b.visibility &&
  a.energyCertificate === b.energyCertificate &&
  LANGUAGES.every((language) => a.title[language] === b.title[language]);

/** The first page's image (a version's own address, so a replaced file's image is not the old one). */
const previewSrc = (propertyId: string, document: AdminDocument) =>
  `/api/admin/properties/${propertyId}/documents/${document.id}/preview?version=${document.version}`;

/**
 * One document of the panel: its title, file, type, size, date and version; who may open it and its
 * titles in the three languages, saved with the row's own button; and buttons to move it, replace
 * its file, open it and delete it.
 */
export function DocumentRow({
  propertyId,
  document,
  index,
  count,
  t,
  language,
  may,
  sending,
  onMove,
  onReplace,
  onDelete,
}: DocumentRowProps) {
  const n = index + 1;
  const update = useUpdateDocument(propertyId);
  const failed = useFailureToast();
  const germanRef = useRef<HTMLInputElement>(null);
  // What the agent typed and has not saved; null shows what is stored (also after another tab's change).
  const [draft, setDraft] = useState<DocumentUpdate | null>(null);
  const [germanMissing, setGermanMissing] = useState(false);
  const stored = storedValues(document);
  const shown = draft ?? stored;
  const changed = draft !== null && !sameValues(draft, stored);
  const id = (name: string) => `document-${document.id}-${name}`;

  const edit = (next: DocumentUpdate) => {
    setDraft(next);
    if (next.title.de.trim()) setGermanMissing(false);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || !draft) return;
    if (!draft.title.de.trim()) {
      setGermanMissing(true);
      germanRef.current?.focus();
      return;
    }
    update.mutate(
      { documentId: document.id, ...draft },
      {
        onSuccess: () => {
          setDraft(null);
          toast({ title: t('admin.documents.saved'), variant: 'success' });
        },
        onError: (error) => failed(error, { title: t('admin.images.errorTitle'), description: failureText(error) }),
      },
    );
  };

  const facts = [
    DOCUMENT_TYPE_NAMES[document.mediaType],
    documentSize(document.byteSize, language),
    t('admin.documents.uploadedOn', { date: documentDay(document.fileUpdatedAt, language) }),
    ...(document.version > 1 ? [t('admin.documents.version', { version: document.version })] : []),
  ];
  const TypeIcon = document.mediaType === 'application/pdf' ? FileText : FileImage;
  const germanError = germanMissing ? t('admin.documents.titleRequired') : undefined;

  return (
    <li className="grid min-w-0 gap-4 rounded-lg border border-stone-200 bg-white p-3 sm:p-4">
      <div className="flex min-w-0 items-start gap-3">
        {document.preview ? (
          <img
            src={previewSrc(propertyId, document)}
            alt={t('admin.documents.previewAlt', { title: document.title.de })}
            width={48}
            height={64}
            loading="lazy"
            className="document-thumbnail"
          />
        ) : (
          <TypeIcon className="mt-0.5 h-5 w-5 shrink-0 text-stone-500" aria-hidden />
        )}
        <div className="grid min-w-0 flex-1 gap-0.5">
          <h4 className="text-sm font-semibold wrap-anywhere text-ink">
            <span className="text-stone-500 tabular-nums">{n}.</span> {document.title.de}
          </h4>
          <p className="text-xs wrap-anywhere text-stone-600">{document.fileName}</p>
          <p className="text-xs text-stone-600 tabular-nums">{facts.join(' · ')}</p>
        </div>
        {!may.update && (
          <Badge variant={BADGE_VARIANTS[document.visibility]} className="whitespace-normal">
            {t(VISIBILITY_NAMES[document.visibility])}
          </Badge>
        )}
      </div>

      {may.update && (
        <form onSubmit={save} noValidate className="grid gap-3">
          <FormField id={id('visibility')} label={t('admin.documents.visibility')}>
            <NativeSelect
              id={id('visibility')}
              value={shown.visibility}
              onChange={(event) =>
                edit({
                  ...shown,
                  visibility: DOCUMENT_VISIBILITIES.find((name) => name === event.target.value) ?? shown.visibility,
                })
              }
            >
              {DOCUMENT_VISIBILITIES.map((name) => (
                <option key={name} value={name}>
                  {t(VISIBILITY_NAMES[name])}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <fieldset className="grid min-w-0 gap-2">
            <legend className="mb-2 text-sm font-medium text-ink">{t('admin.property.title')}</legend>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              {LANGUAGES.map((code) => {
                const error = code === 'de' ? germanError : undefined;
                return (
                  <FormField key={code} id={id(`title-${code}`)} label={t(`language.${code}`)} error={error}>
                    <Input
                      ref={code === 'de' ? germanRef : undefined}
                      {...fieldAria(id(`title-${code}`), error)}
                      lang={code}
                      maxLength={DOCUMENT_LIMITS.titleChars}
                      value={shown.title[code]}
                      onChange={(event) => edit({ ...shown, title: { ...shown.title, [code]: event.target.value } })}
                    />
                  </FormField>
                );
              })}
            </div>
            <p className="text-xs text-stone-500">{t('admin.documents.titleHint')}</p>
          </fieldset>
          <div className="flex items-start gap-3">
            <input
              id={id('energy-certificate')}
              type="checkbox"
              className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-ink"
              checked={shown.energyCertificate ?? false}
              onChange={(event) => edit({ ...shown, energyCertificate: event.target.checked })}
            />
            <label htmlFor={id('energy-certificate')} className="text-sm text-ink">
              {t('admin.documents.energyCertificate')}
            </label>
          </div>
          <div>
            <PendingButton
              type="submit"
              size="sm"
              pending={update.isPending}
              pendingLabel={t('admin.saving')}
              disabled={!changed}
              aria-label={t('admin.documents.saveLabel', { n })}
            >
              {t('admin.save')}
            </PendingButton>
          </div>
        </form>
      )}

      <DocumentActions
        propertyId={propertyId}
        documentId={document.id}
        n={n}
        index={index}
        count={count}
        t={t}
        may={may}
        sending={sending}
        onMove={onMove}
        onReplace={onReplace}
        onDelete={onDelete}
      />
    </li>
  );
}
