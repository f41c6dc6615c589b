import { FilePlus } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { DOCUMENT_LIMITS, DOCUMENT_MEDIA_TYPES, type AdminDocument } from '#shared/documents/schemas.ts';
import { ConfirmDialog } from '#client/components/admin/confirm-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { ApiError, failureText } from '#client/lib/api-client.ts';
import type { Translate } from '#client/lib/i18n.tsx';
import { toast } from '#client/lib/toast-store.ts';
import { messageWithoutStatus } from '#client/lib/upload.ts';
import { useFailureToast } from '#client/lib/use-failure-toast.ts';
import { useFixedLanguageT } from '#client/lib/use-fixed-language-t.ts';
import { useMay } from '#client/lib/use-may.ts';
import { DOCUMENT_ACCEPT, type DocumentRights, type MoveControl } from './document-actions';
import { DocumentRow } from './document-row';
import { DocumentRecipients } from './document-recipients';
import { DocumentTermsEditor } from './document-terms-editor';
import { moveItem } from './image-order';
import {
  useDeleteDocument,
  usePropertyDocuments,
  useReorderDocuments,
  useSendDocumentFile,
} from './use-property-documents';

type FileProblem = 'admin.documents.wrongType' | 'admin.documents.tooLarge';

/** What can be told before sending (the server checks the bytes): browsers leave the type empty for some files. */
function fileProblem(file: File): FileProblem | null {
  const known = file.type
    ? (DOCUMENT_MEDIA_TYPES as readonly string[]).includes(file.type.toLowerCase())
    : /\.(pdf|jpe?g|png)$/i.test(file.name);
  if (!known) return 'admin.documents.wrongType';
  return file.size > DOCUMENT_LIMITS.bytes ? 'admin.documents.tooLarge' : null;
}

/** A refused file in the admin's words; any other refusal in the server's. */
function sendFailure(error: unknown, t: Translate): string {
  if (error instanceof ApiError && error.status === 413) return t('admin.documents.tooLarge');
  if (error instanceof ApiError && error.status === 415) return t('admin.documents.wrongType');
  return messageWithoutStatus(error) || t('admin.images.uploadFailed');
}

/**
 * The documents panel of the edit modal (exposé, floor plans, energy certificate …): one file at a
 * time with its progress, then per document who may open it, its titles, its place in the list, a
 * new version of its file and its deletion. Every change is saved at once, like the images'
 * (decision 0054); a new document is the team's until the agent makes it public.
 */
export function DocumentPanel({ propertyId }: { propertyId: string }) {
  // German, like the image panel above it (decision 0031): its texts, numbers and dates.
  const t = useFixedLanguageT('de');
  const may = useMay();
  const failed = useFailureToast();
  const chooseRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [toDelete, setToDelete] = useState<AdminDocument | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = useRef<{ id: string; control: MoveControl } | null>(null);
  const documents = usePropertyDocuments(propertyId);
  const send = useSendDocumentFile(propertyId);
  const reorder = useReorderDocuments(propertyId);
  const remove = useDeleteDocument(propertyId);

  const list = documents.data?.documents;
  const count = list?.length ?? 0;
  const rights: DocumentRights = {
    update: may('updatePropertyDocument'),
    reorder: may('reorderPropertyDocuments'),
    replace: may('replacePropertyDocument'),
    remove: may('deletePropertyDocument'),
    download: may('downloadPropertyDocument'),
  };
  const mayUpload = may('uploadPropertyDocument');

  // React moves a row's element on a move, which drops its focus: it goes back to the same arrow,
  // or to the other one where that is disabled now.
  useLayoutEffect(() => {
    const wanted = pendingFocus.current;
    const root = listRef.current;
    if (!wanted || !root) return;
    pendingFocus.current = null;
    const arrows = Array.from(root.querySelectorAll<HTMLButtonElement>('button[data-document-control]')).filter(
      (button) => button.dataset.documentId === wanted.id && !button.disabled,
    );
    (arrows.find((button) => button.dataset.documentControl === wanted.control) ?? arrows[0])?.focus();
  }, [list]);

  const start = (file: File | undefined, replacing?: AdminDocument) => {
    if (!file || send.isPending) return;
    const problem = fileProblem(file);
    if (problem) {
      toast({ title: t('admin.images.uploadFailed'), description: t(problem), variant: 'destructive' });
      return;
    }
    send.mutate(
      { file, documentId: replacing?.id },
      {
        onSuccess: () =>
          toast({
            title: t(replacing ? 'admin.documents.replaced' : 'admin.documents.uploaded'),
            variant: 'success',
          }),
        onError: (error) => failed(error, { title: t('admin.images.errorTitle'), description: sendFailure(error, t) }),
      },
    );
  };

  const move = (from: number, to: number, focus: MoveControl) => {
    const moved = list?.[from];
    if (!list || !moved || to < 0 || to >= list.length) return;
    pendingFocus.current = { id: moved.id, control: focus };
    const text = t('admin.documents.movedTo', { from: from + 1, to: to + 1 });
    // The same words twice in a row would not be read again; a trailing no-break space makes them new.
    setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text));
    reorder.mutate(
      moveItem(
        list.map((document) => document.id),
        from,
        to,
      ),
      {
        onError: (error) => failed(error, { title: t('admin.images.errorTitle'), description: failureText(error) }),
      },
    );
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => toast({ title: t('admin.documents.deleted'), variant: 'success' }),
      onError: (error) => failed(error, { title: t('admin.images.errorTitle'), description: failureText(error) }),
      onSettled: () => setToDelete(null),
    });
  };

  const headingId = `documents-${propertyId}`;

  return (
    <section lang="de" aria-labelledby={headingId} className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-ink">
          {t('admin.documents.title')}
        </h3>
        <p className="text-sm text-stone-600 tabular-nums">
          {t('admin.documents.count', { count, max: DOCUMENT_LIMITS.perProperty })}
        </p>
        {mayUpload && <p className="image-panel-saving basis-full">{t('admin.documents.savedImmediately')}</p>}
      </div>

      {mayUpload && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <input
            ref={inputRef}
            type="file"
            accept={DOCUMENT_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label={t('admin.documents.choose')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              start(file);
            }}
          />
          <Button
            ref={chooseRef}
            variant="outline"
            size="sm"
            onClick={() => inputRef.current?.click()}
            disabled={send.isPending || count >= DOCUMENT_LIMITS.perProperty}
          >
            <FilePlus aria-hidden />
            {t('admin.documents.choose')}
          </Button>
          <p className="text-xs text-stone-500">{t('admin.documents.rules')}</p>
        </div>
      )}

      {send.isPending && (
        <div className="grid grid-cols-1 gap-1.5" aria-live="polite">
          <div className="flex justify-between gap-2 text-sm text-stone-700">
            <span>{t('admin.documents.uploading')}</span>
            <span className="tabular-nums">{send.progress ?? 100} %</span>
          </div>
          <Progress value={send.progress ?? 100} aria-label={t('admin.images.progress')} />
        </div>
      )}

      {documents.isPending ? (
        <div className="flex justify-center py-4 text-stone-500">
          <Spinner label={t('admin.documents.loading')} />
        </div>
      ) : !list ? (
        <p className="text-sm text-red-700">{t('admin.documents.loadFailed')}</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-stone-500">{t('admin.documents.none')}</p>
      ) : (
        <ul ref={listRef} className="grid grid-cols-1 gap-3" aria-labelledby={headingId}>
          {list.map((document, index) => (
            <DocumentRow
              key={document.id}
              propertyId={propertyId}
              document={document}
              index={index}
              count={list.length}
              t={t}
              language="de"
              may={rights}
              sending={send.isPending}
              onMove={(to, focus) => move(index, to, focus)}
              onReplace={(file) => start(file, document)}
              onDelete={() => setToDelete(document)}
            />
          ))}
        </ul>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {may('readDocumentTerms') && (
        <DocumentTermsEditor propertyId={propertyId} t={t} editable={may('updateDocumentTerms')} />
      )}
      {may('listDocumentRecipients') && (
        <DocumentRecipients propertyId={propertyId} t={t} mayExport={may('exportDocumentRecipients')} />
      )}

      <ConfirmDialog
        open={toDelete !== null}
        pending={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={confirmDelete}
        returnFocus={() => chooseRef.current}
        lang="de"
        title={t('admin.documents.deleteTitle')}
        description={t('admin.documents.deleteConfirm', { title: toDelete?.title.de ?? '' })}
        cancelLabel={t('action.cancel')}
        confirmLabel={t('action.delete')}
      />
    </section>
  );
}
